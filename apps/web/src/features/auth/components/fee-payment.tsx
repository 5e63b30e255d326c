import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { usePaymentFailedText } from '../../../lib/checkout/checkout-outcome.ts';
import { confirmPayment } from '../../../lib/checkout/payments-to-confirm.ts';
import { useCheckout } from '../../../lib/checkout/use-checkout.tsx';
import { useCreateFeeOrder } from '../api/create-fee-order.ts';
import { useVerifyFeePayment } from '../api/verify-fee-payment.ts';

interface Notice {
  severity: 'error' | 'info';
  text: string;
}

interface FeePaymentProps {
  /** The button's words ("Pay ₹149", "Pay the application fee"). */
  label: string;
  /** The fee is paid, or turned out to be paid already: the server's sentence. */
  onPaid: (message: string) => void;
  /** Closing the checkout leads elsewhere; without it the button simply says it was cancelled. */
  onDismissed?: () => void;
}

/**
 * Pays the mentor application fee (product rules §4) through the same checkout as bookings: order, the
 * payment window, then verification. A failed or closed payment takes nothing and leaves the button ready
 * for another try.
 */
export function FeePayment({ label, onPaid, onDismissed }: FeePaymentProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const language = useLanguage();
  const paymentFailedText = usePaymentFailedText();
  const { openCheckout, checkoutElement } = useCheckout();
  const createOrder = useCreateFeeOrder();
  const verify = useVerifyFeePayment();
  const [progress, setProgress] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function pay() {
    if (progress) return;
    setNotice(null);
    setProgress(t('fee.opening'));
    try {
      const outcome = await openCheckout(await createOrder.mutateAsync());
      if (outcome.status === 'failed') {
        setNotice({
          severity: 'error',
          text: t('fee.failed', { reason: paymentFailedText(outcome.reason) }),
        });
      } else if (outcome.status === 'dismissed') {
        if (onDismissed) onDismissed();
        else setNotice({ severity: 'info', text: t('fee.cancelled') });
      } else {
        setProgress(t('fee.confirming'));
        // A dropped connection after paying is tried again, never reported as a failure to pay again.
        const message = await confirmPayment(outcome.payment, (answer) => verify.mutateAsync(answer), {
          onRetry: () =>
            setNotice({
              severity: 'info',
              text: t('fee.retrying'),
            }),
          isWanted: () => mounted.current,
        });
        setNotice(null);
        // The server's sentence is English: another language gives its own.
        onPaid(language === 'en' ? message : t('fee.paid'));
      }
    } catch (error) {
      // Paid in another tab, or waived meanwhile: nothing is owed, which is what the applicant wanted.
      if (hasErrorCode(error, 'FEE_NOT_DUE')) onPaid(t('fee.alreadySettled'));
      else setNotice({ severity: 'error', text: errorText(error) });
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack spacing={1.5}>
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={() => void pay()}
        // Busy, yet focusable: focus comes back here when the checkout closes.
        aria-disabled={progress !== null}
        sx={{ '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' } }}
      >
        {progress ?? label}
      </Button>
      {notice && (
        <Alert severity={notice.severity} role="status">
          {notice.text}
        </Alert>
      )}
      {checkoutElement}
    </Stack>
  );
}
