import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestAccount } from '@marquee/shared/testing';
import { freshMovieId, writeReview } from '../testing/review-fixtures';
import { renderWithReviews } from '../testing/render-with-reviews';
import { ReviewComments } from '../social/components/review-comments';

describe('ReviewComments', () => {
  it('posts a comment shown as plain text, and the refused eleventh of a minute keeps its text with the reason', async () => {
    const [author, talker] = [await createTestAccount(), await createTestAccount()];
    const review = await writeReview(author, { movie_id: freshMovieId(), rating: 4 });
    for (let i = 1; i <= 9; i++) {
      const { error } = await talker.client.from('review_comments').insert({ review_id: review.id, body: `#${i}` });
      expect(error).toBeNull();
    }
    renderWithReviews(<ReviewComments reviewId={review.id} reviewAuthorId={author.user.id} count={9} />, { account: talker });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Comments (9)' }));
    const box = await screen.findByRole('textbox', { name: 'Your comment' });
    await user.type(box, '<b>tenth</b>');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    const list = await screen.findByRole('list', { name: 'Comments' });
    await waitFor(() => expect(within(list).getByText('<b>tenth</b>')).toBeTruthy());
    expect(list.querySelector('b')).toBeNull();
    await user.type(box, 'eleventh');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('You can post at most 10 comments a minute. Please wait a minute and post again.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('eleventh');
  });

  it("offers Delete comment to the comment's author and the review's author only", async () => {
    const [author, writer, reader] = [await createTestAccount(), await createTestAccount(), await createTestAccount()];
    const review = await writeReview(author, { movie_id: freshMovieId(), rating: 3 });
    await writer.client.from('review_comments').insert({ review_id: review.id, body: 'Nice' });
    for (const [account, offered] of [
      [reader, false],
      [writer, true],
      [author, true],
    ] as const) {
      const { unmount } = renderWithReviews(<ReviewComments reviewId={review.id} reviewAuthorId={author.user.id} count={1} />, { account });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Comments (1)' }));
      await screen.findByText('Nice');
      expect(screen.queryAllByRole('button', { name: 'Delete comment' }).length > 0).toBe(offered);
      unmount();
    }
  });
});
