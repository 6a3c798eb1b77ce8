import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteModules } from './remote-modules';

export class RemoteModuleError extends Error {
  constructor(
    readonly moduleId: RemoteModuleId,
    cause: unknown,
  ) {
    super(`Could not load ${moduleId}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteModuleError';
  }
}

/** Loads an exposed component through the federation runtime, by its public id. */
export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  let loaded: unknown;
  try {
    loaded = await loadRemote<{ default: RemoteModules[Id] }>(id);
  } catch (error) {
    throw new RemoteModuleError(id, error);
  }
  const component = (loaded as { default?: RemoteModules[Id] } | null | undefined)?.default;
  if (!component) throw new RemoteModuleError(id, new Error('the module has no default export'));
  return component;
}
