import { Link } from 'react-router';
import { PUBLIC_PAGE_TEXT, ROUTES } from '@neetmentor/contract';
import { BrandName, PostalAddress } from '../components/site-details.tsx';
import { SupportEmail } from '../components/support-email.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { TextPage, type TextSection } from '../components/text-page.tsx';

const SECTIONS: TextSection[] = [
  {
    id: 'why',
    title: 'Why we started',
    body: (
      <>
        <p>
          Online coaching has made lectures, notes and test series available to every NEET aspirant. What it
          rarely offers is personalised guidance: someone who looks at your preparation, understands where you
          are stuck and tells you honestly what to do next.
        </p>
        <p>
          Mentorship supplies exactly that. <BrandName /> connects aspirants with MBBS students who sat the
          same exam a few years ago, remember what worked and what did not, and can guide you one on one.
        </p>
      </>
    ),
  },
  {
    id: 'mentors',
    title: 'Who our mentors are',
    body: (
      <p>
        Every mentor is a current MBBS student who cleared NEET with a strong performance. Before a profile
        goes live, we check the mentor’s NEET scorecard and college ID and hold a short interview on how they
        communicate and guide. Each profile shows the mentor’s college, NEET score, languages and the reviews
        of students they have helped, so you can choose someone you relate to.
      </p>
    ),
  },
  {
    id: 'offer',
    title: 'What we offer',
    body: (
      <ul>
        <li>
          <strong>One-on-one mentorship</strong> with a mentor who cracked NEET: a plan that fits your
          strengths, weaknesses and the time you have left.
        </li>
        <li>
          <strong>Subject-specific topic review</strong> for the chapters you find hardest in Physics,
          Chemistry and Biology.
        </li>
        <li>
          <strong>Focused revision sessions</strong> that turn the last weeks and months into a structured
          revision plan.
        </li>
        <li>
          <strong>Progress tracking</strong> across sessions, so you and your mentor can see what is improving
          and what needs more work.
        </li>
        <li>
          <strong>Interactive Q/A</strong> in live sessions and free webinars, where you can ask what books
          and lectures do not answer.
        </li>
      </ul>
    ),
  },
  {
    id: 'how',
    title: 'How it works',
    body: (
      <p>
        Find a mentor by state, NEET score, gender and budget, book a package, and plan your session with the
        mentor in the built-in chat. Read the full <Link to={ROUTES.howItWorks}>step-by-step guide</Link>, or
        start with our <Link to={ROUTES.webinar}>free webinar</Link> and the{' '}
        <Link to={ROUTES.blogs}>NEET success guide</Link>.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Get in touch',
    body: (
      <p>
        We are based at <PostalAddress />. Write to <SupportEmail /> or use the{' '}
        <Link to={ROUTES.contact}>contact form</Link>; we reply between 09:00 AM and 09:00 PM.
      </p>
    ),
  },
];

/** /about-us */
export function AboutPage() {
  return (
    <TextPage
      title="About Us"
      head={PUBLIC_PAGE_TEXT[ROUTES.about]}
      intro="We connect NEET aspirants with MBBS students who cracked the exam, for the personal guidance coaching alone cannot give."
      sections={SECTIONS}
      action={<ButtonLink to={ROUTES.searchMentor}>Find a Mentor</ButtonLink>}
    />
  );
}
