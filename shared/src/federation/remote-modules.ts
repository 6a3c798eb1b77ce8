/**
 * The typed contract of everything the remotes expose. The shell and remote-to-remote callers
 * load modules by these ids; each remote's `src/exposes.ts` is checked against the same types,
 * so a remote changing a component's props breaks the type-check of whoever uses it.
 */
import type { ComponentType } from 'react';

/** Props of the review editor dialog that mf-reviews exposes (opened from the movie page). */
export interface ReviewDialogProps {
  movieId: number;
  movieTitle: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Props of the review list mf-reviews exposes (the movie page's Reviews tab). */
export interface ReviewListProps {
  movieId: number;
}

type Page = ComponentType;

/** Modules that are whole pages: the shell's routes render them without props. */
export interface PageModules {
  'mf_catalog/HomePage': Page;
  'mf_catalog/PopularPage': Page;
  'mf_catalog/TrendingPage': Page;
  'mf_catalog/TopRatedPage': Page;
  'mf_catalog/ComingSoonPage': Page;
  'mf_search/SearchPage': Page;
  'mf_movie/MovieDetailPage': Page;
  'mf_account/SignInPage': Page;
  'mf_account/SignUpPage': Page;
  'mf_account/ResetPasswordPage': Page;
  'mf_account/UpdatePasswordPage': Page;
  'mf_account/ProfilePage': Page;
  'mf_account/FavoritesPage': Page;
  'mf_account/WatchlistPage': Page;
  'mf_reviews/WriteReviewPage': Page;
}

/** Components that other remotes embed in their pages. */
export interface WidgetModules {
  'mf_reviews/ReviewDialog': ComponentType<ReviewDialogProps>;
  'mf_reviews/ReviewList': ComponentType<ReviewListProps>;
}

export interface RemoteModules extends PageModules, WidgetModules {}

export type RemoteModuleId = keyof RemoteModules;
export type PageModuleId = keyof PageModules;

export type RemoteName = RemoteModuleId extends `${infer Name}/${string}` ? Name : never;

/** What a remote's exposed module file must export. */
export type ExposedModule<Id extends RemoteModuleId> = { default: RemoteModules[Id] };

/** The remote (federation name) a module id belongs to. */
export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

export const REMOTE_NAMES = ['mf_catalog', 'mf_search', 'mf_movie', 'mf_account', 'mf_reviews'] as const satisfies readonly RemoteName[];
