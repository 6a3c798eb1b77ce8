import { lendBundlerRuntime } from './federation/lend-bundler-runtime';
import { startEarly } from './remotes/early-start';

// Before any remote runs: production remotes start on the shell's federation bundler runtime.
lendBundlerRuntime();

declare const process: { env: { NODE_ENV: string } };

// The deployment map, the public settings and the current page's remote start downloading now,
// in parallel with the shell's own modules below. A production page has started them already,
// from index.html (the inline early start), so its first script does not carry that code.
if (process.env.NODE_ENV !== 'production') startEarly();

// The async boundary: shared singletons are negotiated before any app code runs.
// It opens after the next frame, so index.html's own frame paints first, however slow the device
// is to run what follows; a hidden tab (no frames) starts after a short timer instead.
let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('./bootstrap');
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 100);
