/**
 * Holding part of a page's traffic back, to look at the page in the state it is in while that
 * part is on its way (a placeholder, a page without its data or code).
 */
import type { Page } from '@playwright/test';

type RouteMatch = Parameters<Page['route']>[0];

/** Holds every request `match` matches until the returned `release` is called. */
export async function holdRequests(page: Page, match: RouteMatch): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(match, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** What each running animation of the page animates: the element's test id, or its tag name. */
export function runningAnimationTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return target instanceof HTMLElement ? (target.dataset.testid ?? target.tagName) : 'none';
    }),
  );
}
