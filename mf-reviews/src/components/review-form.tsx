import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { fromState, useAuth } from '@marquee/shared/auth';
import { paths } from '@marquee/shared/routes';
import { useMyReview, useSaveReview, type Review } from '@marquee/shared/reviews';
import { Switch, preloadSwitch } from '@marquee/shared/controls';
import { Alert, Button, Field, Flex, Skeleton, Stack, Text, chakra, toaster } from '@marquee/shared/ui';
import { useReviewDraft, type ReviewDraftState } from '../hooks/use-review-draft';
import { formatDraftTime } from '@marquee/shared/drafts';
import { openingDraft } from '../lib/review-draft';
import { REVIEW_MESSAGES } from '../lib/review-limits';
import { reviewSchema, type ReviewFormValues } from '../lib/review-schema';
import { valuesFromReview } from '../lib/review-values';
import { hasReviewText, trimmedReviewText } from '@marquee/shared/rich-text';
import { RichTextEditor } from './rich-text-editor';
import { StarRatingInput } from '@marquee/shared/rating';

/** Spec section 3, "Review form inputs": the user comes from the auth state (null for guests). */
export interface ReviewFormProps {
  movieId: number;
  movieTitle: string;
  /** After the review was saved (the draft is gone and the toast shown). */
  onSuccess(review: Review): void;
  onCancel?(): void;
}

const SignInLink = chakra(RouterLink);

/** Loads the user's existing review first, so the form opens as "new" or "editing" from the start. */
export function ReviewForm(props: ReviewFormProps) {
  const { user, loading } = useAuth();
  const userId = user?.id ?? null;
  const myReview = useMyReview(props.movieId);
  // The spoiler switch loads on first use; its code comes while the user's review does.
  useEffect(() => void preloadSwitch(), []);
  if (loading || (userId !== null && myReview.isLoading)) {
    return (
      <Stack gap="4" role="status" aria-busy="true" aria-label="Loading review form">
        <Skeleton height="8" width="48" />
        <Skeleton height="40" />
        <Skeleton height="10" width="32" />
      </Stack>
    );
  }
  return <ReviewFormBody key={`${props.movieId}:${userId ?? 'guest'}`} {...props} userId={userId} existing={myReview.data ?? null} />;
}

interface BodyProps extends ReviewFormProps {
  userId: string | null;
  existing: Review | null;
}

function ReviewFormBody({ movieId, movieTitle, onSuccess, onCancel, userId, existing }: BodyProps) {
  const [loadedDraft] = useState(() => openingDraft(movieId, userId));
  const draft = useReviewDraft(movieId, userId, loadedDraft);
  const saveReview = useSaveReview();
  const baseline = valuesFromReview(existing);
  // Bumped to remount the editor with new starting text (the editor owns its document).
  const [editorGeneration, setEditorGeneration] = useState(0);

  async function submit(values: ReviewFormValues) {
    if (!userId) {
      toaster.create({ title: 'Authentication required', description: 'Please log in to submit a review.', type: 'error' });
      return;
    }
    const reviewText = trimmedReviewText(values.reviewText);
    let saved: Review;
    try {
      saved = await saveReview.mutateAsync({
        id: existing?.id,
        user_id: userId,
        movie_id: movieId,
        rating: values.rating,
        review_text: reviewText,
        // Without text there is nothing to hide, whatever the toggle said before the text was removed.
        contains_spoilers: reviewText !== null && values.containsSpoilers,
      });
    } catch {
      // The values stay in the form and in the draft: nothing typed is lost.
      toaster.create({ title: 'Error submitting review', description: 'Please try again later.', type: 'error' });
      return;
    }
    draft.discard();
    toaster.create({
      title: existing ? 'Review updated' : 'Review submitted',
      description: `Your review of ${movieTitle} has been ${existing ? 'updated' : 'posted'}.`,
      type: 'success',
    });
    onSuccess(saved);
  }

  return (
    <Formik initialValues={loadedDraft ?? baseline} validationSchema={reviewSchema} validateOnChange={false} onSubmit={submit}>
      {({ isSubmitting, resetForm }) => (
        <ReviewFields
          editing={existing !== null}
          signedIn={userId !== null}
          busy={isSubmitting}
          draft={draft}
          editorKey={editorGeneration}
          onCancel={onCancel}
          onClearDraft={() => {
            draft.discard();
            resetForm({ values: baseline });
            setEditorGeneration((generation) => generation + 1);
            toaster.create({ title: 'Draft cleared', description: 'Your draft has been removed.', type: 'info' });
          }}
        />
      )}
    </Formik>
  );
}

interface FieldsProps {
  editing: boolean;
  signedIn: boolean;
  busy: boolean;
  draft: ReviewDraftState;
  editorKey: number;
  onCancel?(): void;
  onClearDraft(): void;
}

