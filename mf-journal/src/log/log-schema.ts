/** The Log form's rules and messages; the database keeps the same bounds (diary_entries). */
import * as yup from 'yup';
import { RATING_MAX } from '@marquee/shared/rating';

export const EARLIEST_WATCH_DATE = '1870-01-01';
export const REVIEW_MIN = 10;
export const REVIEW_MAX = 2000;

export const LOG_MESSAGES = {
  dateRequired: 'Please enter the date you watched the film',
  dateInFuture: 'The watch date cannot be in the future',
  dateTooEarly: 'The watch date cannot be before 1870',
  reviewTooShort: `Review must be at least ${REVIEW_MIN} characters long`,
  reviewTooLong: `Review must be less than ${REVIEW_MAX} characters`,
  reviewNeedsRating: 'Please select a rating to post a review',
} as const;

export interface LogValues {
  /** `YYYY-MM-DD`, as a date input gives it. */
  watchedOn: string;
  rewatch: boolean;
  /** 0 for no rating. */
  rating: number;
  liked: boolean;
  /** The review's stored text and visible length; length 0 for no review. */
  review: { text: string; length: number };
}

/** Today in the member's own time zone, as `YYYY-MM-DD`. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function logSchema(today: string) {
  return yup.object({
    watchedOn: yup
      .string()
      .required(LOG_MESSAGES.dateRequired)
      .matches(/^\d{4}-\d{2}-\d{2}$/, LOG_MESSAGES.dateRequired)
      .test('not-future', LOG_MESSAGES.dateInFuture, (value) => !value || value <= today)
      .test('since-1870', LOG_MESSAGES.dateTooEarly, (value) => !value || value >= EARLIEST_WATCH_DATE),
    rewatch: yup.boolean().required(),
    // 0: not rated.
    rating: yup.number().integer().min(0).max(RATING_MAX).required(),
    liked: yup.boolean().required(),
    review: yup
      .object({ text: yup.string(), length: yup.number().required() })
      .test('min', LOG_MESSAGES.reviewTooShort, (value) => value.length === 0 || value.length >= REVIEW_MIN)
      .test('max', LOG_MESSAGES.reviewTooLong, (value) => value.length <= REVIEW_MAX)
      .test('rated', LOG_MESSAGES.reviewNeedsRating, function rated(value) {
        return value.length === 0 || (this.parent as LogValues).rating > 0;
      }),
  });
}
