/**
 * The first module of the shell built for the one-remote loop (`marquee.mjs dev <remote>`): React's
 * DevTools hook, installed before React DOM loads, keeping each renderer that React DOM
 * registers. A remote's dev server brings React Refresh's runtime later, with the remote's code;
 * that runtime finds the renderer here and can then refresh the remote's components inside the
 * shell (React Refresh's own hook would forget the renderer it did not see registered). A page
 * that already has a hook (the React DevTools extension's, which keeps renderers too) keeps it.
 */
const HOOK = '__REACT_DEVTOOLS_GLOBAL_HOOK__';

if (typeof window !== 'undefined' && window[HOOK] === undefined) {
  const renderers = new Map();
  let lastId = 0;
  window[HOOK] = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      lastId += 1;
      renderers.set(lastId, renderer);
      return lastId;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}
