import { Link } from 'react-router';
import { PUBLIC_PAGE_TEXT, MENTOR_ACCEPT_WINDOW_HOURS, ROUTES } from '@neetmentor/contract';
import { FeeAmountSuffix, FeeWaiverSentence } from '../../../components/fee-amount.tsx';
import { SupportEmail } from '../components/support-email.tsx';
import { TextPage, type TextSection } from '../components/text-page.tsx';
import { CANCELLATION_SUBJECT, REFUND_DAYS } from '../policy-facts.ts';

const SECTIONS: TextSection[] = [
  {
    id: 'not-approved',
    title: `Mentor does not approve within ${MENTOR_ACCEPT_WINDOW_HOURS} hours`,
    body: (
      <p>
        Every booking waits for the mentor’s approval. If the mentor does not approve it within{' '}
        {MENTOR_ACCEPT_WINDOW_HOURS} hours, the booking is cancelled automatically and you receive a{' '}
        <strong>full refund</strong>. You do not need to ask for it; you will see the cancellation and the
        refund in your account and get an e-mail.
      </p>
    ),
  },
  {
    id: 'before-approval',
    title: 'Cancelling before the mentor approves',
    body: (
      <>
        <p>
          Changed your mind? You can cancel a booking for a <strong>full refund</strong> as long as the mentor
          has not approved it yet. E-mail <SupportEmail subject={CANCELLATION_SUBJECT} /> with:
        </p>
        <ul>
          <li>
            the subject line <strong>{CANCELLATION_SUBJECT}</strong>,
          </li>
          <li>your booking ID,</li>
          <li>the mentor’s name, and</li>
          <li>the session date.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'after-approval',
    title: 'After the mentor approves',
    body: (
      <p>
        Once a mentor has approved your session, they have set time aside for you, so the booking can no
        longer be refunded. We make exceptions for genuine emergencies: write to <SupportEmail /> and explain
        what happened, and we will look at your case.
      </p>
    ),
  },
  {
    id: 'mentor-unavailable',
    title: 'If your mentor becomes unavailable',
    body: (
      <p>
        If a mentor cannot hold an approved session, our team helps you choose another mentor for the same
        package. If you decline the replacement, you receive a full refund.
      </p>
    ),
  },
  {
    id: 'timing',
    title: 'How refunds are paid',
    body: (
      <p>
        Refunds go back to the <strong>original payment method</strong> and usually arrive within{' '}
        <strong>{REFUND_DAYS}</strong>, depending on your bank or payment app. Free packages involve no
        payment, so there is nothing to refund.
      </p>
    ),
  },
  {
    id: 'mentor-fee',
    title: 'Mentor application fee',
    body: (
      <p>
        The one-time mentor application fee
        <FeeAmountSuffix /> is <strong>non-refundable</strong>. This includes applicants whose application is
        not approved, because the fee covers the review of the application itself.
        <FeeWaiverSentence /> See <Link to={ROUTES.becameMentor}>Became a Mentor</Link> for why we charge it.
      </p>
    ),
  },
  {
    id: 'help',
    title: 'Questions about a refund',
    body: (
      <p>
        Write to <SupportEmail /> with your booking ID, or use the{' '}
        <Link to={ROUTES.contact}>contact form</Link>. We answer between 09:00 AM and 09:00 PM.
      </p>
    ),
  },
];

/** /refund-policy */
export function RefundPolicyPage() {
  return (
    <TextPage
      title="Refund Policy"
      head={PUBLIC_PAGE_TEXT[ROUTES.refundPolicy]}
      intro="When a session is refunded, how to ask for it and how long it takes."
      sections={SECTIONS}
    />
  );
}
