/**
 * The product's public URLs, written once. Each remote declares the routes it serves with these
 * patterns (its `src/routes.ts`), and every link to another remote's page is built from them with
 * `buildPath`, so a path string never appears twice in the code.
 */
export const paths = {
  home: '/',
  popular: '/popular',
  trending: '/trending',
  topRated: '/top-rated',
  comingSoon: '/coming-soon',
  search: '/search',
  movie: '/movie/:id',
  signIn: '/auth/login',
  signInShort: '/signin',
  signUp: '/auth/register',
  signUpShort: '/signup',
  resetPassword: '/auth/reset-password',
  updatePassword: '/auth/update-password',
  profile: '/profile',
  favorites: '/favorites',
  watchlist: '/watchlist',
  writeReview: '/write-review/:movieId?',
  publicProfile: '/u/:username',
  publicFollowers: '/u/:username/followers',
  publicFollowing: '/u/:username/following',
  publicDiary: '/u/:username/diary',
  publicLists: '/u/:username/lists',
  publicList: '/u/:username/list/:slug',
  diary: '/diary',
  lists: '/lists',
  newList: '/lists/new',
  editList: '/lists/:listId/edit',
  activity: '/activity',
  notifications: '/notifications',
} as const;

export type PathPattern = (typeof paths)[keyof typeof paths];
