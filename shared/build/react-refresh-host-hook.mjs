/**
 * The first module of the shell's builds that host a remote's dev server (the one-remote loop's,
 * `marquee.mjs dev <remote>`, and the shell's own dev server): React's DevTools hook, installed
 * before React DOM loads, keeping each renderer that React DOM registers. A remote's dev server
 * brings React Refresh's runtime later, with the remote's code; that runtime finds the renderer
 * here and can then refresh the remote's components inside the shell. The hook React Refresh
 * installs itself (in the shell's own development build) forgets the renderers it is given, so it
 * is taught to keep them; the React DevTools extension's keeps them already.
 */
const HOOK = '__REACT_DEVTOOLS_GLOBAL_HOOK__';

if (typeof window !== 'undefined') {
  let lastId = 0;
  const hook = (window[HOOK] ??= {
    renderers: new Map(),
    supportsFiber: true,
    inject() {
      lastId += 1;
      return lastId;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  });
  hook.renderers ??= new Map();
  const inject = hook.inject;
  hook.inject = function keepRenderer(renderer) {
    const id = inject.call(this, renderer);
    if (!hook.renderers.has(id)) hook.renderers.set(id, renderer);
    return id;
  };
}
