import { DEFAULT_SITE_CONFIG } from '@neetmentor/contract';
import { describe, expect, it } from 'vitest';
import { readSiteConfig, whatsappChatUrl } from './site-config.ts';

function pageWith(json: string): ParentNode {
  const root = document.createElement('div');
  const script = document.createElement('script');
  script.id = 'site-config';
  script.type = 'application/json';
  script.textContent = json;
  root.append(script);
  return root;
}

describe('site-config', () => {
  it('reads the configuration the server put into the page', () => {
    const config = {
      ...DEFAULT_SITE_CONFIG,
      brandName: 'Mentor Bridge',
      whatsappNumber: '+91 98765 43210',
      social: { ...DEFAULT_SITE_CONFIG.social, youtube: 'https://youtube.example/@mb' },
      signIn: { googleClientId: 'client-id.apps.googleusercontent.com', linkedin: true },
    };
    expect(readSiteConfig(pageWith(JSON.stringify(config)))).toEqual(config);
  });

  it('falls back to the defaults when the script is missing, broken or incomplete', () => {
    expect(readSiteConfig(document.createElement('div'))).toEqual(DEFAULT_SITE_CONFIG);
    expect(readSiteConfig(pageWith('{not json'))).toEqual(DEFAULT_SITE_CONFIG);
    expect(readSiteConfig(pageWith('{"brandName":"Only Name","supportEmail":5}'))).toEqual({
      ...DEFAULT_SITE_CONFIG,
      brandName: 'Only Name',
    });
  });

  it('builds the wa.me link from the digits of the number', () => {
    expect(whatsappChatUrl({ ...DEFAULT_SITE_CONFIG, whatsappNumber: '+91 98765-43210' })).toBe(
      'https://wa.me/919876543210',
    );
  });
});
