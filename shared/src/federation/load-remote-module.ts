import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteDescriptor } from './remote-map';
import type { WidgetModuleId, WidgetModules } from './remote-modules';

export class RemoteModuleError extends Error {
  constructor(
    readonly moduleId: string,
    cause: unknown,
  ) {
    super(`Could not load ${moduleId}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteModuleError';
  }
}

/** A remote the shell refuses to run: its platform range does not include this shell's platform. */
export class IncompatibleRemoteError extends RemoteModuleError {
  constructor(moduleId: string, reason: string) {
    super(moduleId, new Error(reason));
    this.name = 'IncompatibleRemoteError';
  }
}

const loaded = new Map<string, Promise<unknown>>();

async function loadDefaultExport(id: string): Promise<unknown> {
  const remote = id.slice(0, id.indexOf('/'));
  const incompatible = remoteDescriptor(remote)?.incompatible;
  if (incompatible) {
    console.error(`[marquee] ${incompatible}; its pages are disabled until a compatible version is deployed.`);
    throw new IncompatibleRemoteError(id, incompatible);
  }
  let module: unknown;
  try {
    module = await loadRemote<{ default: unknown }>(id);
  } catch (error) {
    throw new RemoteModuleError(id, error);
  }
  const component = (module as { default?: unknown } | null | undefined)?.default;
  if (!component) throw new RemoteModuleError(id, new Error('the module has no default export'));
  return component;
}

/**
 * Loads an exposed module's default export through the federation runtime, once: concurrent and
 * later callers (intent preloading, the route, Back) share the same promise. A failure is not
 * remembered, so the next attempt (Retry) loads afresh.
 */
function loadOnce(id: string): Promise<unknown> {
  let pending = loaded.get(id);
  if (!pending) {
    pending = loadDefaultExport(id);
    loaded.set(id, pending);
    pending.catch(() => loaded.delete(id));
  }
  return pending;
}

/** A page a remote declares in its routes (`mf_search/SearchPage`): a component without props. */
export function loadPageModule(id: string): Promise<ComponentType> {
  return loadOnce(id) as Promise<ComponentType>;
}

/** A component one remote embeds from another, typed by the widget contract. */
export function loadWidgetModule<Id extends WidgetModuleId>(id: Id): Promise<WidgetModules[Id]> {
  return loadOnce(id) as Promise<WidgetModules[Id]>;
}

let freshAttempts = 0;

/**
 * Gives up waiting for a remote's pending loads and starts afresh: the remote is registered again
 * under its entry with an `attempt` query (a request that hangs keeps the browser's cache entry for
 * its URL locked, so the same URL would wait behind it), and the next load of any of its modules
 * fetches the entry anew. For a remote that hangs; one already loaded is left alone.
 */
export function retryRemote(remote: string): void {
  for (const id of loaded.keys()) if (id.startsWith(`${remote}/`)) loaded.delete(id);
  const descriptor = remoteDescriptor(remote);
  if (!descriptor || descriptor.incompatible) return;
  freshAttempts += 1;
  const entry = new URL(descriptor.entry, typeof location === 'undefined' ? undefined : location.href);
  entry.searchParams.set('attempt', String(freshAttempts));
  registerRemotes([{ name: remote, entry: entry.href }], { force: true });
}
