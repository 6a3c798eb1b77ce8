/**
 * Where images live comes from `/configuration` (cached 24 h): TMDb's CDN with a key, the local
 * stack's artwork offline. Until it is known the answer is `null`, so cards wait instead of
 * requesting posters from a host that may be unreachable; if it fails, TMDb's CDN is assumed.
 */
import { useConfiguration } from '@marquee/shared/tmdb';
import { TMDB_IMAGE_BASE_URL } from './image-url';

export function useImageBaseUrl(): string | null {
  const { data, isError } = useConfiguration();
  if (data) return data.images.secure_base_url || data.images.base_url || TMDB_IMAGE_BASE_URL;
  return isError ? TMDB_IMAGE_BASE_URL : null;
}
