import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import {
  confirmPayment,
  readPaymentsToConfirm,
  type PaymentToConfirm,
} from '../../../lib/checkout/payments-to-confirm.ts';
import { useErrorText } from '../../../i18n/error-text.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useVerifyBookingPayment } from '../../../lib/checkout/verify-booking-payment.ts';

/** How a payment's confirmation stands; its words are chosen when shown, in the page's language. */
type Notice =
  | { state: 'confirming' | 'retrying' | 'confirmed'; mentorName: string }
  | { state: 'failed'; error: unknown };

const SEVERITY = { confirming: 'info', retrying: 'info', confirmed: 'success', failed: 'error' } as const;

function confirming({ mentorName }: PaymentToConfirm): Notice {
  return { state: 'confirming', mentorName };
}

/**
 * Payments made on this device whose booking the server had not confirmed when the connection dropped, the
 * page was closed or the session had to sign in again: each is handed to the server again (it books once,
 * however often it is asked), and the student is told how each ended.
 */
export function PaymentsToConfirm({ studentId }: { studentId: string }) {
  const { t } = useTranslation('student');
  const errorText = useErrorText();
  const [payments] = useState(() => readPaymentsToConfirm(studentId));
  const [notices, setNotices] = useState<Record<string, Notice>>(() =>
    Object.fromEntries(payments.map((payment) => [payment.orderId, confirming(payment)])),
  );
  const { mutateAsync } = useVerifyBookingPayment();

  useEffect(() => {
    let wanted = true;
    const tell = (orderId: string, notice: Notice) => {
      if (wanted) setNotices((current) => ({ ...current, [orderId]: notice }));
    };
    for (const payment of payments) {
      confirmPayment(payment, mutateAsync, {
        onRetry: () => tell(payment.orderId, { state: 'retrying', mentorName: payment.mentorName }),
        isWanted: () => wanted,
      }).then(
        () => tell(payment.orderId, { state: 'confirmed', mentorName: payment.mentorName }),
        (error: unknown) => {
          // Signing in again brings the student back here, and the payment with it.
          if (hasErrorCode(error, 'UNAUTHENTICATED') || hasErrorCode(error, 'SESSION_ENDED')) return;
          tell(payment.orderId, { state: 'failed', error });
        },
      );
    }
    return () => {
      wanted = false;
    };
  }, [payments, mutateAsync]);

  function noticeText(notice: Notice): string {
    switch (notice.state) {
      case 'confirming':
        return t('paymentsToConfirm.confirming', { name: notice.mentorName });
      case 'retrying':
        return t('paymentsToConfirm.retrying', { name: notice.mentorName });
      case 'confirmed':
        return t('paymentsToConfirm.confirmed', { name: notice.mentorName });
      case 'failed':
        return errorText(notice.error);
    }
  }

  return (
    <div role="status">
      {payments.map((payment) => {
        const notice = notices[payment.orderId];
        return (
          notice && (
            <Alert key={payment.orderId} severity={SEVERITY[notice.state]} sx={{ mb: 2 }}>
              {noticeText(notice)}
            </Alert>
          )
        );
      })}
    </div>
  );
}
