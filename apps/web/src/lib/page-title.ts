import { useEffect } from 'react';
import { siteConfig } from './site-config.ts';

/** Keeps the tab title in step with client-side navigation: "Page | Brand", or the brand alone. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${siteConfig.brandName}` : siteConfig.brandName;
  }, [title]);
}
