import { Link } from 'react-router';
import { PUBLIC_PAGE_TEXT, ROUTES } from '@neetmentor/contract';
import { BrandName } from '../components/site-details.tsx';
import { SupportEmail } from '../components/support-email.tsx';
import { TextPage, type TextSection } from '../components/text-page.tsx';
import { MINIMUM_AGE } from '../policy-facts.ts';

const SECTIONS: TextSection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address and password (stored only as a secure
          hash), and what you add to your profile, such as username, phone number, class, gender and profile
          picture.
        </li>
        <li>
          <strong>Mentor applications:</strong> city, state, NEET score and exam year, attempts, year of
          education, medical college, contact number, and two documents: the NEET scorecard and the college
          ID.
        </li>
        <li>
          <strong>Bookings and payments:</strong> which package you booked, with whom and when. Payments are
          handled by our payment gateway; we receive the payment’s reference and status, and we never see or
          store your card details.
        </li>
        <li>
          <strong>Chat messages</strong> between students and mentors, and the ratings and reviews students
          give.
        </li>
        <li>
          <strong>Forms you send us:</strong> webinar registrations, newsletter subscriptions and contact
          messages.
        </li>
        <li>
          <strong>Usage logs:</strong> technical records such as the time of a request, the page asked for and
          the network address, kept to run the service securely and to investigate problems.
        </li>
      </ul>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it',
    body: (
      <ul>
        <li>To create and secure your account and let you sign in.</li>
        <li>To show mentor profiles, take bookings and payments, and process refunds.</li>
        <li>To verify that every mentor is a genuine MBBS student who cleared NEET.</li>
        <li>To let students and mentors chat during their sessions and to send the notices about them.</li>
        <li>To answer your messages, send webinar details and, if you subscribed, our newsletter.</li>
        <li>To keep the platform safe: preventing abuse, fraud and unauthorised access.</li>
      </ul>
    ),
  },
  {
    id: 'visible',
    title: 'Who can see what',
    body: (
      <>
        <p>
          Students see a mentor’s public profile: name, photo, college, state, NEET score and rank, languages,
          about text, packages and reviews. A mentor’s e-mail address, phone number and wallet are never shown
          publicly.
        </p>
        <p>
          A mentor’s NEET scorecard and college ID are visible <strong>only to our admins</strong> (and to the
          mentor who uploaded them), for verification. Chat messages are visible only to the student and the
          mentor in the conversation.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing with others',
    body: (
      <p>
        We do not sell your data. We share it only with the services that help us run the platform: the{' '}
        <strong>payment gateway</strong> that processes payments and refunds, and the{' '}
        <strong>e-mail provider</strong> that delivers our messages. We disclose information to authorities
        only when the law requires it.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account, booking and chat records are kept while your account is open.</li>
        <li>Sign-ups that never verify their e-mail address are deleted after 24 hours.</li>
        <li>Payment and refund records are kept as long as tax and accounting law requires.</li>
        <li>
          When you ask us to delete your account, we delete or anonymise your personal data, except what the
          law asks us to keep.
        </li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Passwords are stored only as hashes, never as text. Connections to the site are encrypted. Logging out
        ends your session at once, and changing your password signs you out on every other device. Access to
        documents and admin tools is limited to the people who need it.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        You can ask to see the personal data we hold about you, to correct it, or to delete it. Most details
        can be edited in your profile; for anything else, write to <SupportEmail /> from the address on your
        account and we will act on your request. Write to the same address to stop receiving the newsletter.
      </p>
    ),
  },
  {
    id: 'minors',
    title: 'Students under 16',
    body: (
      <p>
        The platform is meant for users aged {MINIMUM_AGE} or older. Younger students may use it only with the
        consent of a parent or guardian, who can contact us about the student’s data at any time.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        <BrandName /> is responsible for your data. Questions or requests: <SupportEmail />, or the{' '}
        <Link to={ROUTES.contact}>contact form</Link>.
      </p>
    ),
  },
];

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return (
    <TextPage
      title="Privacy Policy"
      head={PUBLIC_PAGE_TEXT[ROUTES.privacyPolicy]}
      intro="What personal data we collect, why we need it, who can see it and the choices you have."
      sections={SECTIONS}
    />
  );
}
