/**
 * `GET …/tmdb-proxy/image/{size}/{poster|backdrop}-{id}.svg`: the offline catalog's artwork,
 * served by the function itself so it works wherever the function runs.
 */
import { IMAGE_SIZES } from '../../catalog/image-sizes.ts';
import type { Catalog } from '../../catalog/catalog-types.ts';
import { backdropSvg, posterSvg } from '../../catalog/poster-art.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { jsonResponse } from '../_shared/json-response.ts';

const IMAGE_PATH = /\/image\/([a-z0-9]+)\/(poster|backdrop)-(\d{1,10})\.svg$/;

export function isImagePath(pathname: string): boolean {
  return /\/image\//.test(pathname);
}

/** Pixel width for a size name; `original` is the artwork's native size. */
function widthFor(size: string, kind: 'poster' | 'backdrop'): number {
  const match = /^[wh](\d+)$/.exec(size);
  if (match) return size.startsWith('h') ? Math.round((Number(match[1]) * 2) / 3) : Number(match[1]);
  return kind === 'poster' ? 500 : 1280;
}

export function serveImage(pathname: string, catalog: Catalog): Response {
  const match = IMAGE_PATH.exec(pathname);
  const size = match?.[1];
  const kind = match?.[2] === 'backdrop' ? 'backdrop' : 'poster';
  const movie = match ? catalog.byId.get(Number(match[3])) : undefined;
  if (!size || !IMAGE_SIZES.has(size) || !movie) {
    return jsonResponse({ success: false, error: 'Resource not found.' }, 404);
  }
  const width = widthFor(size, kind);
  const svg = kind === 'poster' ? posterSvg(movie, width) : backdropSvg(movie, width);
  return new Response(svg, {
    status: 200,
    headers: {
      ...corsHeaders,
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // The artwork is derived from immutable data: browsers may keep it for good.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
