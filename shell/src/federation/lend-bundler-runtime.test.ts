import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageHandOver } from '@marquee/shared/first-paint/hand-over';
import { lendBundlerRuntime } from './lend-bundler-runtime';

/** Module Federation's own bundler runtime, as a container that carries it has it. */
async function realBundlerRuntime(): Promise<{ default: Record<string, unknown> }> {
  // @ts-expect-error Not a dependency of the shell: the federation plugin's own, aliased in vitest.config.ts.
  return (await import('@module-federation/webpack-bundler-runtime')) as { default: Record<string, unknown> };
}

afterEach(() => {
  pageHandOver().bundlerRuntime = undefined;
  vi.resetModules();
});

describe("the shell's federation bundler runtime, lent to remotes", () => {
  it('is lent as its functions and the share-scope attacher', () => {
    const bundlerRuntime = { init: () => undefined, S: {} };
    const attachShareScopeMap = () => undefined;
    lendBundlerRuntime({ bundlerRuntime, attachShareScopeMap });
    expect(pageHandOver().bundlerRuntime).toEqual({ bundlerRuntime, attachShareScopeMap });
  });

  it('is not lent by a build without federation', () => {
    lendBundlerRuntime(undefined);
    expect(pageHandOver().bundlerRuntime).toBeUndefined();
  });

  it("gives a remote the same object Module Federation's own module would, with share scopes of its own", async () => {
    const real = (await realBundlerRuntime()).default as { bundlerRuntime: Record<string, unknown>; attachShareScopeMap: unknown };
    lendBundlerRuntime(real);
    // @ts-expect-error A build module in plain JavaScript, without type declarations.
    const borrowed = (await import('@marquee/shared/build/bundler-runtime-from-shell.mjs')) as {
      default: { bundlerRuntime: Record<string, unknown>; attachShareScopeMap: unknown };
    };
    expect(Object.keys(borrowed.default).sort()).toEqual(Object.keys(real).sort());
    expect(Object.keys(borrowed.default.bundlerRuntime).sort()).toEqual(Object.keys(real.bundlerRuntime).sort());
    for (const [name, value] of Object.entries(real.bundlerRuntime))
      if (typeof value === 'function') expect(borrowed.default.bundlerRuntime[name], name).toBe(value);
    expect(borrowed.default.attachShareScopeMap).toBe(real.attachShareScopeMap);
    expect(borrowed.default.bundlerRuntime.S).toEqual({});
    expect(borrowed.default.bundlerRuntime.S).not.toBe(real.bundlerRuntime.S);
  });

  it('starts a container itself: the shell, exposing nothing, is built without that part', async () => {
    const real = (await realBundlerRuntime()).default as { bundlerRuntime: Record<string, unknown>; attachShareScopeMap: unknown };
    lendBundlerRuntime({ ...real, bundlerRuntime: { ...real.bundlerRuntime, initContainerEntry: undefined } });
    // @ts-expect-error A build module in plain JavaScript, without type declarations.
    const borrowed = (await import('@marquee/shared/build/bundler-runtime-from-shell.mjs')) as {
      default: { bundlerRuntime: Record<string, unknown> };
    };
    expect(borrowed.default.bundlerRuntime.initContainerEntry).toBe(real.bundlerRuntime.initContainerEntry);
  });

  it('a remote outside the shell says so', async () => {
    // @ts-expect-error A build module in plain JavaScript, without type declarations.
    await expect(import('@marquee/shared/build/bundler-runtime-from-shell.mjs')).rejects.toThrow('runs inside the Marquee shell');
  });
});