function ReviewFields({ editing, signedIn, busy, draft, editorKey, onCancel, onClearDraft }: FieldsProps) {
  const { values, errors, touched, setFieldValue, setFieldError, setFieldTouched } = useFormikContext<ReviewFormValues>();
  const ids = { rating: useId(), ratingError: useId(), text: useId(), textError: useId() };
  const ratingError = touched.rating ? errors.rating : undefined;
  const textError = touched.reviewText ? errors.reviewText : undefined;
  const textPresent = hasReviewText(values.reviewText);
  const hasDraft = draft.dirty || draft.lastSaved !== null;
  // After signing in, the visitor comes back here, to their draft.
  const signInState = fromState(useLocation());

  function change<K extends keyof ReviewFormValues>(field: K, value: ReviewFormValues[K]) {
    void setFieldValue(field, value, false);
    // Spec section 5: a field's error clears as soon as the field changes.
    if (errors[field]) setFieldError(field, undefined);
    draft.change({ ...values, [field]: value });
  }

  return (
    <Form noValidate aria-label="Review form">
      <Stack gap="5">
        {signedIn ? null : (
          <Alert.Root status="info" borderRadius="md">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                {REVIEW_MESSAGES.signInRequired}{' '}
                <SignInLink to={paths.signIn} state={signInState} fontWeight="semibold" textDecoration="underline">
                  Sign In
                </SignInLink>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        <Stack gap="2">
          <Text id={ids.rating} fontWeight="medium">
            Your rating{' '}
            <chakra.span color="red.fg" aria-hidden="true">
              *
            </chakra.span>
          </Text>
          <StarRatingInput
            value={values.rating}
            onChange={(rating) => change('rating', rating)}
            onBlur={() => void setFieldTouched('rating', true, true)}
            labelledBy={ids.rating}
            describedBy={ratingError ? ids.ratingError : undefined}
            invalid={Boolean(ratingError)}
          />
          {ratingError ? (
            <Text id={ids.ratingError} color="fg.error" fontSize="sm">
              {ratingError}
            </Text>
          ) : null}
        </Stack>

        <Field.Root invalid={Boolean(textError)} gap="2">
          <Text id={ids.text} fontWeight="medium">
            Your review{' '}
            <chakra.span color="fg.muted" fontWeight="normal" fontSize="sm">
              (optional)
            </chakra.span>
          </Text>
          <Stack gap="1" width="full">
            <RichTextEditor
              key={editorKey}
              initialValue={values.reviewText}
              onChange={(text) => change('reviewText', text)}
              onBlur={() => void setFieldTouched('reviewText', true, true)}
              labelledBy={ids.text}
              describedBy={textError ? ids.textError : undefined}
              invalid={Boolean(textError)}
              placeholder="What did you think of the movie?"
            />
          </Stack>
          {textError ? (
            <Text id={ids.textError} color="fg.error" fontSize="sm">
              {textError}
            </Text>
          ) : null}
        </Field.Root>

        {textPresent ? (
          <Stack gap="2">
            <Switch.Root
              checked={values.containsSpoilers}
              onCheckedChange={(details) => change('containsSpoilers', details.checked)}
              colorPalette="orange"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>This review contains spoilers</Switch.Label>
            </Switch.Root>
            {values.containsSpoilers ? (
              <Alert.Root status="warning" size="sm" borderRadius="md">
                <Alert.Indicator />
                <Alert.Description>Your review will be marked as containing spoilers and hidden by default.</Alert.Description>
              </Alert.Root>
            ) : null}
          </Stack>
        ) : null}

        <Stack gap="1" fontSize="sm" color="fg.muted" minH="5">
          {draft.dirty ? <Text>Changes are automatically saved as draft</Text> : null}
          {draft.lastSaved ? <Text data-testid="draft-saved">Draft saved {formatDraftTime(draft.lastSaved)}</Text> : null}
        </Stack>

        <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3">
          <Button
            variant="ghost"
            size="sm"
            onClick={onClearDraft}
            disabled={busy}
            // Keeps its place on wide screens so the other buttons do not jump when it appears.
            display={{ base: hasDraft ? 'inline-flex' : 'none', sm: 'inline-flex' }}
            visibility={hasDraft ? 'visible' : 'hidden'}
          >
            Clear Draft
          </Button>
          <Flex direction={{ base: 'column-reverse', sm: 'row' }} gap="3">
            {onCancel ? (
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" colorPalette="orange" disabled={busy || values.rating === 0}>
              {busy ? (editing ? 'Updating...' : 'Submitting...') : editing ? 'Update Review' : 'Submit Review'}
            </Button>
          </Flex>
        </Flex>
      </Stack>
    </Form>
  );
}
