/** Links that look like other controls (`@marquee/shared/links`), for any remote's pages. */
export { RouterButton } from './router-button';
