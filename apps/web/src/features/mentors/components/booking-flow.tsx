import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigateFunction } from 'react-router';
import { ROUTES, type MentorPackage, type MentorPublicProfile } from '@neetmentor/contract';
import { ErrorDialog } from '../../../components/error-dialog.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { usePaymentFailedText } from '../../../lib/checkout/checkout-outcome.ts';
import { confirmPayment, keepPaymentToConfirm } from '../../../lib/checkout/payments-to-confirm.ts';
import { useCheckout } from '../../../lib/checkout/use-checkout.tsx';
import { readSession } from '../../../lib/session.ts';
import type { SessionEndedState } from '../../../lib/signed-in.ts';
import type { StudentProfileTabState } from '../../../lib/student-profile-tab.ts';
import { useBookFreeSession } from '../api/book-free-session.ts';
import { useCreateBookingOrder } from '../api/create-booking-order.ts';
import { useVerifyBookingPayment } from '../../../lib/checkout/verify-booking-payment.ts';
import type { BookingNotice } from './package-card.tsx';

/** The spec's pause between "booked" and the student's sessions (part 2 §9). */
export const BOOKED_REDIRECT_MS = 2000;

/** Router state for /login after a booking found the session ended: come back to this mentor. */
interface BookingLoginState extends SessionEndedState {
  from: string;
}

interface BookingFlowProps {
  mentor: Pick<MentorPublicProfile, '_id' | 'firstName'>;
  pkg: Pick<MentorPackage, '_id' | 'packagePrice'>;
  /** What the Book Session button says meanwhile ("Opening checkout…"). */
  onProgress: (label: string) => void;
  /** A sentence for the package's card: booked, payment failed, payment cancelled. */
  onNotice: (notice: BookingNotice) => void;
  /** This attempt is over without a booking: Book Session works again. */
  onDone: () => void;
  /**
   * The page's router: this chunk imports nothing of React Router at run time, which would split React
   * Router from the chunk it shares with the site configuration on every public page (one more file and
   * about 0.2 KB gzip, measured).
   */
  navigate: NavigateFunction;
  /** The mentor's page, to come back to after signing in again. */
  pathname: string;
}

/**
 * One booking attempt, started when it mounts (spec part 2 §4 Booking): a free package is booked at once;
 * a paid one gets an order, the checkout, and the verification of its signed answer, which is kept on the
 * device and tried again through a dropped connection until the server answers (payments-to-confirm.ts). A booking leads to
 * the student's sessions after 2 seconds. A failed or closed checkout books nothing and says so; a refused
 * call shows the error dialog; an ended session goes to sign in and comes back here. Loaded only when a
 * student presses Book Session, with the checkout it needs.
 */
export function BookingFlow({
  mentor,
  pkg,
  onProgress,
  onNotice,
  onDone,
  navigate,
  pathname,
}: BookingFlowProps) {
  const { t } = useTranslation('mentors');
  const errorText = useErrorText();
  const paymentFailedText = usePaymentFailedText();
  const { openCheckout, checkoutElement } = useCheckout();
  const bookFree = useBookFreeSession();
  const createOrder = useCreateBookingOrder();
  const verify = useVerifyBookingPayment();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const started = useRef(false);
  const redirect = useRef<number | undefined>(undefined);
  const mounted = useRef(true);
  // Set once the checkout is paid: from then on the payment is kept on the device until the server answers.
  const paid = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(redirect.current);
    };
  }, []);

  useEffect(() => {
    // Strict mode runs effects twice on mount; an attempt must open one checkout, not two.
    if (started.current) return;
    started.current = true;

    async function book(): Promise<boolean> {
      const request = { packageId: pkg._id, mentorId: mentor._id };
      if (pkg.packagePrice === 0) {
        onProgress(t('booking.booking'));
        await bookFree.mutateAsync(request);
        return true;
      }
      onProgress(t('booking.openingCheckout'));
      const outcome = await openCheckout(await createOrder.mutateAsync(request));
      if (outcome.status === 'failed') {
        onNotice({
          tone: 'error',
          text: t('booking.paymentFailed', { reason: paymentFailedText(outcome.reason) }),
        });
        return false;
      }
      if (outcome.status === 'dismissed') {
        onNotice({ tone: 'info', text: t('booking.cancelled') });
        return false;
      }
      onProgress(t('booking.confirming'));
      const payment = {
        ...outcome.payment,
        studentId: readSession()?.id ?? '',
        mentorName: mentor.firstName,
      };
      keepPaymentToConfirm(payment);
      paid.current = true;
      await confirmPayment(payment, (answer) => verify.mutateAsync(answer), {
        onRetry: () => onNotice({ tone: 'info', text: t('booking.retrying') }),
        isWanted: () => mounted.current,
      });
      return true;
    }

    book().then(
      (booked) => {
        if (!booked) {
          onDone();
          return;
        }
        onProgress(t('booking.booked'));
        onNotice({ tone: 'success', text: t('booking.success', { name: mentor.firstName }) });
        redirect.current = window.setTimeout(() => {
          const state: StudentProfileTabState = { tab: 'sessions' };
          navigate(ROUTES.studentProfile, { state });
        }, BOOKED_REDIRECT_MS);
      },
      (error: unknown) => {
        if (hasErrorCode(error, 'UNAUTHENTICATED') || hasErrorCode(error, 'SESSION_ENDED')) {
          // A paid booking is confirmed on the student's profile after signing in again; before paying,
          // the student comes back to this mentor.
          const state: BookingLoginState = {
            from: paid.current ? ROUTES.studentProfile : pathname,
            sessionEnded: true,
          };
          navigate(ROUTES.login, { state });
          return;
        }
        if (hasErrorCode(error, 'FREE_SESSION_USED')) {
          // Used meanwhile (in another tab, say): no error, the card says why and its button turns off.
          onNotice({ tone: 'info', text: errorText(error) });
          onDone();
          return;
        }
        setErrorMessage(errorText(error));
      },
    );
  });

  return (
    <>
      {checkoutElement}
      <ErrorDialog
        open={errorMessage !== null}
        message={errorMessage ?? undefined}
        onClose={() => {
          setErrorMessage(null);
          onDone();
        }}
      />
    </>
  );
}
