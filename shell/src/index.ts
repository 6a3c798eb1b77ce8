import { lendBundlerRuntime } from './federation/lend-bundler-runtime';
import { whenFramePictureShown } from '@marquee/shared/first-paint/early-state';
import { startAfterFramePicture } from './start-after-frame-picture';

// Before any remote runs: production remotes start on the shell's federation bundler runtime.
lendBundlerRuntime();

// The deployment map, the public settings and the current page's remote, data and first images
// have started downloading already, from index.html (the inline early start,
// @marquee/shared/first-paint/early-start), so this first script does not carry that code.

// The async boundary: shared singletons are negotiated before any app code runs. It opens once
// index.html's frame has painted its first picture (at most a second from now), after the next
// frame, so the frame paints first however slow the device is to run what follows.
startAfterFramePicture(() => void import('./bootstrap'), whenFramePictureShown());
