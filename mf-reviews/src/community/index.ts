/** What the community feature lends other features of this remote: movie references, review anchors, relative times. */
export { MoviePoster, MovieTitleLink, useMovieRef } from './components/movie-ref';
export { reviewAnchor } from './components/like-button';
export { timeAgo } from './lib/relative-time';
