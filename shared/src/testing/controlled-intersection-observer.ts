/**
 * happy-dom has no layout, so the test decides when a sentinel comes into view. Install with
 * `vi.stubGlobal('IntersectionObserver', ControlledIntersectionObserver)` and reset `instances`
 * before each test.
 */
export class ControlledIntersectionObserver {
  static instances: ControlledIntersectionObserver[] = [];
  readonly options: IntersectionObserverInit | undefined;
  private readonly callback: IntersectionObserverCallback;
  private targets: Element[] = [];

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    ControlledIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.push(target);
  }

  unobserve() {}

  disconnect() {
    this.targets = [];
    ControlledIntersectionObserver.instances = ControlledIntersectionObserver.instances.filter((o) => o !== this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Tells every live observer its targets are in view. */
  static intersectAll() {
    for (const observer of [...ControlledIntersectionObserver.instances]) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
