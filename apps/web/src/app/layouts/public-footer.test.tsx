import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_CONFIG } from '@neetmentor/contract';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../test/render.tsx';
import { PublicFooter } from './public-footer.tsx';

function emailInput(): HTMLInputElement {
  const input = screen.getByPlaceholderText('Enter your Email');
  if (!(input instanceof HTMLInputElement)) throw new Error('newsletter input missing');
  return input;
}

describe('PublicFooter', () => {
  it('subscribes with { gmail } and clears the input after success', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => envelopeResponse(null, 200, 'Thank you for subscribing!'));
    renderWithProviders(<PublicFooter />);

    await user.type(emailInput(), 'aspirant@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(/Thank you for subscribing/)).toBeTruthy();
    expect(emailInput().value).toBe('');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/admin/subscribe-newsletter',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ gmail: 'aspirant@example.com' }) }),
    );
  });

  it('keeps the input and shows the reason once after a failure, tied to the input', async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      envelopeResponse(
        { errors: [{ path: 'gmail', message: 'Please enter a valid e-mail address.' }] },
        400,
        'Please enter a valid e-mail address.',
      ),
    );
    renderWithProviders(<PublicFooter />);

    await user.type(emailInput(), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const reason = await screen.findByText('Please enter a valid e-mail address.');
    expect(screen.getAllByText(/valid e-mail address/)).toHaveLength(1);
    expect(emailInput().value).toBe('not-an-address');
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(emailInput().getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('labels the newsletter input', () => {
    renderWithProviders(<PublicFooter />);
    expect(screen.getByLabelText('Email address')).toBe(emailInput());
  });

  it('has the spec links, contact details from the site config and the copyright line', () => {
    renderWithProviders(<PublicFooter />);
    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Mentors')).toBe('/became-mentor');
    expect(hrefOf('Refund Policy')).toBe('/refund-policy');
    expect(hrefOf('Privacy Policy')).toBe('/privacy-policy');
    expect(hrefOf('About Us')).toBe('/about-us');
    expect(hrefOf('Terms & Conditions')).toBe('/terms-condition');
    expect(hrefOf('Contact Us')).toBe('/contact-us');
    expect(hrefOf('Instagram')).toBe(DEFAULT_SITE_CONFIG.social.instagram);
    expect(hrefOf('WhatsApp')).toBe(DEFAULT_SITE_CONFIG.social.whatsapp);
    expect(hrefOf('LinkedIn')).toBe(DEFAULT_SITE_CONFIG.social.linkedin);
    expect(hrefOf('YouTube')).toBe(DEFAULT_SITE_CONFIG.social.youtube);
    expect(hrefOf(DEFAULT_SITE_CONFIG.supportEmail)).toBe(`mailto:${DEFAULT_SITE_CONFIG.supportEmail}`);
    expect(screen.getByText(DEFAULT_SITE_CONFIG.postalAddress)).toBeTruthy();
    expect(screen.getByText('Copyright 2025. All Right Reserved')).toBeTruthy();
  });
});
