/** Fixed marketing copy of the home page (spec part 1 §1 and §9). */

export const HERO_STATS = [
  { value: '100+', label: 'Current Mentors' },
  { value: '200+', label: 'Current Students' },
  { value: '100+', label: 'Completed Sessions' },
];

export const FEATURED_SERIES = [
  'One-on-One Mentorship with NEET Toppers',
  'Proven NEET Preparation Strategies',
  'Customized Roadmap for NEET Success',
  'Subject Specific Topic Reviews',
  'Real-Life NEET Success Stories',
  'Up-to-Date NEET Exam Insights',
  'Focused Revision Sessions',
  'Interactive Q&A with NEET Experts',
  'Progress Tracking and Feedback',
];

export const FAQ_ENTRIES = [
  {
    question: 'Who are the mentors?',
    answer:
      'Every mentor is a current MBBS student who cleared NEET with a strong score. We check each mentor’s NEET score card and college ID and hold a short interview before their profile goes live.',
  },
  {
    question: 'How does booking a session work?',
    answer:
      'Choose a mentor, pick a package and pay through our secure payment gateway. Your mentor approves the request within 24 hours, then you agree on a date and time in the built-in chat and your mentor shares a video-call link.',
  },
  {
    question: 'What if my mentor does not approve my session in time?',
    answer:
      'If a mentor does not approve your request within 24 hours, the session is cancelled automatically and you get a full refund to your original payment method, usually within 7 to 10 business days.',
  },
  {
    question: 'Are the webinars really free?',
    answer:
      'Yes. Our webinars on NEET strategy, revision and exam-day preparation are free. Open the Webinars page, enter your name and e-mail address, and we will send you the details.',
  },
];
