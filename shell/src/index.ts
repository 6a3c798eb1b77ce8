import { lendBundlerRuntime } from './federation/lend-bundler-runtime';
import { startEarly, whenFramePictureShown } from './remotes/early-start';
import { startAfterFramePicture } from './start-after-frame-picture';

// Before any remote runs: production remotes start on the shell's federation bundler runtime.
lendBundlerRuntime();

declare const process: { env: { NODE_ENV: string } };

// The deployment map, the public settings and the current page's remote start downloading now,
// in parallel with the shell's own modules below. A production page has started them already,
// from index.html (the inline early start), so its first script does not carry that code.
if (process.env.NODE_ENV !== 'production') startEarly();

// The async boundary: shared singletons are negotiated before any app code runs. It opens once
// index.html's frame has painted its first picture (at most a second from now), after the next
// frame, so the frame paints first however slow the device is to run what follows.
startAfterFramePicture(() => void import('./bootstrap'), whenFramePictureShown());
