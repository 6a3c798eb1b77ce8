/**
 * Code that arrives after the first render (a compound's machine, a menu) is rendered in a
 * transition: React renders it in slices rather than in one long task, and what it replaces stays
 * on screen until the new render can commit. A child that is not ready yet (it suspends) shows
 * here: in a transition the stand-in stays; a plain update would put up the Suspense fallback.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, use, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyCode, useLoadedCode } from './lazy-namespace';

afterEach(cleanup);

describe('useLoadedCode', () => {
  it('renders the arrived code in a transition: the stand-in stays until it can commit', async () => {
    let arrive: (module: { Part: ComponentType }) => void = () => {};
    const code = lazyCode(() => new Promise<{ Part: ComponentType }>((resolve) => (arrive = resolve)));
    let ready: () => void = () => {};
    const dataReady = new Promise<void>((resolve) => (ready = resolve));
    function Part() {
      use(dataReady);
      return <p>loaded</p>;
    }
    function Compound() {
      const { module } = useLoadedCode(code, true);
      return module ? <module.Part /> : <p>stand-in</p>;
    }
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Compound />
      </Suspense>,
    );
    expect(screen.getByText('stand-in').tagName).toBe('P');
    await act(async () => {
      arrive({ Part });
      await Promise.resolve();
    });
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByText('stand-in').tagName).toBe('P');
    await act(async () => ready());
    expect(screen.getByText('loaded').tagName).toBe('P');
  });
});
