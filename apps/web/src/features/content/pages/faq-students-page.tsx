import { Link } from 'react-router';
import { PUBLIC_PAGE_TEXT, MENTOR_ACCEPT_WINDOW_HOURS, ROUTES } from '@neetmentor/contract';
import { SupportEmail } from '../components/support-email.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { TextPage, type TextSection } from '../components/text-page.tsx';
import { CANCELLATION_SUBJECT, REFUND_DAYS } from '../policy-facts.ts';

const SECTIONS: TextSection[] = [
  {
    id: 'who-are-mentors',
    title: 'Who are the mentors?',
    body: (
      <p>
        Current MBBS students who cleared NEET with a strong score. We verify each mentor’s NEET scorecard and
        college ID and interview them before their profile goes live.
      </p>
    ),
  },
  {
    id: 'choose',
    title: 'How do I choose a mentor?',
    body: (
      <p>
        On <Link to={ROUTES.searchMentor}>Find a Mentor</Link> you can search by name and filter by NEET exam
        year, category (the mentor’s NEET score band), state, gender, number of NEET attempts and your budget
        for a 60-minute session. Each profile shows the mentor’s college, score, languages and reviews from
        other students.
      </p>
    ),
  },
  {
    id: 'book',
    title: 'How do I book a session?',
    body: (
      <ol>
        <li>Log in as a student (or sign up; it is free).</li>
        <li>Open a mentor’s profile and pick a package.</li>
        <li>Pay through our secure payment gateway. Free packages, such as an intro call, book directly.</li>
      </ol>
    ),
  },
  {
    id: 'after-booking',
    title: 'What happens after I book?',
    body: (
      <p>
        Your session is pending until the mentor approves it, which they must do within{' '}
        {MENTOR_ACCEPT_WINDOW_HOURS} hours. Once approved it becomes active and you are notified by e-mail and
        on the platform. You then agree a date and time with your mentor in the built-in chat, and the mentor
        shares a video-meeting link.
      </p>
    ),
  },
  {
    id: 'not-approved',
    title: `What if the mentor does not approve within ${MENTOR_ACCEPT_WINDOW_HOURS} hours?`,
    body: (
      <p>
        The booking is cancelled automatically and you get a full refund to your original payment method,
        usually within {REFUND_DAYS}. You do not have to ask for it.
      </p>
    ),
  },
  {
    id: 'cancel',
    title: 'Can I cancel a booking?',
    body: (
      <p>
        Yes, for a full refund, as long as the mentor has not approved it yet. E-mail{' '}
        <SupportEmail subject={CANCELLATION_SUBJECT} /> with the subject “{CANCELLATION_SUBJECT}” and your
        booking ID, the mentor’s name and the session date. After approval a booking cannot be refunded except
        in an emergency. If your mentor becomes unavailable, we help you pick another one, and refund you if
        you decline. The <Link to={ROUTES.refundPolicy}>Refund Policy</Link> has the details.
      </p>
    ),
  },
  {
    id: 'chat',
    title: 'When can I chat with my mentor?',
    body: (
      <p>
        While your session is active: from the mentor’s approval until the session is marked complete. You can
        still read the conversation afterwards; to talk again, book another session.
      </p>
    ),
  },
  {
    id: 'rate',
    title: 'How do I rate my mentor?',
    body: (
      <p>
        When your mentor marks the session complete, open <strong>Completed Sessions</strong> in your profile
        and rate it out of 5 stars. You can add a written review too; it appears on the mentor’s profile and
        helps other students choose.
      </p>
    ),
  },
  {
    id: 'how-often',
    title: 'How often should I book?',
    body: (
      <p>
        We suggest once a month. A monthly session gives your mentor time to see how your plan is working and
        to adjust it, without taking time away from your own study.
      </p>
    ),
  },
  {
    id: 'webinars',
    title: 'Are the webinars free?',
    body: (
      <p>
        Yes. Register on the <Link to={ROUTES.webinar}>Webinars</Link> page with your name and e-mail address
        and we will send you the details. Questions we have not answered here? Write to <SupportEmail />.
      </p>
    ),
  },
];

/** /faq-students */
export function FaqStudentsPage() {
  return (
    <TextPage
      title="FAQ for Students"
      head={PUBLIC_PAGE_TEXT[ROUTES.faqStudents]}
      intro="Booking, approval, refunds, chat and ratings: the questions students ask us most."
      sections={SECTIONS}
      action={<ButtonLink to={ROUTES.searchMentor}>Find a Mentor</ButtonLink>}
    />
  );
}
