/**
 * The Log form: "Watched on" (today by default, not in the future, not before 1870), "Rewatch",
 * an optional 1–5 star rating, "Like", an optional review through the review editor of
 * mf-reviews, and "Save". A refusal keeps everything typed and says why.
 */
import { Formik, Form, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { JournalMovie } from '@marquee/shared/federation';
import { StarRatingInput } from '@marquee/shared/rating';
import { reviewKeys, type Review } from '@marquee/shared/reviews';
import { useSupabaseClient } from '@marquee/shared/supabase';
import { Alert, Button, Field, HStack, Input, Stack, Text, chakra, toaster } from '@marquee/shared/ui';
import { watchedKeys } from '@marquee/shared/watched';
import type { DiaryEntry } from '../diary/api/diary-entries';
import { diaryKeys } from '../diary/api/diary-keys';
import { journalKeys } from '../year/api/journal-keys';
import { EARLIEST_WATCH_DATE, localToday, logSchema, type LogValues } from './log-schema';
import { LikeToggle } from './like-toggle';
import { ReviewTextSlot } from './review-text-slot';
import { logErrorMessage, saveLog } from './save-log';

export interface LogFormProps {
  userId: string;
  movie: JournalMovie;
  /** Ticks Rewatch by default for a new log. */
  loggedBefore: boolean;
  review: Pick<Review, 'id' | 'contains_spoilers' | 'review_text'> | null;
  entry?: DiaryEntry;
  onDone(): void;
  onCancel(): void;
}

const Checkbox = chakra('input');

export function LogForm({ userId, movie, loggedBefore, review, entry, onDone, onCancel }: LogFormProps) {
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  const ids = { rating: useId(), review: useId(), reviewError: useId(), rewatch: useId() };
  const linkedReview = entry ? entry.review_id !== null : false;
  const [reviewOpen, setReviewOpen] = useState(linkedReview);
  const [failure, setFailure] = useState<string | null>(null);
  const today = localToday();
  const initialValues: LogValues = entry
    ? {
        watchedOn: entry.watched_on,
        rewatch: entry.rewatch,
        rating: entry.rating ?? 0,
        liked: entry.liked,
        review: { text: review?.review_text ?? '', length: 0 },
      }
    : { watchedOn: today, rewatch: loggedBefore, rating: 0, liked: false, review: { text: review?.review_text ?? '', length: 0 } };

  const submit = async (values: LogValues, helpers: FormikHelpers<LogValues>) => {
    setFailure(null);
    try {
      await saveLog(client, { userId, movie, values, entry, review, reviewEdited: reviewOpen });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: diaryKeys.all }),
        queryClient.invalidateQueries({ queryKey: journalKeys.all }),
        queryClient.invalidateQueries({ queryKey: watchedKeys.status(userId, movie.id) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.movie(movie.id) }),
      ]);
      toaster.create({ type: 'success', title: entry ? 'Diary entry saved' : `Logged ${movie.title}` });
      onDone();
    } catch (error) {
      setFailure(logErrorMessage(error));
    } finally {
      helpers.setSubmitting(false);
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={logSchema(today)} onSubmit={submit}>
      {({ values, errors, touched, submitCount, isSubmitting, setFieldValue, setFieldTouched, handleChange, handleBlur }) => {
        const dateError = touched.watchedOn || submitCount > 0 ? errors.watchedOn : undefined;
        const reviewError = typeof errors.review === 'string' && (touched.review || submitCount > 0) ? errors.review : undefined;
        return (
          <Form noValidate aria-label={`Log ${movie.title}`}>
            <Stack gap="5">
              {failure ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{failure}</Alert.Title>
                </Alert.Root>
              ) : null}
              <Field.Root invalid={Boolean(dateError)} required>
                <Field.Label>Watched on</Field.Label>
                <Input
                  type="date"
                  name="watchedOn"
                  value={values.watchedOn}
                  min={EARLIEST_WATCH_DATE}
                  max={today}
                  onChange={handleChange}
                  onBlur={handleBlur}
                />
                {dateError ? <Field.ErrorText>{dateError}</Field.ErrorText> : null}
              </Field.Root>
              <HStack gap="2">
                <Checkbox
                  id={ids.rewatch}
                  type="checkbox"
                  name="rewatch"
                  checked={values.rewatch}
                  onChange={handleChange}
                  width="4"
                  height="4"
                  css={{ accentColor: 'var(--chakra-colors-orange-solid)' }}
                />
                <chakra.label htmlFor={ids.rewatch}>Rewatch</chakra.label>
              </HStack>
              <Stack gap="2">
                <Text id={ids.rating} fontWeight="medium">
                  Rating (optional)
                </Text>
                <HStack gap="3" flexWrap="wrap">
                  <StarRatingInput
                    value={values.rating}
                    onChange={(rating) => void setFieldValue('rating', rating)}
                    labelledBy={ids.rating}
                  />
                  {values.rating > 0 ? (
                    <Button type="button" size="xs" variant="ghost" onClick={() => void setFieldValue('rating', 0)}>
                      Clear rating
                    </Button>
                  ) : null}
                </HStack>
              </Stack>
              <HStack>
                <LikeToggle liked={values.liked} onChange={(liked) => void setFieldValue('liked', liked)} />
              </HStack>
              <Stack gap="2">
                <Text id={ids.review} fontWeight="medium">
                  Review (optional)
                </Text>
                {reviewOpen ? (
                  <ReviewTextSlot
                    initialValue={values.review.text}
                    onChange={(value) => void setFieldValue('review', value)}
                    onBlur={() => void setFieldTouched('review', true)}
                    labelledBy={ids.review}
                    describedBy={reviewError ? ids.reviewError : undefined}
                    invalid={Boolean(reviewError)}
                    placeholder="What did you think of the film?"
                  />
                ) : (
                  <Button type="button" variant="outline" alignSelf="flex-start" size="sm" onClick={() => setReviewOpen(true)}>
                    {review ? 'Edit your review' : 'Add a review'}
                  </Button>
                )}
                {reviewOpen && !entry && review ? (
                  <Text fontSize="sm" color="fg.muted">
                    You have one review of this film: saving replaces it.
                  </Text>
                ) : null}
                {reviewError ? (
                  <Text id={ids.reviewError} color="fg.error" fontSize="sm">
                    {reviewError}
                  </Text>
                ) : null}
              </Stack>
              <HStack justify="flex-end" gap="3">
                <Button type="button" variant="outline" onClick={onCancel}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="orange" loading={isSubmitting} loadingText="Saving...">
                  Save
                </Button>
              </HStack>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
