/**
 * What this remote exposes, checked against the shared contract: changing a page's props in a
 * way the shell does not expect fails this file's type-check.
 */
import type { RemoteModules } from '@marquee/shared/federation';
import MovieDetailPage from './pages/movie-detail-page';

export const exposed = {
  'mf_movie/MovieDetailPage': MovieDetailPage,
} satisfies Partial<RemoteModules>;
