import { describe, expect, it } from 'vitest';
import { backdropUrl, imageUrl, isValidImageSize, logoUrl, posterUrl, profileUrl, TMDB_IMAGE_BASE_URL } from './image-url';
import { imagePlaceholder, isPlaceholder } from './image-placeholder';

describe('image URLs', () => {
  it('joins base, size and path', () => {
    expect(posterUrl('/abc.jpg', 'w342')).toBe('https://image.tmdb.org/t/p/w342/abc.jpg');
    expect(backdropUrl('/b.jpg')).toBe(`${TMDB_IMAGE_BASE_URL}w1280/b.jpg`);
    expect(profileUrl('/p.jpg')).toBe(`${TMDB_IMAGE_BASE_URL}w185/p.jpg`);
    expect(logoUrl('/l.png', 'w92')).toBe(`${TMDB_IMAGE_BASE_URL}w92/l.png`);
  });

  it('uses the configured base, with or without a trailing slash', () => {
    const base = 'http://127.0.0.1:54321/functions/v1/tmdb-proxy/image/';
    expect(posterUrl('/poster-12.svg', 'w500', base)).toBe(`${base}w500/poster-12.svg`);
    expect(posterUrl('/poster-12.svg', 'w500', base.slice(0, -1))).toBe(`${base}w500/poster-12.svg`);
  });

  it('accepts only TMDb size names, per kind', () => {
    expect(isValidImageSize('poster', 'w342')).toBe(true);
    expect(isValidImageSize('poster', 'w1280')).toBe(false);
    expect(isValidImageSize('backdrop', 'w1280')).toBe(true);
    expect(isValidImageSize('profile', 'h632')).toBe(true);
    expect(isValidImageSize('poster', 'w400')).toBe(false);
    // An untyped caller asking for a size TMDb does not have gets the default, not a 404.
    expect(imageUrl('poster', '/x.jpg', 'w400' as never)).toBe(`${TMDB_IMAGE_BASE_URL}w500/x.jpg`);
  });

  it('gives a placeholder when the path is missing', () => {
    expect(posterUrl(null)).toBe(imagePlaceholder('poster'));
    expect(backdropUrl('')).toBe(imagePlaceholder('backdrop'));
    expect(profileUrl(undefined)).toBe(imagePlaceholder('profile'));
    expect(isPlaceholder(posterUrl(null))).toBe(true);
    expect(imagePlaceholder('poster')).not.toBe(imagePlaceholder('profile'));
  });
});
