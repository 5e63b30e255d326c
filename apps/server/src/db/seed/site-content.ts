/** Fixed copy for the demo data: testimonials, updates, reviews, chat lines and profile text. */

export const TESTIMONIALS = [
  {
    name: 'Sana Mir',
    message:
      'My mentor helped me fix my Physics strategy two months before the exam. The weekly check-ins on chat kept me honest, and my mock scores went up by more than 80 marks.',
  },
  {
    name: 'Rohit Yadav',
    message:
      'As a dropper I needed someone who had been through it. My mentor shared exactly how she planned her second attempt, and that structure made all the difference for me.',
  },
  {
    name: 'Keerthana Subramanian',
    message:
      'The free intro call alone was worth it. We found that my Biology was strong but my time management was not, and the monthly package helped me practise full papers properly.',
  },
  {
    name: 'Aditya Kulkarni',
    message:
      'Booking was simple, the mentor replied within hours and every session ended with a clear list of what to do next. I felt I was never preparing alone.',
  },
  {
    name: 'Fatima Khan',
    message:
      'I was scared of Organic Chemistry. My mentor taught me to think in mechanisms instead of memorising, and now it is the section I finish first.',
  },
  {
    name: 'Harpreet Kaur',
    message:
      'Real advice from someone who is studying MBBS right now. The tips on revision and sleep in the last 60 days helped me stay calm on exam day.',
  },
] as const;

export const ADMIN_UPDATES = [
  'Welcome to the mentor community! Please complete your profile with a clear photo, your languages and a short about section so students can find you easily.',
  'Reminder: session requests must be accepted within 24 hours. Requests that are not accepted in time are cancelled automatically and the student is refunded in full.',
  'Payouts for last month’s completed sessions will be processed on the 5th. Please make sure your payment details in the Wallet section are correct.',
  'Monthly Mentorship Package sessions can be marked complete only 30 days after approval. Please keep the chat active with your student throughout the month.',
  'Please share the video meeting link through the chat only, and upload a clear screenshot of the session as proof when you mark it complete.',
] as const;

export const REVIEWS = [
  'Very patient and clear. Helped me build a realistic weekly timetable.',
  'Explained how to analyse mock tests properly. My negative marking dropped a lot.',
  'Great session on NCERT Biology diagrams and how questions are framed from them.',
  'Gave me a practical plan for Physics numericals. Highly recommended.',
  'Friendly and honest about what to improve. The session felt personal, not generic.',
  'Cleared all my doubts about Organic reaction mechanisms in one hour.',
  'Shared their own dropper-year routine, which motivated me a lot.',
  'Helpful tips on managing time in the exam hall and choosing the order of sections.',
  'Good session overall, would have liked a bit more time on Chemistry.',
  'Responded quickly on chat and followed up after the session with resources.',
] as const;

export const ABOUT_OPENERS = [
  'I know how overwhelming NEET preparation can feel, because I was in the same place not long ago.',
  'Cracking NEET was the result of steady habits more than long hours, and I love helping aspirants build those habits.',
  'I enjoy breaking down difficult chapters into simple steps that aspirants can practise every day.',
  'Mentoring juniors has become my favourite part of medical college life.',
] as const;

export const ABOUT_STRENGTHS = [
  'My strongest area is Biology, especially Human Physiology and Genetics, and I can show you how to read NCERT line by line.',
  'I focus on Physics problem solving and on building speed with a clean error log.',
  'I help students plan revision cycles and analyse mock tests so every test leads to a concrete next step.',
  'Chemistry was my scoring subject, and I teach Organic through mechanisms rather than rote memorisation.',
  'I work a lot with droppers on structure, motivation and exam-day strategy.',
] as const;

export const ABOUT_CLOSERS = [
  'Book a free intro call and we will find out together what your next month should look like.',
  'Expect honest feedback, a clear plan and regular check-ins on chat.',
  'Let us make your preparation calmer, smarter and more consistent.',
] as const;

