import { ROUTES } from '@neetmentor/contract';
export interface NavItem {
  to: string;
  label: string;
}

export interface NavGroupItem {
  label: string;
  links: NavItem[];
}

/** The header menus of spec part 1 §2, labels as the spec names the routes. */
export const HEADER_NAV_GROUPS: NavGroupItem[] = [
  {
    label: 'For Students',
    links: [
      { to: ROUTES.searchMentor, label: 'Find a Mentor' },
      { to: ROUTES.webinar, label: 'Webinars' },
      { to: ROUTES.howItWorks, label: 'How it works' },
      { to: ROUTES.faqStudents, label: 'FAQ' },
    ],
  },
  {
    label: 'For Mentors',
    links: [
      { to: ROUTES.becameMentor, label: 'Became a Mentor' },
      { to: ROUTES.whyChooseUs, label: 'Why choose us' },
      { to: ROUTES.faqMentors, label: 'FAQ' },
    ],
  },
  {
    label: 'Resources',
    links: [
      { to: ROUTES.about, label: 'About Us' },
      { to: ROUTES.blogs, label: 'Blogs' },
      { to: ROUTES.privacyPolicy, label: 'Privacy Policy' },
      { to: ROUTES.terms, label: 'Terms & Conditions' },
      { to: ROUTES.refundPolicy, label: 'Refund Policy' },
      { to: ROUTES.contact, label: 'Contact Us' },
    ],
  },
];

/** The footer's information list (spec part 1 §2; "Contact Us" spelled correctly per product rules §1). */
export const FOOTER_INFORMATION_LINKS: NavItem[] = [
  { to: ROUTES.becameMentor, label: 'Mentors' },
  { to: ROUTES.refundPolicy, label: 'Refund Policy' },
  { to: ROUTES.privacyPolicy, label: 'Privacy Policy' },
  { to: ROUTES.about, label: 'About Us' },
  { to: ROUTES.terms, label: 'Terms & Conditions' },
  { to: ROUTES.contact, label: 'Contact Us' },
];

export const FOOTER_SERVICES = [
  'One-on-One Mentorship',
  'Subject Specific Topic Reviews',
  'Focused Revision Sessions',
  'Progress Tracking and Feedback',
  'Interactive Q&A with NEET Mentors',
];
