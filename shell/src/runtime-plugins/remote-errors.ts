/**
 * A federation runtime plugin: a remote that is down must never break the shell. A failure is
 * logged once with the remote's name and left to the runtime to raise, so the route's boundary
 * shows its error panel.
 *
 * The hook must not throw or return a value: returning nothing is what makes the runtime drop
 * its cached manifest promise (SnapshotHandler deletes `manifestLoading[url]` only then), so a
 * Retry fetches the manifest afresh once the remote is back.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function remoteErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'marquee-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[marquee] remote module ${String(id)} failed during ${lifecycle}:`, error);
      return undefined;
    },
  };
}
