/**
 * "Follow" / "Following" (a toggle button, aria-pressed) for another member. A guest is sent to
 * sign in and comes back here; a member never sees it for themself.
 */
import { useLocation, useNavigate } from 'react-router';
import { fromState, useAuth } from '@marquee/shared/auth';
import { paths } from '@marquee/shared/routes';
import { Button, toaster } from '@marquee/shared/ui';
import { useIsFollowing, useSetFollowing } from '../api/follows';

export function FollowButton({ userId, username, size = 'sm' }: { userId: string; username: string; size?: 'xs' | 'sm' }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const following = useIsFollowing(user?.id ?? null, userId);
  const setFollowing = useSetFollowing();
  if (user?.id === userId) return null;
  const pressed = following.data === true;
  const press = () => {
    if (!user) {
      navigate(paths.signIn, { state: fromState(location) });
      return;
    }
    setFollowing.mutate(
      { followerId: user.id, followeeId: userId, follow: !pressed },
      {
        onError: (error) =>
          toaster.create({
            type: 'error',
            title: pressed ? `Could not unfollow ${username}` : `Could not follow ${username}`,
            description: error.message || 'Please try again.',
          }),
      },
    );
  };
  return (
    <Button
      size={size}
      colorPalette={pressed ? 'gray' : 'orange'}
      variant={pressed ? 'outline' : 'solid'}
      aria-pressed={pressed}
      loading={setFollowing.isPending}
      disabled={Boolean(user) && following.isPending}
      onClick={press}
    >
      {pressed ? 'Following' : 'Follow'}
    </Button>
  );
}
