/**
 * Generated artwork for the offline catalog: a 2:3 poster per film with its title, year and genre
 * on a palette chosen by genre, so grids are recognisable offline, and a 16:9 backdrop on the
 * same palette with no text.
 */
import type { CatalogMovie } from './catalog-types.ts';
import { fnv1a } from './stable-ids.ts';

type Palette = readonly [string, string, string];

/** Background top, background bottom, accent; by TMDb genre id. */
const PALETTES: Record<number, Palette> = {
  28: ['#7f1d1d', '#1c0a0a', '#fbbf24'],
  12: ['#065f46', '#022c22', '#fde68a'],
  35: ['#f59e0b', '#7c2d12', '#fff7ed'],
  80: ['#1f2937', '#030712', '#f87171'],
  99: ['#334155', '#0f172a', '#e2e8f0'],
  18: ['#1e3a8a', '#0b1026', '#bfdbfe'],
  10751: ['#0ea5e9', '#1e40af', '#fef9c3'],
  14: ['#6d28d9', '#1e1b4b', '#f0abfc'],
  36: ['#78350f', '#292524', '#fde68a'],
  27: ['#111827', '#450a0a', '#ef4444'],
  10402: ['#be185d', '#3b0764', '#fbcfe8'],
  10749: ['#e11d48', '#4c0519', '#ffe4e6'],
  878: ['#0f766e', '#042f2e', '#67e8f9'],
  53: ['#374151', '#111827', '#facc15'],
  37: ['#b45309', '#431407', '#fed7aa'],
};
const DEFAULT_PALETTE: Palette = ['#475569', '#0f172a', '#f8fafc'];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Greedy word wrap; a word longer than a line is cut rather than overflowing the artwork. */
export function wrapTitle(title: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/)) {
    const piece = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
    if (!current) current = piece;
    else if (current.length + 1 + piece.length <= maxChars) current += ` ${piece}`;
    else {
      lines.push(current);
      current = piece;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').replace(/.$/, '')}…`;
    return kept;
  }
  return lines;
}

function paletteOf(movie: CatalogMovie): Palette {
  const first = movie.genres[0];
  return (first && PALETTES[first.id]) || DEFAULT_PALETTE;
}

/**
 * The artwork's type: generic families only. A browser lays out an SVG image's text on the page's
 * main thread, and each named family it lacks is one more font lookup per text size (a synchronous
 * request to the browser process on desktop Linux): with Georgia, 'Times New Roman', Helvetica
 * and Arial named, the posters of a cold /trending made 88 of its 132 lookups; with generic
 * families, 48 of 102. TMDb's own posters, which this art stands in for, are photographs with no
 * text to lay out.
 */
export const TITLE_FONT = 'serif';
export const TEXT_FONT = 'sans-serif';

function caption(movie: CatalogMovie): string {
  return [movie.year ?? 'TBA', movie.genres[0]?.name].filter(Boolean).join(' · ');
}

/** A few soft circles placed from the id: the same film always gets the same picture. */
function ornaments(movie: CatalogMovie, width: number, height: number, accent: string): string {
  let seed = fnv1a(`art:${movie.id}`);
  const next = () => {
    seed = Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) >>> 0;
    return seed / 0xffffffff;
  };
  const circles: string[] = [];
  for (let i = 0; i < 4; i++) {
    const r = Math.round((0.15 + next() * 0.35) * width);
    circles.push(
      `<circle cx="${Math.round(next() * width)}" cy="${Math.round(next() * height * 0.7)}" r="${r}" fill="${accent}" opacity="${(0.05 + next() * 0.1).toFixed(2)}"/>`,
    );
  }
  return circles.join('');
}

/** With a title, the picture names itself (a poster); without one, it is decoration (a backdrop). */
function svgDocument(width: number, height: number, viewWidth: number, viewHeight: number, body: string, title: string | null): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}"`;
  return title === null ? `${open} aria-hidden="true">${body}</svg>` : `${open} role="img"><title>${escapeXml(title)}</title>${body}</svg>`;
}

export function posterSvg(movie: CatalogMovie, width: number): string {
  const [top, bottom, accent] = paletteOf(movie);
  const W = 500;
  const H = 750;
  const lines = wrapTitle(movie.title, 14, 5);
  const fontSize = lines.length > 3 ? 44 : 54;
  const startY = 420 - ((lines.length - 1) * fontSize * 1.15) / 2;
  const text = lines.map((line, i) => `<tspan x="40" y="${Math.round(startY + i * fontSize * 1.15)}">${escapeXml(line)}</tspan>`).join('');
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>${ornaments(movie, W, H, accent)}` +
    `<rect x="40" y="250" width="80" height="6" fill="${accent}"/>` +
    `<text font-family="${TITLE_FONT}" font-weight="700" font-size="${fontSize}" fill="#ffffff">${text}</text>` +
    `<text x="40" y="${H - 90}" font-family="${TEXT_FONT}" font-size="26" fill="${accent}">${escapeXml(caption(movie))}</text>` +
    (movie.director
      ? `<text x="40" y="${H - 50}" font-family="${TEXT_FONT}" font-size="22" fill="#ffffff" opacity="0.8">${escapeXml(`Directed by ${movie.director}`)}</text>`
      : '');
  return svgDocument(width, Math.round((width * H) / W), W, H, body, `${movie.title} poster`);
}

/**
 * A backdrop is a picture behind the page's own text (the movie page's hero, the home page's
 * featured film): it draws no words, so no second title shows through, cut, behind the page's.
 */
export function backdropSvg(movie: CatalogMovie, width: number): string {
  const [top, bottom, accent] = paletteOf(movie);
  const W = 1280;
  const H = 720;
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>${ornaments(movie, W, H, accent)}`;
  return svgDocument(width, Math.round((width * H) / W), W, H, body, null);
}
