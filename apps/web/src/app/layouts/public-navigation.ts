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
      { to: '/search-mentor', label: 'Find a Mentor' },
      { to: '/webinar-page', label: 'Webinars' },
      { to: '/how-it-works', label: 'How it works' },
      { to: '/faq-students', label: 'FAQ' },
    ],
  },
  {
    label: 'For Mentors',
    links: [
      { to: '/became-mentor', label: 'Became a Mentor' },
      { to: '/why-choose-us', label: 'Why choose us' },
      { to: '/faq-mentors', label: 'FAQ' },
    ],
  },
  {
    label: 'Resources',
    links: [
      { to: '/about-us', label: 'About Us' },
      { to: '/blogs-page', label: 'Blogs' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-condition', label: 'Terms & Conditions' },
      { to: '/refund-policy', label: 'Refund Policy' },
      { to: '/contact-us', label: 'Contact Us' },
    ],
  },
];

/** The footer's information list (spec part 1 §2; "Contact Us" spelled correctly per product rules §1). */
export const FOOTER_INFORMATION_LINKS: NavItem[] = [
  { to: '/became-mentor', label: 'Mentors' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/about-us', label: 'About Us' },
  { to: '/terms-condition', label: 'Terms & Conditions' },
  { to: '/contact-us', label: 'Contact Us' },
];

export const FOOTER_SERVICES = [
  'One-on-One Mentorship',
  'Subject Specific Topic Reviews',
  'Focused Revision Sessions',
  'Progress Tracking and Feedback',
  'Interactive Q&A with NEET Mentors',
];
