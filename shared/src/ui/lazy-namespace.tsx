import { lazy, Suspense, type ComponentType } from 'react';

type PartProps = Record<string, unknown>;

/**
 * A compound component (`Menu.Root`, `Menu.Trigger`, …) whose code is loaded when a part first
 * renders, or earlier through `preload`. Each part keeps one identity before and after loading,
 * so nothing remounts when the code arrives; until then a part renders nothing.
 */
export function lazyNamespace<T extends object>(load: () => Promise<T>): { namespace: T; preload: () => Promise<T> } {
  let pending: Promise<T> | undefined;
  const preload = (): Promise<T> =>
    (pending ??= load().catch((error: unknown) => {
      // A failed download is tried again on the next use.
      pending = undefined;
      throw error;
    }));
  const parts = new Map<string, ComponentType<PartProps>>();
  const partOf = (key: string): ComponentType<PartProps> => {
    const known = parts.get(key);
    if (known) return known;
    const Loaded = lazy(async () => ({ default: (await preload())[key as keyof T] as unknown as ComponentType<PartProps> }));
    function LazyPart(props: PartProps) {
      return (
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      );
    }
    LazyPart.displayName = key;
    parts.set(key, LazyPart);
    return LazyPart;
  };
  const namespace = new Proxy({} as T, {
    get: (_target, key) => (typeof key === 'string' && /^[A-Z]/.test(key) ? partOf(key) : undefined),
  });
  return { namespace, preload };
}
