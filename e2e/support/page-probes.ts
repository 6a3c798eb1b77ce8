/**
 * Probes installed before any page script runs. A stand-in React DevTools hook counts the
 * renderers React registers: a second copy of react-dom on the page registers a second one.
 */
import type { Page } from '@playwright/test';

export async function installRendererProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let nextId = 1;
    const renderers = new Map<number, unknown>();
    const hook = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        const id = nextId++;
        renderers.set(id, renderer);
        return id;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      setStrictMode() {},
    };
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { value: hook, configurable: true });
  });
}

export function rendererCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: { renderers: Map<number, unknown> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return hook?.renderers.size ?? 0;
  });
}

/** How many of each stateful singleton the page made (Supabase client, QueryClient, stores, Chakra system). */
export function pageInstances(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => (window as unknown as { __marquee?: { instances?: Record<string, number> } }).__marquee?.instances ?? {});
}

/** Client-side navigation, as a link click would do it, without reloading the page. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
