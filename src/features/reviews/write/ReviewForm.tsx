import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useFormik } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { focusFirstError, useFocusFirstError } from '@/components/forms/useFocusFirstError';
import { OfflineNotice } from '@/features/offline/OfflineNotice';
import { useOfflineGuard } from '@/features/offline/useOfflineGuard';
import { useAppDispatch } from '@/state/hooks';
import { notify } from '@/state/notices';
import { paths } from '@/utils/paths';
import { CountedField } from './CountedField';
import type { ReviewDraft } from './myReview';
import { useCreateReviewMutation, useReplaceReviewMutation } from './myReviewApi';
import { reviewDraftSent } from './reviewDraftsSlice';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@rules/reviews';
import { SENT_NOTICES } from './reviewRules';
import { reviewSchema, type ReviewValues } from './reviewSchema';
import { NO_REVIEWS_MESSAGE, SEND_FAILED_MESSAGE, SWITCHED_TO_EDIT_MESSAGE, toSendFailure, type SendFailure } from './sendFailure';
import { StarsField } from './StarsField';
import { useDraftSaving } from './useDraftSaving';

interface Props {
  productId: string;
  initialValues: ReviewDraft;
  /** The shopper has a review: sending replaces it (PUT). */
  editing: boolean;
  /** Told when a send found the shopper has a review after all (409): from then on the form edits it. */
  onEditing: () => void;
}

/** What the form says about the last send; the fields keep everything typed whatever happened. */
function SendProblem({ failure, productId }: { failure: SendFailure; productId: string }) {
  const back = (
    <Link component={RouterLink} to={paths.product(productId)}>
      Back to the product
    </Link>
  );
  const [severity, text, link] = (() => {
    switch (failure.kind) {
      case 'fields':
        return ['error', failure.message, null] as const;
      case 'notBuyer':
        return ['error', REVIEW_MESSAGES.notBuyer, back] as const;
      case 'alreadyReviewed':
        return ['info', SWITCHED_TO_EDIT_MESSAGE, null] as const;
      case 'tooMany':
        return ['warning', failure.message, null] as const;
      case 'noReviews':
        return ['error', NO_REVIEWS_MESSAGE, back] as const;
      case 'failed':
        return ['error', SEND_FAILED_MESSAGE, null] as const;
    }
  })();
  return (
    <Alert severity={severity} role="alert">
      {text} {link}
    </Alert>
  );
}

export function ReviewForm({ productId, initialValues, editing, onEditing }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createReview] = useCreateReviewMutation();
  const [replaceReview] = useReplaceReviewMutation();
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const offline = useOfflineGuard();

  const formik = useFormik<ReviewValues>({
    initialValues,
    validationSchema: reviewSchema,
    async onSubmit(values, helpers) {
      draft.saveNow();
      setFailure(null);
      const send = editing ? replaceReview : createReview;
      try {
        const review = await send({ productId, draft: values }).unwrap();
        draft.forget();
        dispatch(reviewDraftSent({ productId }));
        dispatch(
          notify({
            title: review.status === 'published' ? SENT_NOTICES.published : SENT_NOTICES.pending,
            variant: 'success',
            belongsTo: 'next-page',
          }),
        );
        await navigate(`${paths.product(productId)}#reviews`);
      } catch (error) {
        const refused = toSendFailure(error);
        setFailure(refused);
        if (refused.kind === 'alreadyReviewed') onEditing();
        if (refused.kind === 'fields') {
          helpers.setErrors(refused.fields);
          focusFirstError(formRef.current, refused.fields);
        }
      }
    },
  });
  const draft = useDraftSaving(productId, formik.values);
  const formRef = useFocusFirstError(formik);
  const touchedRating = () => void formik.setFieldTouched('rating', true);

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={offline.guardSubmit(formik.handleSubmit)} sx={{ display: 'grid', gap: 3 }}>
      <StarsField
        value={formik.values.rating}
        error={formik.touched.rating ? formik.errors.rating : undefined}
        onChange={(value) => void formik.setFieldValue('rating', value)}
        onBlur={touchedRating}
      />
      <CountedField formik={formik} name="reviewTitle" label="Title (optional)" max={REVIEW_TITLE_MAX} />
      <CountedField formik={formik} name="reviewText" label="Your review" max={REVIEW_TEXT_MAX} required multiline />
      {failure && <SendProblem failure={failure} productId={productId} />}
      <OfflineNotice guard={offline}>Your review can be sent once you&apos;re back online. What you wrote is kept.</OfflineNotice>
      <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
        {editing ? 'Update review' : 'Submit review'}
      </Button>
    </Box>
  );
}
