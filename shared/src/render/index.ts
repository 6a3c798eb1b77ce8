/** Rendering helpers for pages (`@marquee/shared/render`): what may wait until after the first paint, or until the page has loaded. */
export { AfterFirstPaint } from './after-first-paint';
export { pageSettled, usePageSettled } from './page-settled';
export { expectFirstScreen, firstScreenCommitted, firstScreenShown } from './first-screen';
export { nextTask } from './next-task';
