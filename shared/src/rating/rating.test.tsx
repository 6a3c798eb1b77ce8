import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestAccount } from '@marquee/shared/testing';
import { UiProvider } from '@marquee/shared/ui';
import { RATING_MAX, RATING_MIN } from './rating';
import { RatingStars } from './rating-stars';

describe('the rating scale', () => {
  it("is the database's: every whole star from RATING_MIN to RATING_MAX is stored, one past either end is refused", async () => {
    const account = await createTestAccount();
    const movieBase = 900_000 + Math.floor(Math.random() * 50_000) * 10;
    for (let rating = RATING_MIN; rating <= RATING_MAX; rating += 1) {
      const { error } = await account.client.from('reviews').insert({ movie_id: movieBase + rating, rating });
      expect(error).toBeNull();
    }
    for (const rating of [RATING_MIN - 1, RATING_MAX + 1]) {
      const { error } = await account.client.from('reviews').insert({ movie_id: movieBase, rating });
      expect(error).toMatchObject({ code: '23514', message: expect.stringContaining('reviews_rating_range') });
    }
  });

  it('draws a rating as RATING_MAX stars, as many filled as the rating, read as one image', () => {
    render(
      <UiProvider>
        <RatingStars rating={3} />
      </UiProvider>,
    );
    const row = screen.getByRole('img', { name: `Rated 3 out of ${RATING_MAX}` });
    const stars = [...row.querySelectorAll('svg')];
    expect(stars).toHaveLength(RATING_MAX);
    // Filled and empty stars differ only in their style: the first three share one, the rest another.
    const looks = stars.map((star) => star.getAttribute('class'));
    expect(new Set(looks.slice(0, 3)).size).toBe(1);
    expect(new Set(looks.slice(3)).size).toBe(1);
    expect(looks[0]).not.toBe(looks[3]);
  });
});
