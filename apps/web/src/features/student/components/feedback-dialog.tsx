import { useId, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  formatCount,
  giveFeedbackRequestSchema,
  REVIEW_MAX_LENGTH,
  type StudentSession,
} from '@neetmentor/contract';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useGiveFeedback } from '../api/give-feedback.ts';
import { mentorName } from './session-columns.tsx';
import { StarInput } from './star-input.tsx';

const request = giveFeedbackRequestSchema.shape;

/** The stars chosen (as the radio buttons name them) and the review; the mentor comes from the session. */
function feedbackFormSchema(t: TFunction<'student'>) {
  return z.object({
    rating: z.string().min(1, t('feedback.chooseStars')).transform(Number).pipe(request.rating),
    review: z
      .string()
      .trim()
      .transform((review) => review || undefined)
      .pipe(request.review),
  });
}

interface FeedbackDialogProps {
  session: StudentSession;
  onClose: () => void;
  /** The rating was stored (or had been already). */
  onGiven: () => void;
}

/**
 * The star rating dialog of a completed session (spec part 1 §4), Submit or Close, with an optional
 * written review (product rules §9) that appears on the mentor's profile.
 */
export function FeedbackDialog({ session, onClose, onGiven }: FeedbackDialogProps) {
  const { t } = useTranslation('student');
  const language = useLanguage();
  const errorText = useErrorText();
  const titleId = useId();
  const formId = useId();
  const schema = useMemo(() => feedbackFormSchema(t), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { rating: '', review: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const give = useGiveFeedback();
  const name = mentorName(session);
  const busy = isSubmitting || give.isPending;

  const submit = form.handleSubmit((feedback) =>
    give.mutate(
      { ...feedback, mentorId: session.mentor._id },
      {
        onSuccess: onGiven,
        onError: (error) => {
          if (hasErrorCode(error, 'FEEDBACK_ALREADY_GIVEN')) onGiven();
          else if (setServerErrors(form, error).marked === 0)
            form.setError('root', { message: errorText(error) });
        },
      },
    ),
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('feedback.title', { name })}</DialogTitle>
      <DialogContent>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <DialogContentText>{session.package.packageName}</DialogContentText>
            <Controller
              control={form.control}
              name="rating"
              render={({ field, fieldState }) => (
                <StarInput
                  name={field.name}
                  legend={t('feedback.rating')}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="review"
              // Controlled, for the count of characters under it.
              render={({ field: { ref, ...review }, fieldState }) => (
                <TextField
                  {...review}
                  inputRef={ref}
                  label={t('feedback.review')}
                  placeholder={t('feedback.reviewPlaceholder', { firstName: session.mentor.firstName })}
                  multiline
                  minRows={4}
                  fullWidth
                  error={fieldState.invalid}
                  helperText={
                    fieldState.error?.message ??
                    t('feedback.counter', {
                      length: formatCount(review.value.length, language),
                      max: formatCount(REVIEW_MAX_LENGTH, language),
                    })
                  }
                  slotProps={{ htmlInput: { maxLength: REVIEW_MAX_LENGTH } }}
                />
              )}
            />
            {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('actions.close')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy}>
          {give.isPending ? t('feedback.submitting') : t('feedback.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
