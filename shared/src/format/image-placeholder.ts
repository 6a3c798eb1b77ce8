/**
 * Placeholders for movies and people without artwork: inline SVG data URIs, so a missing image
 * costs no request and never shows a broken-image icon. Neutral greys read in both themes.
 */
import type { ImageKind } from './image-kind';

const SHAPES: Record<ImageKind, { width: number; height: number; glyph: string }> = {
  // A film frame for posters and backdrops, a head and shoulders for people, a square for logos.
  poster: {
    width: 500,
    height: 750,
    glyph:
      '<rect x="190" y="305" width="120" height="140" rx="8" fill="none" stroke="#9ca3af" stroke-width="10"/><path d="M215 305v140M285 305v140M190 350h25M190 400h25M285 350h25M285 400h25" stroke="#9ca3af" stroke-width="8"/>',
  },
  backdrop: {
    width: 1280,
    height: 720,
    glyph:
      '<rect x="570" y="290" width="140" height="140" rx="8" fill="none" stroke="#9ca3af" stroke-width="10"/><path d="M600 290v140M680 290v140" stroke="#9ca3af" stroke-width="8"/>',
  },
  profile: {
    width: 185,
    height: 278,
    glyph: '<circle cx="92.5" cy="110" r="34" fill="#9ca3af"/><path d="M30 230c8-40 34-62 62.5-62s54.5 22 62.5 62z" fill="#9ca3af"/>',
  },
  logo: {
    width: 185,
    height: 185,
    glyph: '<rect x="57" y="57" width="71" height="71" rx="10" fill="none" stroke="#9ca3af" stroke-width="8"/>',
  },
};

const cache = new Map<ImageKind, string>();

export function imagePlaceholder(kind: ImageKind): string {
  const cached = cache.get(kind);
  if (cached) return cached;
  const { width, height, glyph } = SHAPES[kind];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#4b5563" fill-opacity="0.25"/>${glyph}</svg>`;
  const uri = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  cache.set(kind, uri);
  return uri;
}

export function isPlaceholder(url: string): boolean {
  return url.startsWith('data:image/svg+xml');
}
