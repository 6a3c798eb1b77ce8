/**
 * "Log {title}": the diary's Log dialog, exposed for the movie page. It opens the form once it
 * knows whether the member logged the film before (Rewatch is then ticked) and their review.
 */
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@marquee/shared/auth';
import type { LogDialogProps } from '@marquee/shared/federation';
import { useMyReview } from '@marquee/shared/reviews';
import { useSupabaseClient } from '@marquee/shared/supabase';
import { Button, Skeleton, Stack, StatePanel } from '@marquee/shared/ui';
import { countDiaryEntries } from '@marquee/shared/watched';
import { diaryKeys } from '../diary/diary-keys';
import { LogDialogFrame } from './log-dialog-frame';
import { LogForm } from './log-form';

function LogDialogBody({ movie, onOpenChange }: Pick<LogDialogProps, 'movie' | 'onOpenChange'>) {
  const { user } = useAuth();
  const client = useSupabaseClient();
  const userId = user?.id ?? '';
  const logged = useQuery({
    queryKey: [...diaryKeys.own(userId), 'count', movie.id],
    queryFn: () => countDiaryEntries(client, userId, movie.id),
    enabled: user !== null,
    staleTime: 0,
  });
  const review = useMyReview(movie.id);
  const close = () => onOpenChange(false);
  if (logged.isError || review.isError)
    return (
      <StatePanel
        tone="error"
        title="Unable to open the diary"
        description="Please try again in a moment."
        action={
          <Button variant="outline" onClick={() => void Promise.all([logged.refetch(), review.refetch()])}>
            Try Again
          </Button>
        }
      />
    );
  if (logged.isPending || review.isPending)
    return (
      <Stack gap="4" role="status" aria-busy="true" aria-label="Loading">
        <Skeleton height="10" />
        <Skeleton height="24" />
      </Stack>
    );
  return <LogForm userId={userId} movie={movie} loggedBefore={logged.data > 0} review={review.data} onDone={close} onCancel={close} />;
}

export default function LogDialog({ movie, open, onOpenChange }: LogDialogProps) {
  return (
    <LogDialogFrame title={`Log ${movie.title}`} open={open} onOpenChange={onOpenChange}>
      <LogDialogBody movie={movie} onOpenChange={onOpenChange} />
    </LogDialogFrame>
  );
}
