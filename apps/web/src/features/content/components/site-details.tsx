import { useSiteConfig } from '../../../lib/site-config.ts';

// Text pages keep their sections in module constants; these read the configuration when they render.

export function BrandName() {
  return useSiteConfig().brandName;
}

export function PostalAddress() {
  return useSiteConfig().postalAddress;
}