/** Alternating chat lines, student first; placeholders are filled per conversation. */
export const CHAT_SCRIPTS: readonly (readonly string[])[] = [
  [
    'Hi {mentor}, I just booked the {package}. When would be a good time for you?',
    'Hi {student}! Thanks for booking. Would Saturday at 6:00 PM work for you?',
    'Yes, Saturday 6 PM is perfect. Should I prepare anything before the call?',
    'Please keep your last two mock test scorecards ready and list the chapters you find hardest.',
    'Done. Physics mechanics and Organic conversions are my weakest right now.',
    'Great, we will start with those. I will share the video meeting link here 10 minutes before we begin.',
  ],
  [
    'Hello {mentor}, thank you for accepting my request!',
    'Hi {student}, happy to help. Tell me a little about your current preparation.',
    'I am in class 12 and I score around 520 in mocks. Biology is fine but Chemistry is weak.',
    'That is a good base. In our session we will make a Chemistry plan split into Physical, Organic and Inorganic.',
    'Sounds good. Is Sunday morning possible?',
    'Sunday 10:30 AM works. I will send the meeting link here before we start.',
  ],
  [
    'Hi {mentor}, when can we have our session?',
    'Hi {student}! How about tomorrow at 7:00 PM?',
    'Tomorrow works. Thank you!',
    'See you then. Keep a notebook ready for the action plan.',
    'Thank you for the session, it was really helpful!',
    'Glad it helped. Follow the weekly plan and message me after your next mock test.',
  ],
];

export const NOTIFICATION_TEXT = {
  welcomeStudent:
    'Welcome aboard! Your e-mail is verified. Browse mentors and book a free intro call to get started.',
  welcomeMentor:
    'Congratulations! Your mentor application has been approved. You can now accept session requests.',
  payout: (amount: string) => `A payout of ${amount} has been cleared to your account.`,
  newRequest: (username: string, packageName: string) =>
    `New session request from ${username} for ${packageName}. Please accept it within 24 hours.`,
  rating: (username: string, rating: number) => `${username} rated your session ${rating} out of 5.`,
  referral: (amount: string) =>
    `Referral reward of ${amount} credited: a student you referred completed their first paid session.`,
  accepted: (mentorId: string, packageName: string) =>
    `Your session request for ${packageName} has been accepted by ${mentorId}. Say hello in the chat!`,
  completed: (mentorId: string) => `Your session with ${mentorId} is complete. Please rate your mentor.`,
  purchased: (packageName: string, amount: string) =>
    `Payment of ${amount} received for ${packageName}. Your mentor has 24 hours to accept.`,
  refunded: (mentorId: string, amount: string) =>
    `Your session with ${mentorId} was cancelled because it was not accepted within 24 hours. A full refund of ${amount} has been processed.`,
} as const;

export const WEBINAR_CONTENT_HTML = `<h2>Free Live Webinar: Your Last-Months Strategy for NEET</h2>
<p>Join MBBS mentors who cracked NEET recently for a free, interactive session on planning the final months of preparation.</p>
<ul>
<li><strong>Revision cycles</strong> that cover the whole syllabus without burning out</li>
<li><strong>Mock test analysis</strong>: turning every test into next week’s plan</li>
<li><strong>NCERT Biology</strong>: reading diagrams, tables and exceptions the way examiners do</li>
<li><strong>Live Q&amp;A</strong> with mentors from AIIMS, MAMC and other top colleges</li>
</ul>
<p>Register below and we will e-mail you the joining details before the webinar.</p>`;

export const CUSTOM_REFERRALS = [
  { organisationName: 'Valley Science Academy, Sopore', code: 'VALLEY2026' },
  { organisationName: 'Bright Future Coaching Centre, Kota', code: 'BRIGHTKOTA' },
] as const;

export const NEWSLETTER_EMAILS = [
  'zoya.naqash@example.com',
  'arjun.pillai@example.com',
  'meera.joshi@example.com',
] as const;

export const CONTACT_MESSAGES = [
  {
    name: 'Rakesh Gupta',
    email: 'rakesh.gupta@example.com',
    message:
      'My daughter is in class 11. Can she book a mentor now, or is the platform only for class 12 and droppers?',
  },
  {
    name: 'Tanvi Deshmukh',
    email: 'tanvi.deshmukh@example.com',
    message:
      'I paid for a session yesterday and the mentor has not accepted yet. How does the 24-hour refund work?',
  },
] as const;
