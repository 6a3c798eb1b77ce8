export const SITE_NAME = 'Marquee';

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${SITE_NAME}`;
}
