import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { styled } from '@mui/material/styles';
import { formatRupeeAmount, PROOF_REQUIRED_MESSAGE, type PayoutMentor } from '@neetmentor/contract';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useClearPayment } from '../api/clear-payment.ts';

/** The missing-image message clears itself after 3 seconds (spec part 2 §5, §9). */
const PROOF_MESSAGE_MS = 3000;

const Facts = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: theme.spacing(0.75, 2),
  margin: theme.spacing(0, 0, 2),
  '& dt': { color: theme.palette.text.secondary, fontWeight: 600 },
  '& dd': { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
}));

const Text = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  color: theme.palette.text.secondary,
}));

interface ClearPaymentDialogProps {
  /** The mentor being paid; the dialog is open while there is one. */
  mentor: PayoutMentor | null;
  onClose: () => void;
  onCleared: (mentor: PayoutMentor, amountCleared: number) => void;
}

/** Clear: the proof of the transfer (an image), then the whole balance is recorded as paid. */
export function ClearPaymentDialog({ mentor, onClose, onCleared }: ClearPaymentDialogProps) {
  const titleId = useId();
  const clearance = useClearPayment();
  // The form stays while the dialog fades out; the next opening starts empty.
  const [shown, setShown] = useState(mentor);
  if (mentor && mentor !== shown) setShown(mentor);
  return (
    <Dialog
      open={mentor !== null}
      onClose={clearance.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setShown(null) } }}
    >
      <DialogTitle id={titleId}>Clear payment</DialogTitle>
      {shown && (
        <ClearPaymentForm
          key={shown._id}
          mentor={shown}
          clearance={clearance}
          onCancel={onClose}
          onCleared={onCleared}
        />
      )}
    </Dialog>
  );
}

interface ClearPaymentFormProps {
  mentor: PayoutMentor;
  clearance: ReturnType<typeof useClearPayment>;
  onCancel: () => void;
  onCleared: (mentor: PayoutMentor, amountCleared: number) => void;
}

function ClearPaymentForm({ mentor, clearance, onCancel, onCleared }: ClearPaymentFormProps) {
  const [proof, setProof] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const missingProof = useTimedMessage(PROOF_MESSAGE_MS);
  const pending = clearance.isPending;

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
    clearance.mutate(
      { mentorId: mentor._id, amount: mentor.wallet, imageOfProof: proof },
      {
        onSuccess: (result) => onCleared(mentor, result.amountCleared),
        onError: (error) => {
          if (hasErrorCode(error, 'VALIDATION_FAILED')) missingProof.show(error.message, 'error');
          else if (hasErrorCode(error, 'UNSUPPORTED_MEDIA_TYPE') || hasErrorCode(error, 'PAYLOAD_TOO_LARGE'))
            setFileError(error.message);
          else setFailure(error.message);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <Facts>
          <dt>Mentor</dt>
          <dd>{`${mentor.firstName} ${mentor.lastName} (${mentor.mentorId})`}</dd>
          <dt>Amount</dt>
          <dd>{formatRupeeAmount(mentor.wallet)}</dd>
          <dt>Paid to</dt>
          <dd>
            {mentor.paymentMethod
              ? `${mentor.paymentMethod}: ${mentor.paymentInfo ?? ''}`
              : 'No payment details yet'}
          </dd>
        </Facts>
        <Text>
          Transfer the amount first, then upload its proof (a screenshot of the transfer). The mentor is
          e-mailed and sees the proof in their wallet.
        </Text>
        <ImagePicker
          label="Image of proof"
          file={proof}
          onChange={choose}
          error={fileError ?? missingProof.message?.text}
        />
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? 'Clearing…' : `Clear ${formatRupeeAmount(mentor.wallet)}`}
        </Button>
      </DialogActions>
    </form>
  );
}
