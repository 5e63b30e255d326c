import type { SiteConfig } from './api/public-content.ts';

/** Defaults used when the server is not configured otherwise; the server injects the live values into the page. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  brandName: 'NEET Mentor Connect',
  supportEmail: 'support@neetmentorconnect.in',
  whatsappNumber: '919000000000',
  postalAddress: 'Main Road, Sopore, Baramulla, Jammu and Kashmir, India - 193201',
  social: {
    instagram: 'https://www.instagram.com/neetmentorconnect',
    whatsapp: 'https://wa.me/919000000000',
    linkedin: 'https://www.linkedin.com/company/neetmentorconnect',
    youtube: 'https://www.youtube.com/@neetmentorconnect',
  },
  signIn: { googleClientId: null, linkedin: false },
};
