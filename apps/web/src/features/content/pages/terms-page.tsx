import { Link } from 'react-router';
import {
  PUBLIC_PAGE_TEXT,
  MENTOR_ACCEPT_WINDOW_HOURS,
  MONTHLY_COMPLETION_LOCK_DAYS,
  ROUTES,
} from '@neetmentor/contract';
import { FeeAmountSuffix, FeeWaiverSentence } from '../../../components/fee-amount.tsx';
import { BrandName } from '../components/site-details.tsx';
import { SupportEmail } from '../components/support-email.tsx';
import { TextPage, type TextSection } from '../components/text-page.tsx';
import { MINIMUM_AGE } from '../policy-facts.ts';

const SECTIONS: TextSection[] = [
  {
    id: 'acceptance',
    title: 'About these terms',
    body: (
      <>
        <p>
          <BrandName /> is an online marketplace where students preparing for NEET find, book and chat with
          mentors: MBBS students who cleared NEET with a strong result. These terms apply to everyone who uses
          the website: visitors, students and mentors.
        </p>
        <p>
          By creating an account, booking a session or applying as a mentor you agree to these terms, to our{' '}
          <Link to={ROUTES.privacyPolicy}>Privacy Policy</Link> and to our{' '}
          <Link to={ROUTES.refundPolicy}>Refund Policy</Link>. If you do not agree, please do not use the
          platform.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use the platform',
    body: (
      <p>
        You must be at least {MINIMUM_AGE} years old to create an account. If you are younger than{' '}
        {MINIMUM_AGE}, you may use the platform only with the consent of a parent or legal guardian, who
        accepts these terms on your behalf and is responsible for your use of the platform.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>Give accurate details when you sign up and keep them up to date.</li>
        <li>
          Verify your e-mail address with the one-time code we send; unverified sign-ups are removed after a
          day.
        </li>
        <li>
          Keep your password to yourself. You are responsible for what happens under your account; tell us at
          once at <SupportEmail /> if you think someone else has used it.
        </li>
        <li>One person, one account. Accounts cannot be sold, shared or transferred.</li>
      </ul>
    ),
  },
  {
    id: 'mentors',
    title: 'Mentor qualification and verification',
    body: (
      <>
        <p>
          Mentors must be currently pursuing an MBBS degree and must have cleared NEET with a strong
          performance. Every applicant submits their NEET scorecard and college ID, which we verify, and takes
          part in a short soft-skills interview before their profile is approved. Only verified mentors can
          log in and be booked.
        </p>
        <p>
          Applicants pay a one-time application fee
          <FeeAmountSuffix />.
          <FeeWaiverSentence /> The fee is non-refundable, including when an application is not approved. We
          may deactivate a mentor who no longer meets these requirements or who breaks these terms.
        </p>
      </>
    ),
  },
  {
    id: 'bookings',
    title: 'Packages, bookings and sessions',
    body: (
      <>
        <p>
          The platform, not the mentor, sets the packages and their prices for each mentor category. The price
          you pay is the one shown on the mentor’s profile when you book.
        </p>
        <ol>
          <li>
            You book a package while logged in as a student and pay for it (free packages need no payment).
          </li>
          <li>
            The session stays <strong>pending</strong> until the mentor approves it. Mentors must approve
            within {MENTOR_ACCEPT_WINDOW_HOURS} hours. If they do not, the booking is cancelled automatically
            and any payment is refunded in full.
          </li>
          <li>
            Once approved, the session is <strong>active</strong>. You are notified by e-mail and on the
            platform, you agree a date and time with your mentor in the built-in chat, and the mentor shares a
            video-meeting link.
          </li>
          <li>
            After the session the mentor marks it <strong>complete</strong> and you can rate it out of 5 and
            write a review. A monthly package can be marked complete only {MONTHLY_COMPLETION_LOCK_DAYS} days
            after approval.
          </li>
        </ol>
        <p>Chat between a student and a mentor is open only while they share an active session.</p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Payments are made in Indian rupees through a secure payment gateway. We never see or store your card
        details. Refunds, when due, go back to the original payment method as set out in the{' '}
        <Link to={ROUTES.refundPolicy}>Refund Policy</Link>. Mentors are paid their earnings monthly, on the
        5th of each month.
      </p>
    ),
  },
  {
    id: 'conduct',
    title: 'How we expect you to behave',
    body: (
      <ul>
        <li>
          Be respectful, honest and punctual with each other. Harassment, threats and abusive language are not
          allowed.
        </li>
        <li>
          Do not impersonate anyone, post false information about your scores or studies, or write fake
          reviews.
        </li>
        <li>Do not share other people’s personal details, or content you have no right to share.</li>
        <li>Do not send spam, try to break into accounts, or interfere with how the platform works.</li>
        <li>
          Mentors give guidance from their own experience; they must not promise ranks, results or admissions.
        </li>
      </ul>
    ),
  },
  {
    id: 'content',
    title: 'Content on the platform',
    body: (
      <>
        <p>
          Blogs, webinars, mentor advice and other material on the platform are for guidance only. They are
          not official information about NEET; always check the official notices of the exam authority.
        </p>
        <p>
          You keep the rights to what you write, such as messages and reviews, and you allow us to store and
          show it on the platform to run the service. We may remove content that breaks these terms. The
          platform’s design, text and logo belong to <BrandName /> and may not be copied without permission.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          Mentorship helps you prepare, but it cannot guarantee a score, a rank or a seat. Mentors share
          guidance from their own experience and are responsible for the advice they give.
        </p>
        <p>
          We work to keep the platform available and secure but cannot promise it will always be free of
          interruptions or errors. To the extent the law allows, our total liability for any claim about a
          booking is limited to the amount you paid for that booking, and we are not liable for indirect
          losses.
        </p>
      </>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspension and closing accounts',
    body: (
      <p>
        We may suspend or close an account that breaks these terms, after looking into the matter. You may ask
        us to close your account at any time by writing to <SupportEmail />.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'Dispute resolution',
    body: (
      <ol>
        <li>
          <strong>Talk to us first.</strong> Write to <SupportEmail /> and we will try in good faith to settle
          the matter with you within 30 days.
        </li>
        <li>
          <strong>Mediation.</strong> If that does not work, either side may refer the dispute to mediation,
          which aims to reach a settlement within 60 days. The costs of mediation are shared equally.
        </li>
        <li>
          <strong>Arbitration.</strong> If mediation fails, the dispute is settled by binding arbitration
          under the Arbitration and Conciliation Act, 1996. The arbitration is held in English, in Jammu and
          Kashmir.
        </li>
      </ol>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the platform grows. When a change matters to you, we will announce it on
        the platform or by e-mail before it takes effect. Using the platform after that means you accept the
        updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Write to <SupportEmail /> or use the{' '}
        <Link to={ROUTES.contact}>contact form</Link>. We reply between 09:00 AM and 09:00 PM.
      </p>
    ),
  },
];

/** /terms-condition */
export function TermsPage() {
  return (
    <TextPage
      title="Terms & Conditions"
      head={PUBLIC_PAGE_TEXT[ROUTES.terms]}
      intro="The rules that apply when you use the platform, book a session or mentor students."
      sections={SECTIONS}
    />
  );
}
