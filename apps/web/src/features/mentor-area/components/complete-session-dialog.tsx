import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { styled } from '@mui/material/styles';
import {
  formatIstDateTime,
  formatRupeeAmount,
  PROOF_REQUIRED_MESSAGE,
  type MentorSession,
} from '@neetmentor/contract';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { useCompleteSession } from '../api/complete-session.ts';
import { studentName } from './student-cell.tsx';

/** The missing-image message clears itself after 3 seconds (spec part 2 §5, §9). */
const PROOF_MESSAGE_MS = 3000;

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

interface Failure {
  text: string;
  /** The monthly lock is a wait, not a fault. */
  severity: 'warning' | 'error';
}

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
  const [proof, setProof] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<Failure | null>(null);
  const missingProof = useTimedMessage(PROOF_MESSAGE_MS);
  const [openedAt] = useState(() => Date.now());
  const pending = completion.isPending;
  const oneAtATime = useOneAtATime();

  function choose(file: File | null) {
    setProof(file);
    setFileError(undefined);
    if (file) missingProof.clear();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (!proof) {
      missingProof.show(PROOF_REQUIRED_MESSAGE, 'error');
      return;
    }
    oneAtATime.run((settle) =>
      completion.mutate(
        { requestId: session._id, proof },
        {
          onSettled: settle,
          onSuccess: () => onCompleted(session),
          onError: (error) => {
            if (hasErrorCode(error, 'VALIDATION_FAILED')) missingProof.show(error.message, 'error');
            else if (
              hasErrorCode(error, 'UNSUPPORTED_MEDIA_TYPE') ||
              hasErrorCode(error, 'PAYLOAD_TOO_LARGE')
            )
              setFileError(error.message);
            else
              setFailure({
                text: error.message,
                severity: hasErrorCode(error, 'SESSION_LOCKED') ? 'warning' : 'error',
              });
          },
        },
      ),
    );
  }

  const lockedUntil =
    session.completableFrom && new Date(session.completableFrom).getTime() > openedAt
      ? session.completableFrom
      : null;

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
        {lockedUntil && (
          <Alert severity="info" role="note" sx={{ mb: 2 }}>
            {`A monthly package can be marked complete 30 days after you accepted it: from ${formatIstDateTime(lockedUntil)}.`}
          </Alert>
        )}
        <Text>
          {`Upload a proof of the session, such as a screenshot of the call. Completing it adds ${formatRupeeAmount(session.earning)} to your wallet.`}
        </Text>
        <ImagePicker
          label="Proof image"
          file={proof}
          onChange={choose}
          error={fileError ?? missingProof.message?.text}
        />
        {failure && (
          <Alert severity={failure.severity} sx={{ mt: 2 }}>
            {failure.text}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? 'Sending…' : 'Mark complete'}
        </Button>
      </DialogActions>
    </form>
  );
}
