/**
 * Rendering helpers for pages (`@marquee/shared/render`): what may wait until after the first
 * paint. When the page has settled or its first screen has shown is the platform's to know
 * (`@marquee/shared/first-paint`).
 */
export { AfterFirstPaint } from './after-first-paint';
