import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  formatCount,
  giveFeedbackRequestSchema,
  REVIEW_MAX_LENGTH,
  type StudentSession,
} from '@neetmentor/contract';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useGiveFeedback } from '../api/give-feedback.ts';
import { mentorName } from './session-columns.tsx';
import { StarInput } from './star-input.tsx';

// The form's own fields; the mentor comes from the session.
const feedbackFields = giveFeedbackRequestSchema.pick({ rating: true, review: true });

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
  const titleId = useId();
  const formId = useId();
  const form = useForm({ rating: '', review: '' });
  const give = useGiveFeedback();
  const [failure, setFailure] = useState<string | null>(null);
  const name = mentorName(session);
  const review = form.field('review');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (!form.values.rating) {
      form.setErrors({ rating: 'Choose 1 to 5 stars.' });
      return;
    }
    const fields = form.validate(feedbackFields, {
      rating: Number(form.values.rating),
      review: form.values.review.trim() || undefined,
    });
    if (!fields) return;
    give.mutate(
      { ...fields, mentorId: session.mentor._id },
      {
        onSuccess: onGiven,
        onError: (error) => {
          if (hasErrorCode(error, 'FEEDBACK_ALREADY_GIVEN')) onGiven();
          else if (!form.showErrors(error)) setFailure(error.message);
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={give.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{`Rate your session with ${name}`}</DialogTitle>
      <DialogContent>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <DialogContentText>{session.package.packageName}</DialogContentText>
            <StarInput
              name="rating"
              legend="Your rating"
              value={form.values.rating}
              onChange={(rating) => {
                form.setValues((current) => ({ ...current, rating }));
                form.setErrors({});
              }}
              error={form.errors.rating}
            />
            <TextField
              {...review}
              label="Your review (optional)"
              placeholder={`What helped you most? Other students read this on ${session.mentor.firstName}’s profile.`}
              multiline
              minRows={4}
              fullWidth
              helperText={
                review.helperText ??
                `${formatCount(form.values.review.length)} / ${formatCount(REVIEW_MAX_LENGTH)} characters`
              }
              slotProps={{ htmlInput: { maxLength: REVIEW_MAX_LENGTH } }}
            />
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={give.isPending}>
          Close
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={give.isPending}>
          {give.isPending ? 'Submitting…' : 'Submit'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
