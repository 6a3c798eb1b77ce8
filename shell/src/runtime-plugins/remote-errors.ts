/**
 * A federation runtime plugin: a remote that is down must never break the shell. A failure is
 * logged once with the remote's name and left to the runtime to raise, so the route's boundary
 * shows its error panel.
 *
 * The hook must not throw or return a value: a value returned here would stand in for the
 * module. The runtime forgets a failed entry load, so a Retry loads the entry afresh once the
 * remote is back.
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
