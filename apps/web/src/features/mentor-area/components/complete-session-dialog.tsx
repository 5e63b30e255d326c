import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { styled } from '@mui/material/styles';
import { Controller } from 'react-hook-form';
import { formatIstDateTime, formatRupeeAmount, type MentorSession } from '@neetmentor/contract';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useProofForm } from '../../../lib/use-proof-form.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { useCompleteSession } from '../api/complete-session.ts';
import { studentName } from './student-cell.tsx';

const Facts = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: theme.spacing(0.75, 2),
  margin: theme.spacing(0, 0, 2),
  '& dt': { color: theme.palette.text.secondary, fontWeight: 600 },
  '& dd': { margin: 0, fontWeight: 600 },
}));

const Text = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  color: theme.palette.text.secondary,
}));

interface CompleteSessionDialogProps {
  /** The session being completed; the dialog is open while there is one. */
  session: MentorSession | null;
  onClose: () => void;
  onCompleted: (session: MentorSession) => void;
}

/** "Mark complete" with a proof image (spec part 2 §4, §5): images only, with a preview. */
export function CompleteSessionDialog({ session, onClose, onCompleted }: CompleteSessionDialogProps) {
  const titleId = useId();
  const completion = useCompleteSession();
  const pending = completion.isPending;
  // The form stays on screen while the dialog fades out, and goes once it has: the next opening, of this
  // session or another, starts empty.
  const [shown, setShown] = useState(session);
  if (session && session !== shown) setShown(session);
  return (
    <Dialog
      open={session !== null}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // Completed, the session's row (and the button that opened this) leaves the table: the page's notice
      // takes the focus, which going back to the departed button would lose to the page's start.
      disableRestoreFocus={completion.isSuccess}
      slotProps={{
        transition: {
          onExited: () => {
            setShown(null);
            completion.reset();
          },
        },
      }}
    >
      <DialogTitle id={titleId}>Mark session complete</DialogTitle>
      {shown && (
        <CompleteSessionForm
          key={shown._id}
          session={shown}
          completion={completion}
          onCancel={onClose}
          onCompleted={onCompleted}
        />
      )}
    </Dialog>
  );
}

interface CompleteSessionFormProps {
  session: MentorSession;
  completion: ReturnType<typeof useCompleteSession>;
  onCancel: () => void;
  onCompleted: (session: MentorSession) => void;
}

function CompleteSessionForm({ session, completion, onCancel, onCompleted }: CompleteSessionFormProps) {
  const form = useProofForm();
  const { errors, isSubmitting } = form.formState;
  const pending = completion.isPending;
  const oneAtATime = useOneAtATime();

  const submit = form.handleSubmit(({ proof }) =>
    oneAtATime.run((settle) =>
      completion.mutate(
        { requestId: session._id, proof },
        {
          onSettled: settle,
          onSuccess: () => onCompleted(session),
          onError: (error) => {
            if (hasErrorCode(error, 'VALIDATION_FAILED'))
              form.setError('proof', { type: 'request', message: error.message });
            else if (setServerErrors(form, error, 'proof').marked === 0)
              form.setError('root', {
                type: hasErrorCode(error, 'SESSION_LOCKED') ? 'locked' : 'server',
                message: error.message,
              });
          },
        },
      ),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <Facts>
          <dt>Student</dt>
          <dd>{studentName(session.student)}</dd>
          <dt>Package</dt>
          <dd>{session.package.packageName}</dd>
          {session.scheduledAt && (
            <>
              <dt>Agreed time</dt>
              <dd>
                <time dateTime={session.scheduledAt}>{formatIstDateTime(session.scheduledAt)}</time>
              </dd>
            </>
          )}
        </Facts>
        <Text>
          {`Upload a proof of the session, such as a screenshot of the call. Completing it adds ${formatRupeeAmount(session.earning)} to your wallet.`}
        </Text>
        <Controller
          control={form.control}
          name="proof"
          render={({ field, fieldState }) => (
            <ImagePicker
              label="Proof image"
              file={field.value}
              onChange={(file) => {
                form.clearErrors('proof');
                field.onChange(file);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        {errors.root && (
          // A time not yet come (a new one agreed meanwhile, the monthly lock) is a wait, not a fault.
          <Alert severity={errors.root.type === 'locked' ? 'warning' : 'error'} sx={{ mt: 2 }}>
            {errors.root.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting || pending}>
          {pending ? 'Sending…' : 'Mark complete'}
        </Button>
      </DialogActions>
    </form>
  );
}
