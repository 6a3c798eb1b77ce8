/**
 * Movie suggestions as one types (`@marquee/shared/suggestions`): the search page's box and a
 * list's "Add a film" box share the query, the combobox's keys and the dropdown.
 */
export { MovieSuggestionsList } from './movie-suggestions-list';
export { useMovieSuggestions, type MovieSuggestions } from './use-movie-suggestions';
