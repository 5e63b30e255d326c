import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  DECLINE_REASON_MAX_LENGTH,
  DECLINE_REASONS,
  formatCount,
  formatRupeeAmount,
  type MentorSession,
} from '@neetmentor/contract';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { useDeclineSessionRequest } from '../api/decline-session-request.ts';
import { studentName } from './student-cell.tsx';

const NO_REASON = 'none';
const OTHER_REASON = 'other';

/** The option picked and, for "Other", the mentor's own words; what is sent is the one reason or none. */
const declineFormSchema = z
  .object({
    choice: z.string(),
    other: z
      .string()
      .trim()
      .max(
        DECLINE_REASON_MAX_LENGTH,
        `The reason can be at most ${formatCount(DECLINE_REASON_MAX_LENGTH)} characters.`,
      ),
  })
  .refine((values) => values.choice !== OTHER_REASON || values.other.length > 0, {
    path: ['other'],
    message: 'Type your reason, or pick one of the others.',
  })
  .transform(({ choice, other }) => {
    if (choice === OTHER_REASON) return other;
    return choice === NO_REASON ? undefined : choice;
  });

interface DeclineRequestDialogProps {
  /** The request being declined; the dialog is open while there is one. */
  session: MentorSession | null;
  onClose: () => void;
  onDeclined: (session: MentorSession) => void;
  /** The request moved on meanwhile (accepted elsewhere, ran out): the server's words. */
  onGone: (message: string) => void;
}

/**
 * "Decline" on a request (product rules §7): an optional reason, picked from a short list or typed, which
 * the student is told; a paid request is refunded in full.
 */
export function DeclineRequestDialog({ session, onClose, onDeclined, onGone }: DeclineRequestDialogProps) {
  const titleId = useId();
  const decline = useDeclineSessionRequest();
  // The form stays on screen while the dialog fades out; the next opening starts empty.
  const [shown, setShown] = useState(session);
  if (session && session !== shown) setShown(session);
  return (
    <Dialog
      open={session !== null}
      onClose={decline.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // Declined, the row (and the button that opened this) leaves the table: the page's notice takes focus.
      disableRestoreFocus={decline.isSuccess}
      slotProps={{
        transition: {
          onExited: () => {
            setShown(null);
            decline.reset();
          },
        },
      }}
    >
      <DialogTitle id={titleId}>Decline this request?</DialogTitle>
      {shown && (
        <DeclineForm
          key={shown._id}
          session={shown}
          decline={decline}
          onCancel={onClose}
          onDeclined={onDeclined}
          onGone={onGone}
        />
      )}
    </Dialog>
  );
}

interface DeclineFormProps {
  session: MentorSession;
  decline: ReturnType<typeof useDeclineSessionRequest>;
  onCancel: () => void;
  onDeclined: (session: MentorSession) => void;
  onGone: (message: string) => void;
}

function DeclineForm({ session, decline, onCancel, onDeclined, onGone }: DeclineFormProps) {
  const legendId = useId();
  const form = useForm({
    resolver: zodResolver(declineFormSchema),
    defaultValues: { choice: NO_REASON, other: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const oneAtATime = useOneAtATime();
  const pending = decline.isPending;
  const choice = useWatch({ control: form.control, name: 'choice' });
  const name = studentName(session.student);

  const submit = form.handleSubmit((reason) =>
    oneAtATime.run((settle) =>
      decline.mutate(
        { requestId: session._id, ...(reason ? { reason } : {}) },
        {
          onSettled: settle,
          onSuccess: () => onDeclined(session),
          onError: (error) => {
            if (hasErrorCode(error, 'SESSION_STATE_CHANGED') || hasErrorCode(error, 'NOT_FOUND'))
              onGone(error.message);
            else form.setError('root', { message: error.message });
          },
        },
      ),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 2 }}>
          {`${name}’s request for ${session.package.packageName} is cancelled at once${
            session.price > 0
              ? ` and the ${formatRupeeAmount(session.price)} they paid is refunded in full`
              : ''
          }. We tell them, with your reason if you give one, and show them other mentors.`}
        </DialogContentText>
        <FormControl component="fieldset" fullWidth>
          <FormLabel component="legend" id={legendId}>
            Reason (optional)
          </FormLabel>
          <Controller
            control={form.control}
            name="choice"
            render={({ field }) => (
              <RadioGroup
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-labelledby={legendId}
              >
                <FormControlLabel value={NO_REASON} control={<Radio />} label="No reason given" />
                {DECLINE_REASONS.map((reason) => (
                  <FormControlLabel key={reason} value={reason} control={<Radio />} label={reason} />
                ))}
                <FormControlLabel value={OTHER_REASON} control={<Radio />} label="Other" />
              </RadioGroup>
            )}
          />
        </FormControl>
        {choice === OTHER_REASON && (
          <Controller
            control={form.control}
            name="other"
            render={({ field: { ref, ...other }, fieldState }) => (
              <TextField
                {...other}
                inputRef={ref}
                label="Your reason"
                // Chosen "Other": the next thing to do is to type.
                autoFocus
                multiline
                minRows={2}
                fullWidth
                required
                sx={{ mt: 1.5 }}
                error={fieldState.invalid}
                helperText={
                  fieldState.error?.message ??
                  `${formatCount(other.value.length)} / ${formatCount(DECLINE_REASON_MAX_LENGTH)} characters`
                }
                slotProps={{ htmlInput: { maxLength: DECLINE_REASON_MAX_LENGTH } }}
              />
            )}
          />
        )}
        {errors.root && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errors.root.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending}>
          Keep request
        </Button>
        <Button type="submit" variant="contained" color="error" disabled={isSubmitting || pending}>
          {pending ? 'Declining…' : 'Decline request'}
        </Button>
      </DialogActions>
    </form>
  );
}
