import { screen, within } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG } from '@neetmentor/contract';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContactPage } from './contact-page.tsx';

describe('ContactPage', () => {
  it('lists the general-inquiry details from the site configuration and how to ask for a cancellation', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'General inquiries' });
    expect(
      within(details)
        .getAllByRole('link', { name: DEFAULT_SITE_CONFIG.supportEmail })[0]
        ?.getAttribute('href'),
    ).toBe(`mailto:${DEFAULT_SITE_CONFIG.supportEmail}`);
    expect(within(details).getByText('09:00 AM to 09:00 PM (India time)')).toBeTruthy();
    expect(within(details).getByText(DEFAULT_SITE_CONFIG.postalAddress)).toBeTruthy();
    expect(DEFAULT_SITE_CONFIG.postalAddress).toContain('193201');
    for (const [name, key] of [
      ['Instagram', 'instagram'],
      ['WhatsApp', 'whatsapp'],
      ['LinkedIn', 'linkedin'],
      ['YouTube', 'youtube'],
    ] as const)
      expect(within(details).getByRole('link', { name }).getAttribute('href')).toBe(
        DEFAULT_SITE_CONFIG.social[key],
      );
    expect(within(details).getByText('Session Cancellation Request')).toBeTruthy();
    expect(within(details).getByText(/booking ID, the mentor’s name and the session date/)).toBeTruthy();
  });
});
