import { createContext, startTransition, Suspense, use, useContext, useEffect, useState, type ComponentType, type Context } from 'react';
import { usePageSettled } from '@marquee/shared/first-paint';

export type PartProps = Record<string, unknown>;

/** Code loaded on first use: one download shared by every caller, tried again after a failure. */
export interface LazyCode<T> {
  /** The loaded module, once it is there: parts render it without suspending. */
  readonly current: T | undefined;
  preload(): Promise<T>;
}

/** Every piece of code loaded on first use that this page has declared. */
const everyLazyCode = new Set<LazyCode<unknown>>();

export function lazyCode<T>(load: () => Promise<T>): LazyCode<T> {
  let current: T | undefined;
  let pending: Promise<T> | undefined;
  const code: LazyCode<T> = {
    get current() {
      return current;
    },
    preload: () =>
      (pending ??= load().then(
        (module) => (current = module),
        (error: unknown) => {
          // A failed download is tried again on the next use.
          pending = undefined;
          throw error;
        },
      )),
  };
  everyLazyCode.add(code);
  return code;
}

/**
 * A compound's `preload…()`: starts downloading its code (all of the given pieces), for a page
 * about to show it. It never rejects (a failed download is tried again on first use); it answers
 * whether the code is there.
 */
export const preloaderOf =
  (...codes: LazyCode<unknown>[]) =>
  (): Promise<boolean> =>
    Promise.all(codes.map((code) => code.preload())).then(
      () => true,
      () => false,
    );

/**
 * Loads all of it. For tests (shared/build/vitest-setup.mjs): they see the components as a page
 * does once their code is there, rendered at once; what shows before is tested here, in the ui.
 */
export const preloadEveryLazyComponent = (): Promise<unknown[]> => Promise.all([...everyLazyCode].map((code) => code.preload()));

/** One export of a lazily loaded module, sharing its download (two compounds in one chunk). */
export function pickCode<M, T>(code: LazyCode<M>, pick: (module: M) => T): LazyCode<T> {
  let pending: Promise<T> | undefined;
  return {
    get current() {
      const module = code.current;
      return module === undefined ? undefined : pick(module);
    },
    preload: () =>
      (pending ??= code.preload().then(pick, (error: unknown) => {
        pending = undefined;
        throw error;
      })),
  };
}

/**
 * The loaded code, rendering again when it arrives. `wanted` starts the download; a failure is
 * returned so the caller decides between its error boundary and staying as it is. The render
 * with the arrived code is a transition: React renders it in slices rather than in one task (a
 * state set in a promise's callback is otherwise rendered at once, whole), and what it replaces
 * stays on screen until it commits.
 */
export function useLoadedCode<T>(code: LazyCode<T>, wanted: boolean): { module: T | undefined; error: unknown } {
  const [state, setState] = useState<{ module: T | undefined; error: unknown }>(() => ({ module: code.current, error: undefined }));
  const module = state.module ?? code.current;
  useEffect(() => {
    if (module !== undefined || !wanted) return undefined;
    let live = true;
    code.preload().then(
      (loaded) => live && startTransition(() => setState({ module: loaded, error: undefined })),
      (error: unknown) => live && startTransition(() => setState({ module: undefined, error })),
    );
    return () => {
      live = false;
    };
  }, [code, module, wanted]);
  return { module, error: state.error };
}

/**
 * What a compound shows before its code is there: a Root that decides when the real component
 * takes over, and the parts as they render under that Root until then (a part missing here
 * renders nothing). `active` is true below a Root still without its code.
 */
export interface StandIn {
  active: Context<boolean>;
  Root: ComponentType<PartProps>;
  parts: Partial<Record<string, ComponentType<PartProps>>>;
}

