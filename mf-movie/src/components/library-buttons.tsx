/**
 * The poster card's Favorites and Watchlist toggles. Signed in, they persist to the user's
 * library (optimistically); a guest is sent to sign in and brought back to this movie.
 */
import { useLocation, useNavigate } from 'react-router';
import { fromState } from '@marquee/shared/auth';
import { useLibraryStatus, useToggleLibrary, type LibraryMovie } from '@marquee/shared/library';
import { BookmarkIcon, Button, HeartIcon, Stack } from '@marquee/shared/ui';

const SIGN_IN_PATH = '/auth/login';

export function LibraryButtons({ movie }: { movie: LibraryMovie }) {
  const status = useLibraryStatus(movie.id);
  const favorites = useToggleLibrary('favorites');
  const watchlist = useToggleLibrary('watchlist');
  const navigate = useNavigate();
  const location = useLocation();

  const signInFirst = () => navigate(SIGN_IN_PATH, { state: fromState(location) });
  // Until auth and the status are known, a press could mean the wrong thing.
  const waiting = status.isLoading;

  return (
    <Stack gap="2" width="full">
      <Button
        width="full"
        colorPalette="red"
        variant={status.isFavorite ? 'solid' : 'outline'}
        disabled={waiting}
        onClick={() => (status.signedIn ? favorites.mutate({ movie, add: !status.isFavorite }) : signInFirst())}
      >
        <HeartIcon fill={status.isFavorite ? 'currentColor' : 'none'} />
        {status.isFavorite ? 'Remove from Favorites' : 'Add to Favorites'}
      </Button>
      <Button
        width="full"
        colorPalette="blue"
        variant={status.isInWatchlist ? 'solid' : 'outline'}
        disabled={waiting}
        onClick={() => (status.signedIn ? watchlist.mutate({ movie, add: !status.isInWatchlist }) : signInFirst())}
      >
        <BookmarkIcon fill={status.isInWatchlist ? 'currentColor' : 'none'} />
        {status.isInWatchlist ? 'Remove from Watchlist' : 'Add to Watchlist'}
      </Button>
    </Stack>
  );
}
