import { useSiteConfig } from '../../../lib/site-config.ts';

/** The support address from the site configuration, as a mail link (optionally with a subject). */
export function SupportEmail({ subject }: { subject?: string }) {
  const address = useSiteConfig().supportEmail;
  const href = subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
  return <a href={href}>{address}</a>;
}
