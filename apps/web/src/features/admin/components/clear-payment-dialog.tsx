import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { styled } from '@mui/material/styles';
import { Controller } from 'react-hook-form';
import { formatRupeeAmount, type PayoutMentor } from '@neetmentor/contract';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useProofForm } from '../../../lib/use-proof-form.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { useClearPayment } from '../api/clear-payment.ts';

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
  const form = useProofForm();
  const { errors, isSubmitting } = form.formState;
  const pending = clearance.isPending;
  // A second clearance of the same balance would be refused after the first went through.
  const oneAtATime = useOneAtATime();

  const submit = form.handleSubmit(({ proof }) =>
    oneAtATime.run((settle) =>
      clearance.mutate(
        { mentorId: mentor._id, amount: mentor.wallet, imageOfProof: proof },
        {
          onSettled: settle,
          onSuccess: (result) => onCleared(mentor, result.amountCleared),
          onError: (error) => {
            if (hasErrorCode(error, 'VALIDATION_FAILED'))
              form.setError('proof', { type: 'request', message: error.message });
            else if (setServerErrors(form, error, 'proof').marked === 0)
              form.setError('root', { message: error.message });
          },
        },
      ),
    ),
  );

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
        <Controller
          control={form.control}
          name="proof"
          render={({ field, fieldState }) => (
            <ImagePicker
              label="Image of proof"
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
          <Alert severity="error" sx={{ mt: 2 }}>
            {errors.root.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting || pending}>
          {pending ? 'Clearing…' : `Clear ${formatRupeeAmount(mentor.wallet)}`}
        </Button>
      </DialogActions>
    </form>
  );
}
