import { Link } from 'react-router';
import {
  PUBLIC_PAGE_TEXT,
  MENTOR_ACCEPT_WINDOW_HOURS,
  REFERRAL_REWARD_RUPEES,
  ROUTES,
} from '@neetmentor/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { TextPage, type TextSection } from '../components/text-page.tsx';
import { MONTHLY_EARNINGS_CLAIM } from '../policy-facts.ts';

const SECTIONS: TextSection[] = [
  {
    id: 'difference',
    title: 'Make a real difference',
    body: (
      <p>
        You cleared NEET recently, so you know exactly what aspirants are going through. One honest
        conversation with someone who has been there can change how a student prepares. Your experience is
        worth sharing.
      </p>
    ),
  },
  {
    id: 'earn',
    title: 'Earn while you study',
    body: (
      <p>
        You earn a fixed amount for every completed session, paid out on the 5th of every month. Mentors who
        give 2 hours a day can earn more than {MONTHLY_EARNINGS_CLAIM} a month, without taking time away from
        college.
      </p>
    ),
  },
  {
    id: 'flexible',
    title: 'Your time, your schedule',
    body: (
      <p>
        You accept session requests within {MENTOR_ACCEPT_WINDOW_HOURS} hours and agree the date and time with
        each student in the chat, so sessions fit around lectures, postings and exams.
      </p>
    ),
  },
  {
    id: 'prices',
    title: 'Fair prices, set for you',
    body: (
      <p>
        The platform sets the packages and prices for your category, based on your NEET score. No haggling
        with students and no marketing of your own: students find you through search, filters and featured
        profiles.
      </p>
    ),
  },
  {
    id: 'trust',
    title: 'A verified community students trust',
    body: (
      <p>
        Every mentor is verified with their NEET scorecard, college ID and an interview. Students know they
        are talking to genuine MBBS students, and your reviews build your reputation session after session.
      </p>
    ),
  },
  {
    id: 'tools',
    title: 'Everything in one dashboard',
    body: (
      <p>
        Session requests, active sessions, chat, notifications, your wallet with payout details and platform
        updates all live in your mentor dashboard, with support a message away.
      </p>
    ),
  },
  {
    id: 'skills',
    title: 'Skills that last',
    body: (
      <p>
        Explaining, listening and guiding are skills every good doctor needs. Mentoring lets you practise them
        with real students while you study.
      </p>
    ),
  },
  {
    id: 'referrals',
    title: 'Referral rewards',
    body: (
      <p>
        Invite students with your own referral code and earn ₹{REFERRAL_REWARD_RUPEES} for every referred
        student who completes their first session.
      </p>
    ),
  },
  {
    id: 'start',
    title: 'Ready to start?',
    body: (
      <p>
        See <Link to={ROUTES.becameMentor}>how to become a mentor</Link> or read the{' '}
        <Link to={ROUTES.faqMentors}>FAQ for mentors</Link>.
      </p>
    ),
  },
];

/** /why-choose-us: why MBBS students mentor with us (the page sits under "For Mentors"). */
export function WhyChooseUsPage() {
  return (
    <TextPage
      title="Why Mentor With Us"
      head={PUBLIC_PAGE_TEXT[ROUTES.whyChooseUs]}
      intro="Guide NEET aspirants, share what worked for you and earn while you study."
      sections={SECTIONS}
      action={<ButtonLink to={ROUTES.becameMentor}>Become a mentor</ButtonLink>}
    />
  );
}
