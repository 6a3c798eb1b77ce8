/**
 * The profile page's header, declared once: the route declaration hands these words to the
 * shell's first paint, which prints them before this remote has loaded, and the page prints the
 * same. Kept apart from `routes.ts` so the page does not pull in the other routes' TMDb prefetch
 * descriptions (and the TMDb client behind them) with its header.
 */
export const profileHeader = { title: 'Profile', subtitle: 'Your account, your numbers and your settings.' } as const;
