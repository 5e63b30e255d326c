import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { styled } from '@mui/material/styles';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatRupeeAmount, type PayoutMentor } from '@neetmentor/contract';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
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
  const { t } = useTranslation('admin');
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
      <DialogTitle id={titleId}>{t('payouts.dialog.title')}</DialogTitle>
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
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const errorText = useErrorText();
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
              form.setError('proof', { type: 'request', message: errorText(error) });
            else if (setServerErrors(form, error, 'proof').marked === 0)
              form.setError('root', { message: errorText(error) });
          },
        },
      ),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <Facts>
          <dt>{t('payouts.dialog.mentor')}</dt>
          <dd>{`${mentor.firstName} ${mentor.lastName} (${mentor.mentorId})`}</dd>
          <dt>{t('payouts.dialog.amount')}</dt>
          <dd>{formatRupeeAmount(mentor.wallet, language)}</dd>
          <dt>{t('payouts.dialog.paidTo')}</dt>
          <dd>
            {mentor.paymentMethod
              ? `${mentor.paymentMethod}: ${mentor.paymentInfo ?? ''}`
              : t('payouts.dialog.noDetails')}
          </dd>
        </Facts>
        <Text>{t('payouts.dialog.text')}</Text>
        <Controller
          control={form.control}
          name="proof"
          render={({ field, fieldState }) => (
            <ImagePicker
              label={t('shared.imageOfProof')}
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
          {t('shared.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting || pending}>
          {pending
            ? t('payouts.dialog.clearing')
            : t('payouts.dialog.submit', { amount: formatRupeeAmount(mentor.wallet, language) })}
        </Button>
      </DialogActions>
    </form>
  );
}