/**
 * The Root of a compound that is on screen as soon as it renders (a slider, a switch): it
 * draws `StandInRoot` until the code is there, then the real Root. A stand-in draws the same
 * elements with the same recipe classes, so nothing moves when the real one takes over; it is
 * inert meanwhile. The download starts once the page has settled (loaded, or the visitor's first
 * input: `pageSettled`), so it never competes with what the first screen is waiting for; a
 * `preload…()` starts it earlier. A failed download goes to the nearest error boundary, whose
 * retry loads again.
 */
function inlineRoot<T extends object>(code: LazyCode<T>, active: Context<boolean>, StandInRoot: ComponentType<PartProps>) {
  function Root(props: PartProps) {
    const { module, error } = useLoadedCode(code, usePageSettled());
    if (module !== undefined) {
      const Loaded = module['Root' as keyof T] as unknown as ComponentType<PartProps>;
      return <Loaded {...props} />;
    }
    if (error !== undefined) throw error;
    return (
      <active.Provider value={true}>
        <StandInRoot {...props} />
      </active.Provider>
    );
  }
  Root.displayName = 'Root';
  return Root;
}

/** `data-*` flags as the loaded components write them: present and empty, or absent. */
export const dataAttr = (flag: unknown): '' | undefined => (flag ? '' : undefined);

/** The props left once a component's machine props are taken out (they are not DOM attributes). */
export function withoutKeys(props: PartProps, keys: readonly string[]): PartProps {
  const rest: PartProps = {};
  for (const [key, value] of Object.entries(props)) if (!keys.includes(key)) rest[key] = value;
  return rest;
}

/** A context for `StandIn.active`, one per compound. */
export const standInContext = (name: string): Context<boolean> => {
  const context = createContext(false);
  context.displayName = `${name}StandIn`;
  return context;
};

/**
 * A compound component (`Menu.Root`, `Tabs.List`, …) whose code is loaded when a part first
 * renders, or earlier through `code.preload()`. Each part keeps one identity before and after
 * loading, and renders the loaded part without suspending once the code is there. Without a
 * stand-in, a part renders nothing until its code arrives; with one, the Root and the parts below
 * it render the stand-in (see `StandIn`).
 */
export function lazyNamespace<T extends object>(code: LazyCode<T>, standIn?: StandIn): T {
  const loadedPart = (key: string): ComponentType<PartProps> => {
    function Loaded(props: PartProps) {
      const module = code.current ?? use(code.preload());
      const Part = module[key as keyof T] as unknown as ComponentType<PartProps>;
      return <Part {...props} />;
    }
    Loaded.displayName = `Loaded${key}`;
    return Loaded;
  };
  const parts = new Map<string, ComponentType<PartProps>>();
  const partOf = (key: string): ComponentType<PartProps> => {
    const known = parts.get(key);
    if (known) return known;
    const Loaded = loadedPart(key);
    const StandInPart = standIn?.parts[key];
    const active = standIn?.active;
    function LazyPart(props: PartProps) {
      const underStandIn = useContext(active ?? inactive);
      if (underStandIn) return StandInPart ? <StandInPart {...props} /> : null;
      return (
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      );
    }
    LazyPart.displayName = key;
    const part = key === 'Root' && standIn ? standIn.Root : LazyPart;
    parts.set(key, part);
    return part;
  };
  return new Proxy({} as T, {
    get: (_target, key) => (typeof key === 'string' && /^[A-Z]/.test(key) ? partOf(key) : undefined),
  });
}

const inactive = createContext(false);

/**
 * A compound that is on screen as soon as it renders (a slider, a switch): its Root draws
 * `StandInRoot`, and its parts the given stand-ins, until the code is there (see `inlineRoot`).
 */
export function inlineNamespace<T extends object>(
  name: string,
  code: LazyCode<T>,
  StandInRoot: ComponentType<PartProps>,
  parts: StandIn['parts'],
): T {
  const active = standInContext(name);
  return lazyNamespace(code, { active, Root: inlineRoot(code, active, StandInRoot), parts });
}
