/** Every route with the remote and exposed module that must render it. */
export interface RouteExpectation {
  path: string;
  remote: 'mf_catalog' | 'mf_search' | 'mf_movie' | 'mf_account' | 'mf_reviews' | 'mf_journal';
  expose: string;
}

export const ROUTES: RouteExpectation[] = [
  { path: '/', remote: 'mf_catalog', expose: 'HomePage' },
  { path: '/popular', remote: 'mf_catalog', expose: 'PopularPage' },
  { path: '/trending', remote: 'mf_catalog', expose: 'TrendingPage' },
  { path: '/top-rated', remote: 'mf_catalog', expose: 'TopRatedPage' },
  { path: '/coming-soon', remote: 'mf_catalog', expose: 'ComingSoonPage' },
  { path: '/search', remote: 'mf_search', expose: 'SearchPage' },
  { path: '/search?q=alien', remote: 'mf_search', expose: 'SearchPage' },
  { path: '/movie/23813862', remote: 'mf_movie', expose: 'MovieDetailPage' },
  { path: '/signin', remote: 'mf_account', expose: 'SignInPage' },
  { path: '/auth/login', remote: 'mf_account', expose: 'SignInPage' },
  { path: '/signup', remote: 'mf_account', expose: 'SignUpPage' },
  { path: '/auth/register', remote: 'mf_account', expose: 'SignUpPage' },
  { path: '/auth/reset-password', remote: 'mf_account', expose: 'ResetPasswordPage' },
  // Guests are sent on to sign in: the account remote still renders the page they land on.
  { path: '/profile', remote: 'mf_account', expose: 'SignInPage' },
  { path: '/favorites', remote: 'mf_account', expose: 'SignInPage' },
  { path: '/watchlist', remote: 'mf_account', expose: 'SignInPage' },
  { path: '/write-review', remote: 'mf_reviews', expose: 'WriteReviewPage' },
  { path: '/write-review/23813862', remote: 'mf_reviews', expose: 'WriteReviewPage' },
  { path: '/diary', remote: 'mf_account', expose: 'SignInPage' },
  { path: '/u/nobody/diary', remote: 'mf_journal', expose: 'PublicDiaryPage' },
  { path: '/lists', remote: 'mf_account', expose: 'SignInPage' },
  { path: '/lists/new', remote: 'mf_account', expose: 'SignInPage' },
  { path: '/u/nobody/lists', remote: 'mf_journal', expose: 'PublicListsPage' },
  { path: '/u/nobody/list/best-of-2008', remote: 'mf_journal', expose: 'PublicListPage' },
];

/** One route per remote, with the section name its error panel shows. */
export const REMOTE_HOMES = [
  { remote: 'mf_catalog', path: '/', section: 'Discover' },
  { remote: 'mf_search', path: '/search', section: 'Search' },
  { remote: 'mf_movie', path: '/movie/23813862', section: 'Movie details' },
  { remote: 'mf_account', path: '/signin', section: 'Sign in' },
  { remote: 'mf_reviews', path: '/write-review', section: 'Reviews' },
  { remote: 'mf_journal', path: '/u/nobody/diary', section: 'Diary' },
] as const;
