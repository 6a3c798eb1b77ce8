/**
 * Movie cards (`@marquee/shared/movies`): grid, featured and list forms with their skeletons,
 * the grid every listing uses, infinite scrolling by the product's 1000 px rule, and the frame
 * of an infinitely scrolling page.
 */
export { ComingSoonBadge, COMING_SOON } from './coming-soon-badge';
export { GenreBadges } from './genre-badges';
export { genreNamesFor } from './genre-names';
export { MovieFeaturedCard } from './movie-featured-card';
export { MovieGrid, MOVIE_GRID_COLUMNS, type MovieGridProps } from './movie-grid';
export { MovieGridCard, type CardTitleLevel, type MovieCardMovie, type MovieGridCardProps } from './movie-grid-card';
export { MovieImage } from './movie-image';
export { MovieLink, moviePath } from './movie-link';
export { MovieListCard, type MovieListCardProps } from './movie-list-card';
export {
  MovieFeaturedCardSkeleton,
  MovieGridCardSkeleton,
  MovieListCardSkeleton,
  placeholderBone,
  placeholderPulse,
} from './movie-card-skeletons';
export { RatingBadge } from './rating-badge';
export { usePrefetchMovieDetails } from './use-prefetch-movie-details';
export { LOAD_MORE_DISTANCE_PX, useLoadMoreOnScroll, type LoadMoreOptions } from './use-load-more-on-scroll';
export { LoadMoreButton, type PagedQuery } from './load-more-button';
export { LoadMoreStatus, type LoadMoreStatusProps } from './load-more-status';
export { InfiniteListPage, type InfiniteListPageProps, type InfiniteListQuery } from './infinite-list-page';
