/**
 * "Comments ({n})" under a review: the comments oldest first, as plain text (React escapes it; no
 * HTML is ever rendered from a comment), a box with "Post comment" for members, and "Delete
 * comment" (confirmed) for a comment's author and the review's author. A refused comment keeps
 * its text in the box and says why.
 */
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { fromState, useAuth } from '@marquee/shared/auth';
import { errorMessage } from '@marquee/shared/format';
import { buildPath, paths } from '@marquee/shared/routes';
import { Box, Button, Dialog, Field, HStack, Input, Link, Portal, Skeleton, Stack, Text, toaster } from '@marquee/shared/ui';
import { timeAgo } from '../../community';
import { COMMENT_MAX_LENGTH, useComments, useDeleteComment, usePostComment, type ReviewComment } from '../api/comments';

function DeleteCommentButton({ comment }: { comment: ReviewComment }) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteComment(comment.review_id);
  const confirm = () =>
    deletion.mutate(comment.id, {
      onSuccess: () => setOpen(false),
      onError: (error) => toaster.create({ type: 'error', title: 'Could not delete the comment', description: error.message }),
    });
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size="xs" variant="ghost" colorPalette="red">
          Delete comment
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete this comment?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>The comment will be removed for everyone. This cannot be undone.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={deletion.isPending} onClick={confirm}>
                Delete comment
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CommentForm({ reviewId }: { reviewId: string }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const post = usePostComment(reviewId);
  const id = useId();
  const trimmed = text.trim();
  const tooLong = text.length > COMMENT_MAX_LENGTH;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (trimmed.length === 0) return setProblem('Write a comment first.');
    if (tooLong) return setProblem(`A comment has at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters.`);
    setProblem(null);
    post.mutate(trimmed, {
      onSuccess: () => setText(''),
      onError: (error) => setProblem(errorMessage(error, 'Your comment could not be posted. Please try again.')),
    });
  };
  return (
    <form onSubmit={submit} aria-label="Comment on this review">
      <Stack gap="2">
        <Field.Root invalid={problem !== null || tooLong}>
          <Field.Label htmlFor={id}>Your comment</Field.Label>
          <Input asChild height="auto" py="2">
            <textarea
              id={id}
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={2}
              maxLength={COMMENT_MAX_LENGTH + 200}
            />
          </Input>
          <Field.HelperText>
            {text.length.toLocaleString('en-US')}/{COMMENT_MAX_LENGTH.toLocaleString('en-US')}
          </Field.HelperText>
          {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" size="sm" alignSelf="flex-end" colorPalette="orange" loading={post.isPending}>
          Post comment
        </Button>
      </Stack>
    </form>
  );
}

export function ReviewComments({ reviewId, reviewAuthorId, count }: { reviewId: string; reviewAuthorId: string; count: number }) {
  const { user } = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const comments = useComments(reviewId, open);
  const shown = comments.data?.length ?? count;
  const panelId = useId();
  return (
    <Stack gap="2" borderTopWidth="1px" pt="2">
      <Button size="xs" variant="ghost" alignSelf="flex-start" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Comments ({shown})
      </Button>
      {open ? (
        <Stack id={panelId} gap="3">
          {comments.isPending ? <Skeleton height="10" /> : null}
          {comments.isError ? <Text color="fg.error">{errorMessage(comments.error, 'Comments could not be loaded.')}</Text> : null}
          {comments.data && comments.data.length > 0 ? (
            <Stack as="ol" gap="3" listStyleType="none" aria-label="Comments">
              {comments.data.map((comment) => (
                <Box as="li" key={comment.id} bg="bg.muted" borderRadius="md" px="3" py="2">
                  <HStack gap="2" justify="space-between" flexWrap="wrap">
                    <HStack gap="2" fontSize="sm">
                      {comment.author ? (
                        <Link asChild fontWeight="semibold">
                          <RouterLink to={buildPath(paths.publicProfile, { username: comment.author.username })}>
                            {comment.author.username}
                          </RouterLink>
                        </Link>
                      ) : null}
                      <Text color="fg.muted">
                        <time dateTime={comment.created_at}>{timeAgo(comment.created_at)}</time>
                      </Text>
                    </HStack>
                    {user && (user.id === comment.user_id || user.id === reviewAuthorId) ? <DeleteCommentButton comment={comment} /> : null}
                  </HStack>
                  <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="comment-body">
                    {comment.body}
                  </Text>
                </Box>
              ))}
            </Stack>
          ) : null}
          {user ? (
            <CommentForm reviewId={reviewId} />
          ) : (
            <Text fontSize="sm">
              <Link asChild>
                <RouterLink to={paths.signIn} state={fromState(location)}>
                  Sign in
                </RouterLink>
              </Link>{' '}
              to comment.
            </Text>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
