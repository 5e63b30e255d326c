import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@neetmentor/contract';
import { SiteConfigContext } from '../../../lib/site-config.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { HelpPage } from './help-page.tsx';

describe('HelpPage', () => {
  it('offers WhatsApp, a call and e-mail from the site configuration', () => {
    renderWithProviders(
      <SiteConfigContext
        value={{
          ...DEFAULT_SITE_CONFIG,
          brandName: 'Mentor Hub',
          supportEmail: 'help@mentorhub.in',
          whatsappNumber: '+91 98765 43210',
        }}
      >
        <HelpPage />
      </SiteConfigContext>,
    );

    const ways = screen.getByRole('list', { name: 'Ways to contact support' });
    expect(within(ways).getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/919876543210',
    );
    expect(within(ways).getByRole('link', { name: 'Call +91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(within(ways).getByRole('link', { name: 'help@mentorhub.in' }).getAttribute('href')).toMatch(
      /^mailto:help@mentorhub\.in\?subject=/,
    );
    expect(screen.getByText(/The Mentor Hub team is here to help/)).toBeTruthy();
  });

  it('says what to include and why to write', () => {
    renderWithProviders(<HelpPage />);

    const include = screen.getByRole('region', { name: 'What to include in your e-mail' });
    expect(
      within(include)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Subject line:', 'Full name:', 'E-mail:', 'Detailed query:', 'Attachments:']);
    const reasons = screen.getByRole('region', { name: 'Reasons to contact us' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Technical issues:', 'Account questions:', 'General enquiries:']);
  });
});
