import { ROUTES } from '@neetmentor/contract';
import type layout from '../../locales/en/layout.json';

/** A link as the navigation components draw it: its label already in the page's language. */
export interface NavItem {
  to: string;
  label: string;
}

export interface NavGroupItem {
  label: string;
  links: NavItem[];
}

type LinkKey = keyof typeof layout.header.links;
type GroupKey = keyof typeof layout.header.groups;
type ServiceKey = keyof typeof layout.footer.serviceList;

/** A link whose label is a key of the `layout` catalog's `header.links`. */
export interface NavLinkEntry {
  to: string;
  label: LinkKey;
}

export interface NavGroupEntry {
  label: GroupKey;
  links: NavLinkEntry[];
}

/** The header menus of spec part 1 §2, labels as the spec names the routes. */
export const HEADER_NAV_GROUPS: NavGroupEntry[] = [
  {
    label: 'students',
    links: [
      { to: ROUTES.searchMentor, label: 'findMentor' },
      { to: ROUTES.webinar, label: 'webinars' },
      { to: ROUTES.howItWorks, label: 'howItWorks' },
      { to: ROUTES.faqStudents, label: 'faq' },
    ],
  },
  {
    label: 'mentors',
    links: [
      { to: ROUTES.becameMentor, label: 'becomeMentor' },
      { to: ROUTES.whyChooseUs, label: 'whyChooseUs' },
      { to: ROUTES.faqMentors, label: 'faq' },
    ],
  },
  {
    label: 'resources',
    links: [
      { to: ROUTES.about, label: 'about' },
      { to: ROUTES.blogs, label: 'blogs' },
      { to: ROUTES.privacyPolicy, label: 'privacy' },
      { to: ROUTES.terms, label: 'terms' },
      { to: ROUTES.refundPolicy, label: 'refund' },
      { to: ROUTES.contact, label: 'contact' },
    ],
  },
];

/** The footer's information list (spec part 1 §2; "Contact Us" spelled correctly per product rules §1). */
export const FOOTER_INFORMATION_LINKS: NavLinkEntry[] = [
  { to: ROUTES.becameMentor, label: 'mentors' },
  { to: ROUTES.refundPolicy, label: 'refund' },
  { to: ROUTES.privacyPolicy, label: 'privacy' },
  { to: ROUTES.about, label: 'about' },
  { to: ROUTES.terms, label: 'terms' },
  { to: ROUTES.contact, label: 'contact' },
];

export const FOOTER_SERVICES: readonly ServiceKey[] = [
  'mentorship',
  'topicReviews',
  'revision',
  'progress',
  'questions',
];
