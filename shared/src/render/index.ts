/** Rendering helpers for pages (`@marquee/shared/render`): what may wait until after the first paint. */
export { AfterFirstPaint } from './after-first-paint';
