/** TMDb's image size names, as its `/configuration` lists them. */
export const POSTER_SIZES = ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'] as const;
export const BACKDROP_SIZES = ['w300', 'w780', 'w1280', 'original'] as const;
export const LOGO_SIZES = ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'] as const;
export const PROFILE_SIZES = ['w45', 'w185', 'h632', 'original'] as const;
export const STILL_SIZES = ['w92', 'w185', 'w300', 'original'] as const;

/** Any size name TMDb knows is accepted for any image, as image.tmdb.org does. */
export const IMAGE_SIZES: ReadonlySet<string> = new Set([
  ...POSTER_SIZES,
  ...BACKDROP_SIZES,
  ...LOGO_SIZES,
  ...PROFILE_SIZES,
  ...STILL_SIZES,
  'w1280',
]);

export function configurationBody(imageBaseUrl: string) {
  const base = imageBaseUrl.endsWith('/') ? imageBaseUrl : `${imageBaseUrl}/`;
  return {
    images: {
      base_url: base,
      secure_base_url: base,
      backdrop_sizes: [...BACKDROP_SIZES],
      logo_sizes: [...LOGO_SIZES],
      poster_sizes: [...POSTER_SIZES],
      profile_sizes: [...PROFILE_SIZES],
      still_sizes: [...STILL_SIZES],
    },
    change_keys: [],
  };
}
