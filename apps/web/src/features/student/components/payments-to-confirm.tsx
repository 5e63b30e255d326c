import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import {
  confirmPayment,
  readPaymentsToConfirm,
  type PaymentToConfirm,
} from '../../../lib/checkout/payments-to-confirm.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useVerifyBookingPayment } from '../../../lib/checkout/verify-booking-payment.ts';

interface Notice {
  severity: 'info' | 'success' | 'error';
  text: string;
}

function confirmingText({ mentorName }: PaymentToConfirm): string {
  return `Confirming your payment for a session with ${mentorName}…`;
}

/**
 * Payments made on this device whose booking the server had not confirmed when the connection dropped, the
 * page was closed or the session had to sign in again: each is handed to the server again (it books once,
 * however often it is asked), and the student is told how each ended.
 */
export function PaymentsToConfirm({ studentId }: { studentId: string }) {
  const [payments] = useState(() => readPaymentsToConfirm(studentId));
  const [notices, setNotices] = useState<Record<string, Notice>>(() =>
    Object.fromEntries(
      payments.map((payment) => [payment.orderId, { severity: 'info', text: confirmingText(payment) }]),
    ),
  );
  const { mutateAsync } = useVerifyBookingPayment();

  useEffect(() => {
    let wanted = true;
    const tell = (orderId: string, notice: Notice) => {
      if (wanted) setNotices((current) => ({ ...current, [orderId]: notice }));
    };
    for (const payment of payments) {
      confirmPayment(payment, mutateAsync, {
        onRetry: () =>
          tell(payment.orderId, {
            severity: 'info',
            text: `Your payment for a session with ${payment.mentorName} went through. We could not reach the server to confirm the booking yet: trying again…`,
          }),
        isWanted: () => wanted,
      }).then(
        () =>
          tell(payment.orderId, {
            severity: 'success',
            text: `Your payment for a session with ${payment.mentorName} is confirmed: your request is in Session Management.`,
          }),
        (error: unknown) => {
          // Signing in again brings the student back here, and the payment with it.
          if (hasErrorCode(error, 'UNAUTHENTICATED') || hasErrorCode(error, 'SESSION_ENDED')) return;
          tell(payment.orderId, {
            severity: 'error',
            text: error instanceof Error && error.message ? error.message : 'An error occurred',
          });
        },
      );
    }
    return () => {
      wanted = false;
    };
  }, [payments, mutateAsync]);

  return (
    <div role="status">
      {payments.map((payment) => {
        const notice = notices[payment.orderId];
        return (
          notice && (
            <Alert key={payment.orderId} severity={notice.severity} sx={{ mb: 2 }}>
              {notice.text}
            </Alert>
          )
        );
      })}
    </div>
  );
}
