import { Link } from 'react-router';
import { PUBLIC_PAGE_TEXT, MENTOR_ACCEPT_WINDOW_HOURS, ROUTES } from '@neetmentor/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { TextPage, type TextSection } from '../components/text-page.tsx';
import { REFUND_DAYS } from '../policy-facts.ts';

const SECTIONS: TextSection[] = [
  {
    id: 'find',
    title: '1. Find your mentor',
    body: (
      <p>
        Browse verified MBBS mentors on <Link to={ROUTES.searchMentor}>Find a Mentor</Link>. Filter by state,
        NEET score category, gender, attempts, exam year and budget, and open a profile to see the mentor’s
        college, score, languages, reviews and packages.
      </p>
    ),
  },
  {
    id: 'book',
    title: '2. Book and pay',
    body: (
      <p>
        Log in as a student, choose a package and pay through our secure payment gateway. Free packages, like
        an intro call, are booked straight away.
      </p>
    ),
  },
  {
    id: 'approval',
    title: `3. Your mentor approves within ${MENTOR_ACCEPT_WINDOW_HOURS} hours`,
    body: (
      <p>
        Your booking is pending until the mentor approves it. If the mentor does not approve within{' '}
        {MENTOR_ACCEPT_WINDOW_HOURS} hours, the booking is cancelled automatically and you are refunded in
        full, usually within {REFUND_DAYS}.
      </p>
    ),
  },
  {
    id: 'notified',
    title: '4. You are notified',
    body: (
      <p>
        Once approved, the session becomes active. We let you know by e-mail and on the platform, and the chat
        with your mentor opens.
      </p>
    ),
  },
  {
    id: 'plan',
    title: '5. Plan it in the chat',
    body: (
      <p>
        Use the built-in chat to agree a date and time that suits you both. Your mentor shares a video-meeting
        link for the session. Share your questions and recent test scores beforehand so the time is well
        spent.
      </p>
    ),
  },
  {
    id: 'session',
    title: '6. Meet your mentor',
    body: (
      <p>
        Join the video call at the agreed time. Your mentor reviews where you stand, answers your questions
        and helps you plan what comes next.
      </p>
    ),
  },
  {
    id: 'complete',
    title: '7. The session is marked complete',
    body: (
      <p>
        After the session your mentor marks it complete, and it moves to Completed Sessions in your profile.
      </p>
    ),
  },
  {
    id: 'rate',
    title: '8. Rate and review',
    body: (
      <p>
        Rate the session out of 5 stars and, if you like, write a detailed review. Your feedback helps the
        mentor and guides other students.
      </p>
    ),
  },
  {
    id: 'again',
    title: 'Book again next month',
    body: (
      <p>
        We advise booking once a month: enough to keep your plan on track and to measure your progress,
        without taking time from your own study. Questions? See the{' '}
        <Link to={ROUTES.faqStudents}>FAQ for students</Link>.
      </p>
    ),
  },
];

/** /how-it-works: the session flow of spec part 1 §1, step by step. */
export function HowItWorksPage() {
  return (
    <TextPage
      title="How It Works"
      head={PUBLIC_PAGE_TEXT[ROUTES.howItWorks]}
      intro="From choosing a mentor to rating your session: what happens at each step."
      sections={SECTIONS}
      action={<ButtonLink to={ROUTES.searchMentor}>Find a Mentor</ButtonLink>}
    />
  );
}
