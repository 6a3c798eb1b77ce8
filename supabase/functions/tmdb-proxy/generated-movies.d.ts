// Lets the project type-check before `build:catalog` has written the file the Deno entry imports.
declare module '*/.generated/tmdb-proxy/movies.json' {
  const movies: unknown;
  export default movies;
}
