/**
 * index.html's first paint (its frame, drawn before any script), given the shape and the pictures
 * of the page the address opens once the early start knows them (early-start.ts). Nothing here
 * touches a page React has rendered: React replaces the frame, and each change checks it is there.
 */
import { FRAME_SHAPES, type FrameHeader, type FrameShape } from './tmdb-request';

/** Settles when `image` has arrived and decoded (the next frame paints it), or has failed. */
function decoded(image: HTMLImageElement): Promise<void> {
  return image.decode().catch(() => undefined);
}

/**
 * Shows an image in a cell of the poster grid index.html paints (see `FirstImage.frameCell`), so
 * the first screen's posters appear as soon as they arrive instead of when the page's code has.
 * Nothing happens once the page has rendered: React replaced the frame, cells and all.
 * Gives back the picture's decoding (see `decoded`), null when it shows nothing.
 */
export function showInFrame(url: string, cell: number): Promise<void> | null {
  const place = document.querySelectorAll('#root > .boot .boot-grid > i')[cell];
  if (!place || place.firstChild) return null;
  const image = document.createElement('img');
  image.src = url;
  // The frame is hidden from assistive technology; the page's own cards name their posters.
  image.alt = '';
  image.fetchPriority = 'high';
  place.appendChild(image);
  return decoded(image);
}

/**
 * The main area of a frame shaped like a search page: its header, search box, filters and a grid
 * of as many cells as the first paint's own.
 */
function searchFrame(cellCount: number): HTMLElement {
  const page = document.createElement('div');
  page.dataset.shape = 'search';
  const cells = '<i></i>'.repeat(cellCount);
  page.innerHTML =
    '<i class="boot-heading"></i><i class="boot-lead"></i><i class="boot-searchbox"></i>' +
    `<div class="boot-results"><i class="boot-filters"></i><div><i class="boot-toolbar"></i><div class="boot-grid">${cells}</div></div></div>`;
  return page;
}

/** The main area of a frame shaped like a home page's hero or a movie page's top: its backdrop. */
function backdropFrame(shape: 'hero' | 'detail'): HTMLElement {
  const backdrop = document.createElement('i');
  backdrop.className = 'boot-backdrop';
  backdrop.dataset.shape = shape;
  backdrop.appendChild(document.createElement('span'));
  return backdrop;
}

/**
 * The main area of a frame shaped like a page that opens with its header: its title and subtitle,
 * as text (never markup), in a column as wide as the page's.
 */
function headerFrame({ title, subtitle }: FrameHeader): HTMLElement {
  const page = document.createElement('div');
  page.className = 'boot-page';
  page.dataset.shape = 'header';
  const words = document.createElement('div');
  const heading = document.createElement('h1');
  heading.textContent = title;
  words.appendChild(heading);
  if (subtitle) {
    const line = document.createElement('p');
    line.textContent = subtitle;
    words.appendChild(line);
  }
  page.appendChild(words);
  return page;
}

const MAX_HEADER_TEXT = 200;
const isHeaderText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_HEADER_TEXT;

/** A route's `header` as a `header` frame can print it, or null. */
function frameHeaderOf(value: unknown): FrameHeader | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, subtitle } = value as Record<string, unknown>;
  if (!isHeaderText(title) || (subtitle !== undefined && !isHeaderText(subtitle))) return null;
  return subtitle === undefined ? { title } : { title, subtitle };
}

const isFrameShape = (value: unknown): value is FrameShape => FRAME_SHAPES.includes(value as FrameShape);

/**
 * Gives index.html's frame the shape of the page the address opens (`FrameShape`), once its route
 * is known: the bones of a listing (its header and poster grid, what the first paint draws) are
 * traded for the page's own, which index.html's styles draw where the page draws the same parts.
 * Once only, and never after React has rendered the page.
 */
export function shapeFrame(shape: unknown, header?: unknown): void {
  if (!isFrameShape(shape) || shape === 'listing') return;
  const words = shape === 'header' ? frameHeaderOf(header) : null;
  if (shape === 'header' && !words) return;
  const main = document.querySelector('#root > .boot .boot-main');
  if (!main || main.hasAttribute('data-shaped')) return;
  main.setAttribute('data-shaped', shape);
  const cellCount = main.querySelectorAll('.boot-grid > i').length;
  if (words) main.replaceChildren(headerFrame(words));
  else if (shape === 'search') main.replaceChildren(searchFrame(cellCount));
  else if (shape !== 'header') main.replaceChildren(backdropFrame(shape));
}

/**
 * Shows an image as the backdrop of a `hero` or `detail` frame (see `shapeFrame`), where and as
 * large as the page draws its own, so the page's then replaces it without anything moving. Once:
 * a frame without a backdrop, one already showing a picture, or a rendered page is left alone.
 * Gives back the picture's decoding (see `decoded`), null when it shows nothing.
 */
export function showBackdropInFrame(url: string): Promise<void> | null {
  const picture = document.querySelector<HTMLElement>('#root > .boot .boot-backdrop > span');
  if (!picture || picture.style.backgroundImage) return null;
  // A quoted CSS string: JSON's escapes of a quote or a backslash are CSS's too.
  picture.style.backgroundImage = `url(${JSON.stringify(url)})`;
  // The same picture as an image, to learn when it has decoded (the preload's download serves it).
  const image = new Image();
  image.src = url;
  return decoded(image);
}
