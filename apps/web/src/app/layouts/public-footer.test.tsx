import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { DATA_SAVER_COOKIE, DEFAULT_SITE_CONFIG } from '@neetmentor/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_CATALOGS } from '../../i18n/all-catalogs.ts';
import { createI18n } from '../../i18n/i18n.ts';
import { DataSaverProvider } from '../../lib/data-saver.tsx';
import { testI18n } from '../../test/i18n.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../test/render.tsx';
import { theme } from '../../theme.ts';
import { PublicFooter } from './public-footer.tsx';
// Loaded up front, so the footer's own import of it resolves at once.
import '../../features/content/components/newsletter-form.tsx';

/** The footer with the providers it needs, as the server renders it and the browser hydrates it. */
function footerPage(): ReactElement {
  return (
    <I18nextProvider i18n={testI18n()}>
      <QueryClientProvider client={new QueryClient()}>
        <ThemeProvider theme={theme}>
          <MemoryRouter>
            <PublicFooter />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Sets the clock's date only: timers keep running as usual. */
function setToday(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

function emailInput(): HTMLInputElement {
  const input = screen.getByPlaceholderText('Enter your Email');
  if (!(input instanceof HTMLInputElement)) throw new Error('newsletter input missing');
  return input;
}

/** The newsletter form's code arrives on its own (the footer asks for it when it is needed). */
async function newsletterForm(): Promise<HTMLInputElement> {
  await screen.findByPlaceholderText('Enter your Email');
  return emailInput();
}

describe('PublicFooter', () => {
  it('subscribes with { gmail } and clears the input after success', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => envelopeResponse(null, 200, 'Thank you for subscribing!'));
    renderWithProviders(<PublicFooter />);

    await user.type(await newsletterForm(), 'aspirant@example.com');
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

    await user.type(await newsletterForm(), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const reason = await screen.findByText('Please enter a valid e-mail address.');
    expect(screen.getAllByText(/valid e-mail address/)).toHaveLength(1);
    expect(emailInput().value).toBe('not-an-address');
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(emailInput().getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('labels the newsletter input', async () => {
    renderWithProviders(<PublicFooter />);
    expect(screen.getByLabelText('Email address')).toBe(await newsletterForm());
  });

  it('reads its texts, the newsletter form’s included, from the catalogs every page loads', async () => {
    const i18n = createI18n('en', { resources: ALL_CATALOGS });
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <ThemeProvider theme={theme}>
            <MemoryRouter>
              <PublicFooter />
            </MemoryRouter>
          </ThemeProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await newsletterForm();
    expect(i18n.reportNamespaces?.getUsedNamespaces().sort()).toEqual(['common', 'errors', 'layout']);
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
    expect(screen.getByText(`Copyright ${new Date().getFullYear()}. All Rights Reserved`)).toBeTruthy();
  });
});

describe('the copyright year', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is the year of the clock', () => {
    setToday('2031-03-14T10:00:00+05:30');
    renderWithProviders(<PublicFooter />);
    expect(screen.getByText('Copyright 2031. All Rights Reserved')).toBeTruthy();
  });

  it('turns to the visitor’s year when a page rendered in an earlier year hydrates, without a warning', async () => {
    setToday('2030-12-31T12:00:00+05:30');
    const container = document.createElement('div');
    container.innerHTML = renderToString(footerPage());
    document.body.append(container);
    expect(container.textContent).toContain('Copyright 2030. All Rights Reserved');

    setToday('2031-01-02T12:00:00+05:30');
    const problems = vi.spyOn(console, 'error');
    const recovered: unknown[] = [];
    render(footerPage(), {
      container,
      hydrate: true,
      onRecoverableError: (error) => recovered.push(error),
    });
    expect(await screen.findByText('Copyright 2031. All Rights Reserved')).toBeTruthy();
    expect(container.textContent).not.toContain('2030');
    expect(problems).not.toHaveBeenCalled();
    // renderToString cannot wait for the newsletter form's code (the server's prerender does), so that
    // part alone is rendered afresh; nothing else may differ.
    const elsewhere = recovered.filter((error) => !String(error).includes('renderToString'));
    expect(elsewhere).toEqual([]);
  });
});

describe('the footer in Hindi and the data-saver switch', () => {
  afterEach(() => {
    document.cookie = `${DATA_SAVER_COOKIE}=; path=/; max-age=0`;
    delete document.documentElement.dataset.saver;
  });

  it('speaks Hindi on a Hindi page, links and copyright line included', () => {
    renderWithProviders(<PublicFooter />, { language: 'hi' });
    expect(screen.getByRole('heading', { name: 'NEET की टिप्स सीधे अपने ई-मेल पर पाएँ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'रिफ़ंड पॉलिसी' }).getAttribute('href')).toBe('/refund-policy');
    expect(screen.getByText('वन-ऑन-वन मेंटरशिप')).toBeTruthy();
    expect(screen.getByText('सुबह 9 बजे से रात 9 बजे तक')).toBeTruthy();
    expect(screen.getByText(`कॉपीराइट ${new Date().getFullYear()}। सर्वाधिकार सुरक्षित।`)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'डेटा सेवर' })).toBeTruthy();
  });

  it('turns data-saver mode on and off, and keeps the choice in a cookie', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DataSaverProvider initial={false}>
        <PublicFooter />
      </DataSaverProvider>,
    );
    const saver = screen.getByRole('switch', { name: 'Data saver' }) as HTMLInputElement;
    expect(saver.checked).toBe(false);
    expect(saver.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(saver);
    expect(saver.checked).toBe(true);
    expect(document.cookie).toContain(`${DATA_SAVER_COOKIE}=on`);
    expect(document.documentElement.dataset.saver).toBe('on');

    await user.click(saver);
    expect(saver.checked).toBe(false);
    expect(document.cookie).toContain(`${DATA_SAVER_COOKIE}=off`);
  });
});
