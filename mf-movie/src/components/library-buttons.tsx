/**
 * The poster card's Favorites and Watchlist toggles. Signed in, they persist to the user's
 * library (optimistically); a guest is sent to sign in and brought back to this movie, where
 * the add they asked for is then made.
 */
import { Suspense, useEffect, type Ref } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromState, useAuth } from '@marquee/shared/auth';
import { paths } from '@marquee/shared/routes';
import { LIBRARY_LABELS, useLibraryStatus, useToggleLibrary, type LibraryKind, type LibraryMovie } from '@marquee/shared/library';
import { BookmarkIcon, Button, HeartIcon, Stack, chakra, toaster } from '@marquee/shared/ui';
import { usePopOnAdd } from '../hooks/use-pop-on-add';
import { rememberLibraryIntent, takeLibraryIntent } from '../lib/pending-library-intent';

/**
 * A member's toggles read the library through the page's Supabase client, which may still be
 * loading (it loads on demand): meanwhile they show as they do while the status loads, disabled,
 * and the rest of the page does not wait for them. A visitor's toggles need no client: they lead
 * to sign in.
 */
export function LibraryButtons({ movie }: { movie: LibraryMovie }) {
  const { user, loading } = useAuth();
  if (!loading && !user) return <VisitorLibraryButtons movie={movie} />;
  return (
    <Suspense fallback={<LibraryButtonsFrame disabled />}>
      <ConnectedLibraryButtons movie={movie} />
    </Suspense>
  );
}

/** A visitor's toggles remember what was asked for and send them to sign in, to come back to this movie. */
function VisitorLibraryButtons({ movie }: { movie: LibraryMovie }) {
  const navigate = useNavigate();
  const location = useLocation();
  const signInFirst = (kind: LibraryKind) => {
    rememberLibraryIntent(movie.id, kind);
    void navigate(paths.signIn, { state: fromState(location) });
  };
  return <LibraryButtonsFrame disabled={false} onFavorite={() => signInFirst('favorites')} onWatchlist={() => signInFirst('watchlist')} />;
}

interface LibraryButtonsFrameProps {
  disabled: boolean;
  isFavorite?: boolean;
  isInWatchlist?: boolean;
  onFavorite?: () => void;
  onWatchlist?: () => void;
  heart?: Ref<HTMLSpanElement>;
  bookmark?: Ref<HTMLSpanElement>;
}

function LibraryButtonsFrame({
  disabled,
  isFavorite = false,
  isInWatchlist = false,
  onFavorite,
  onWatchlist,
  heart,
  bookmark,
}: LibraryButtonsFrameProps) {
  const toggles = [
    { list: 'Favorites', on: isFavorite, palette: 'red', Icon: HeartIcon, iconRef: heart, onClick: onFavorite },
    { list: 'Watchlist', on: isInWatchlist, palette: 'blue', Icon: BookmarkIcon, iconRef: bookmark, onClick: onWatchlist },
  ] as const;
  return (
    <Stack gap="2" width="full">
      {toggles.map(({ list, on, palette, Icon, iconRef, onClick }) => (
        <Button key={list} width="full" colorPalette={palette} variant={on ? 'solid' : 'outline'} disabled={disabled} onClick={onClick}>
          <chakra.span ref={iconRef} display="inline-flex">
            <Icon fill={on ? 'currentColor' : 'none'} />
          </chakra.span>
          {on ? `Remove from ${list}` : `Add to ${list}`}
        </Button>
      ))}
    </Stack>
  );
}

function ConnectedLibraryButtons({ movie }: { movie: LibraryMovie }) {
  const status = useLibraryStatus(movie.id);
  const favorites = useToggleLibrary('favorites');
  const watchlist = useToggleLibrary('watchlist');
  const { signedIn, isLoading, isError, isFavorite, isInWatchlist } = status;
  const heart = usePopOnAdd<HTMLSpanElement>(isFavorite);
  const bookmark = usePopOnAdd<HTMLSpanElement>(isInWatchlist);
  const { mutate: toggleFavorite } = favorites;
  const { mutate: toggleWatchlist } = watchlist;
  useEffect(() => {
    if (!signedIn || isLoading || isError) return;
    const intent = takeLibraryIntent(movie.id);
    if (!intent) return;
    const already = intent.kind === 'favorites' ? isFavorite : isInWatchlist;
    if (already) return;
    // The visitor pressed Add before signing in; a toast says it happened without a second press.
    const onSuccess = () => toaster.create({ type: 'success', title: `Added to ${LIBRARY_LABELS[intent.kind]}`, description: movie.title });
    (intent.kind === 'favorites' ? toggleFavorite : toggleWatchlist)({ movie, add: true }, { onSuccess });
  }, [signedIn, isLoading, isError, isFavorite, isInWatchlist, movie, toggleFavorite, toggleWatchlist]);

  return (
    <LibraryButtonsFrame
      // Until auth and the status are known, a press could mean the wrong thing.
      disabled={isLoading}
      isFavorite={isFavorite}
      isInWatchlist={isInWatchlist}
      onFavorite={() => toggleFavorite({ movie, add: !isFavorite })}
      onWatchlist={() => toggleWatchlist({ movie, add: !isInWatchlist })}
      heart={heart}
      bookmark={bookmark}
    />
  );
}
