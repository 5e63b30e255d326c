import { createContext, useContext } from 'react';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@neetmentor/contract';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function pickString(source: Record<string, unknown>, key: string, fallback: string): string {
  const value = source[key];
  return typeof value === 'string' && value.trim() ? value : fallback;
}

/**
 * The brand and contact values the server writes into the page (`<script id="site-config">`), each field
 * falling back to the contract's default when missing or malformed, so a bad value never breaks the page.
 */
export function readSiteConfig(root: ParentNode): SiteConfig {
  const text = root.querySelector('script#site-config')?.textContent;
  if (!text) return DEFAULT_SITE_CONFIG;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
  if (!isRecord(parsed)) return DEFAULT_SITE_CONFIG;
  const social = isRecord(parsed.social) ? parsed.social : {};
  const signIn = isRecord(parsed.signIn) ? parsed.signIn : {};
  const defaults = DEFAULT_SITE_CONFIG;
  return {
    brandName: pickString(parsed, 'brandName', defaults.brandName),
    supportEmail: pickString(parsed, 'supportEmail', defaults.supportEmail),
    whatsappNumber: pickString(parsed, 'whatsappNumber', defaults.whatsappNumber),
    postalAddress: pickString(parsed, 'postalAddress', defaults.postalAddress),
    social: {
      instagram: pickString(social, 'instagram', defaults.social.instagram),
      whatsapp: pickString(social, 'whatsapp', defaults.social.whatsapp),
      linkedin: pickString(social, 'linkedin', defaults.social.linkedin),
      youtube: pickString(social, 'youtube', defaults.social.youtube),
    },
    signIn: {
      googleClientId:
        typeof signIn.googleClientId === 'string' && signIn.googleClientId
          ? signIn.googleClientId
          : defaults.signIn.googleClientId,
      linkedin: typeof signIn.linkedin === 'boolean' ? signIn.linkedin : defaults.signIn.linkedin,
    },
  };
}

/**
 * The configuration of the page being rendered: read from the page in the browser, handed in by the
 * server when it prerenders, so the same components serve both. The default serves component tests.
 */
export const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}

/** The wa.me chat link for the support number; wa.me wants digits only. */
export function whatsappChatUrl(config: SiteConfig): string {
  return `https://wa.me/${config.whatsappNumber.replace(/\D/g, '')}`;
}
