/**
 * TMDb image URLs: base + size + path. Sizes are TMDb's own names per kind of
 * image, as its /configuration lists them; anything else would 404 on TMDb's CDN.
 */
import type { ImageKind } from './image-kind';
import { imagePlaceholder } from './image-placeholder';
import { tmdbImageUrl } from '@marquee/shared/first-paint';

export const TMDB_IMAGE_BASE_URL = 'https://image.tmdb.org/t/p/';

export const POSTER_SIZES = ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'] as const;
export const BACKDROP_SIZES = ['w300', 'w780', 'w1280', 'original'] as const;
export const PROFILE_SIZES = ['w45', 'w185', 'h632', 'original'] as const;
export const LOGO_SIZES = ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'] as const;

export type PosterSize = (typeof POSTER_SIZES)[number];
export type BackdropSize = (typeof BACKDROP_SIZES)[number];
export type ProfileSize = (typeof PROFILE_SIZES)[number];
export type LogoSize = (typeof LOGO_SIZES)[number];
export type { ImageKind } from './image-kind';

interface SizeOf {
  poster: PosterSize;
  backdrop: BackdropSize;
  profile: ProfileSize;
  logo: LogoSize;
}

const VALID_SIZES: { [K in ImageKind]: readonly SizeOf[K][] } = {
  poster: POSTER_SIZES,
  backdrop: BACKDROP_SIZES,
  profile: PROFILE_SIZES,
  logo: LOGO_SIZES,
};

export const DEFAULT_SIZES: SizeOf = { poster: 'w500', backdrop: 'w1280', profile: 'w185', logo: 'w185' };

export function isValidImageSize<K extends ImageKind>(kind: K, size: string): size is SizeOf[K] {
  return (VALID_SIZES[kind] as readonly string[]).includes(size);
}

/**
 * The URL of one TMDb image, or a placeholder when the movie has none. An invalid size (from
 * untyped callers) falls back to the kind's default rather than producing a broken link.
 */
export function imageUrl<K extends ImageKind>(
  kind: K,
  path: string | null | undefined,
  size: SizeOf[K] = DEFAULT_SIZES[kind],
  baseUrl: string = TMDB_IMAGE_BASE_URL,
): string {
  if (!path) return imagePlaceholder(kind);
  const validSize = isValidImageSize(kind, size) ? size : DEFAULT_SIZES[kind];
  return tmdbImageUrl(baseUrl || TMDB_IMAGE_BASE_URL, validSize, path);
}

export const posterUrl = (path: string | null | undefined, size: PosterSize = 'w500', baseUrl?: string) =>
  imageUrl('poster', path, size, baseUrl);
export const backdropUrl = (path: string | null | undefined, size: BackdropSize = 'w1280', baseUrl?: string) =>
  imageUrl('backdrop', path, size, baseUrl);
export const profileUrl = (path: string | null | undefined, size: ProfileSize = 'w185', baseUrl?: string) =>
  imageUrl('profile', path, size, baseUrl);
export const logoUrl = (path: string | null | undefined, size: LogoSize = 'w185', baseUrl?: string) =>
  imageUrl('logo', path, size, baseUrl);
