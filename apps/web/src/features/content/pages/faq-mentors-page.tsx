import { Link } from 'react-router';
import {
  PUBLIC_PAGE_TEXT,
  MENTOR_ACCEPT_WINDOW_HOURS,
  MONTHLY_COMPLETION_LOCK_DAYS,
  PAYMENT_METHODS,
  REFERRAL_REWARD_RUPEES,
  ROUTES,
} from '@neetmentor/contract';
import { EarningsTable } from '../components/earnings-table.tsx';
import { FeeAmountSuffix, FeeWaiverSentence } from '../../../components/fee-amount.tsx';
import { SupportEmail } from '../components/support-email.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { TextPage, type TextSection } from '../components/text-page.tsx';
import { MONTHLY_EARNINGS_CLAIM } from '../policy-facts.ts';

const SECTIONS: TextSection[] = [
  {
    id: 'who-can-apply',
    title: 'Who can become a mentor?',
    body: (
      <p>
        Anyone currently pursuing an MBBS degree who cleared NEET with a strong performance. You need your
        NEET scorecard and your college ID to apply.
      </p>
    ),
  },
  {
    id: 'apply',
    title: 'How do I apply?',
    body: (
      <ol>
        <li>
          <Link to={ROUTES.signup}>Create a mentor account</Link> with your name, e-mail address, city and
          state, and verify your e-mail with the code we send.
        </li>
        <li>Fill in your academic details and upload your NEET scorecard and college ID.</li>
        <li>We verify your documents and invite you to a short soft-skills interview.</li>
        <li>After training and onboarding, you set up your profile and start taking sessions.</li>
      </ol>
    ),
  },
  {
    id: 'fee',
    title: 'Is there an application fee?',
    body: (
      <p>
        Yes, a one-time application fee
        <FeeAmountSuffix />.
        <FeeWaiverSentence /> The fee is non-refundable, also when an application is not approved.{' '}
        <Link to={ROUTES.becameMentor}>Why we charge it</Link>.
      </p>
    ),
  },
  {
    id: 'prices',
    title: 'Who sets the session prices?',
    body: (
      <p>
        The platform does, per mentor category, so students see fair and consistent prices. Your category
        follows your NEET score: M1 up to 599, M2 600–640, M3 641–680 and M4 681–720. When prices or earnings
        change, we tell you by e-mail.
      </p>
    ),
  },
  {
    id: 'earnings',
    title: 'How much do I earn per session?',
    body: (
      <>
        <p>You earn a fixed amount for every session you complete:</p>
        <EarningsTable />
        <p>
          The earning for the monthly mentorship package is shown on the price card in your wallet. Mentors
          who give 2 hours a day can earn more than {MONTHLY_EARNINGS_CLAIM} a month.
        </p>
      </>
    ),
  },
  {
    id: 'payouts',
    title: 'When and how am I paid?',
    body: (
      <p>
        Earnings collect in your wallet and are paid out on the 5th of every month to the method you choose in
        your wallet: {PAYMENT_METHODS.join(', ')}.
      </p>
    ),
  },
  {
    id: 'requests',
    title: 'How do session requests work?',
    body: (
      <p>
        Accept each request within {MENTOR_ACCEPT_WINDOW_HOURS} hours; a request left longer is cancelled
        automatically and the student is refunded. Once you accept, the chat opens: agree a time with the
        student and share a video-meeting link. After the session, mark it complete with a proof image. A
        monthly package can be completed {MONTHLY_COMPLETION_LOCK_DAYS} days after you accept it.
      </p>
    ),
  },
  {
    id: 'referrals',
    title: 'Is there a referral reward?',
    body: (
      <p>
        Yes. You earn ₹{REFERRAL_REWARD_RUPEES} for each student who joins with your referral code and books
        and completes their first session. The Referrals page of your dashboard shows your code and when the
        programme opens.
      </p>
    ),
  },
  {
    id: 'help',
    title: 'Where can I get help?',
    body: (
      <p>
        Mentors can reach support from the Help page of their dashboard, or at <SupportEmail /> between 09:00
        AM and 09:00 PM.
      </p>
    ),
  },
];

/** /faq-mentors */
export function FaqMentorsPage() {
  return (
    <TextPage
      title="FAQ for Mentors"
      head={PUBLIC_PAGE_TEXT[ROUTES.faqMentors]}
      intro="Eligibility, verification, prices, earnings and payouts: what mentors ask us most."
      sections={SECTIONS}
      action={<ButtonLink to={ROUTES.becameMentor}>Become a mentor</ButtonLink>}
    />
  );
}
