import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNearViewport } from './use-near-viewport';

/** The browser's IntersectionObserver, driven by the test: it reports what the test says. */
class TestObserver {
  static made: TestObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    TestObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  show(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.report(entries, this as unknown as IntersectionObserver);
  }
}

function Section() {
  const [near, ref] = useNearViewport<HTMLDivElement>(150);
  return <div ref={ref}>{near ? 'loaded' : 'waiting'}</div>;
}

const original = window.IntersectionObserver;
afterEach(() => {
  window.IntersectionObserver = original;
  TestObserver.made = [];
});

describe('useNearViewport', () => {
  it('waits until the element comes within the margin below the viewport, then stays near', () => {
    window.IntersectionObserver = TestObserver as unknown as typeof IntersectionObserver;
    render(<Section />);
    expect(screen.getByText('waiting')).toBeTruthy();
    const [observer] = TestObserver.made;
    expect(observer?.options?.rootMargin).toBe('0px 0px 150px 0px');
    expect(observer?.observed).toEqual([screen.getByText('waiting')]);

    act(() => observer!.show(false));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => observer!.show(true));
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(observer?.disconnected).toBe(true);
    expect(TestObserver.made).toHaveLength(1);
  });

  it('is near at once where the browser cannot observe', () => {
    // @ts-expect-error: a browser without IntersectionObserver
    delete window.IntersectionObserver;
    render(<Section />);
    expect(screen.getByText('loaded')).toBeTruthy();
  });
});
