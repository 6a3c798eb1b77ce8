/**
 * A federation runtime plugin: a remote that is down must never break the shell. Failures are
 * logged once with the remote's name and rethrown, so the route's boundary shows its error
 * panel; nothing is cached, so Retry fetches the manifest and entry afresh.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function remoteErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'marquee-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[marquee] remote module ${String(id)} failed during ${lifecycle}:`, error);
      throw error instanceof Error ? error : new Error(String(error));
    },
  };
}
