/**
 * When the page's first screen has committed. The shell's frame says so (`firstScreenCommitted`)
 * once the route's page is on screen; code the first screen does not draw with but asks for while
 * it renders (supabase-js behind a member's page skeleton) waits for it, so the page is on screen
 * before that download starts, not after. Where nothing has said it will tell (a remote's
 * standalone harness, tests) it is at once; where the frame never tells (a layout without it),
 * `FIRST_SCREEN_CAP_MS` bounds the wait. A platform singleton, so the frame that tells and the
 * page's Supabase client that waits share this one state.
 */
const FIRST_SCREEN_CAP_MS = 1_000;

let told = false;
let expected = false;
let markCommitted: () => void = () => {};
const committed = new Promise<void>((resolve) => (markCommitted = resolve));

/** The page's frame will tell when its first screen has committed. */
export function expectFirstScreen(): void {
  expected = true;
}

/** The page's first screen has committed. */
export function firstScreenCommitted(): void {
  told = true;
  markCommitted();
}

/** Resolves once the first screen has committed (at once where no frame tells). */
export function firstScreenShown(): Promise<void> {
  if (told || !expected) return Promise.resolve();
  return Promise.race([committed, new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_CAP_MS))]);
}
