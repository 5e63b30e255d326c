import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@neetmentor/contract';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { ContactPage } from './contact-page.tsx';
import { FaqMentorsPage } from './faq-mentors-page.tsx';
import { FaqStudentsPage } from './faq-students-page.tsx';
import { RefundPolicyPage } from './refund-policy-page.tsx';

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
const hindiLongDate = (date: Date) =>
  new Intl.DateTimeFormat('hi-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);

describe('the content pages in Hindi', () => {
  it('shows the students’ FAQ in Hindi, with its contents list and links', () => {
    renderWithProviders(<FaqStudentsPage />, { language: 'hi' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('स्टूडेंट्स के लिए FAQ');
    expect(screen.getByRole('heading', { level: 2, name: 'अगर मेंटर 24 घंटे में मंज़ूरी न दें तो?' })).toBeTruthy();
    expect(screen.getByText(/आम तौर पर 7–10 कामकाजी दिनों में/)).toBeTruthy();
    expect(screen.getByRole('navigation', { hidden: true }).getAttribute('aria-label')).toBe('इस पेज पर');
    expect(screen.getByRole('link', { name: 'रिफ़ंड पॉलिसी' }).getAttribute('href')).toBe('/refund-policy');
    // The cancellation e-mail keeps the subject support sorts by.
    expect(screen.getByText(/विषय \(subject\) में “Session Cancellation Request” लिखें/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'मेंटर ढूँढें' }).map((link) => link.getAttribute('href'))).toEqual([
      '/search-mentor',
      '/search-mentor',
    ]);
  });

  it('gives mentors the price card, the fee and its waiver in Hindi with hi-IN dates and rupees', async () => {
    const end = inDays(10);
    stubFetch(() => envelopeResponse({ amount: 1499, freeUntil: end.toISOString() }));
    renderWithProviders(<FaqMentorsPage />, { language: 'hi' });
    const table = screen.getByRole('table', { name: 'हर पूरे हुए सेशन की कमाई' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[1]).toBe('M1 (599 तक)₹25₹80');
    const fee = await screen.findByText(/एक बार की आवेदन फ़ीस \(₹1,499\) लगती है।/);
    expect(fee.textContent).toContain(`${hindiLongDate(end)} तक जमा किए गए आवेदनों के लिए यह फ़ीस माफ़ है।`);
    expect(hindiLongDate(end)).toMatch(/[\u0900-\u097F]/);
    expect(screen.getByText(/हर महीने ₹12,000 से ज़्यादा कमा सकते हैं/)).toBeTruthy();
    expect(screen.getByText(/बैंक, Paytm, Google Pay, PhonePe/)).toBeTruthy();
  });

  it('explains the refund rules in Hindi', async () => {
    stubFetch(() => envelopeResponse({ amount: 149, freeUntil: '2025-02-15T18:29:59.000Z' }));
    renderWithProviders(<RefundPolicyPage />, { language: 'hi' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('रिफ़ंड पॉलिसी');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'मेंटर 24 घंटे में मंज़ूरी न दे तो',
      'मेंटर की मंज़ूरी से पहले बुकिंग रद्द करना',
      'मेंटर की मंज़ूरी के बाद',
      'अगर आपके मेंटर उपलब्ध न रहें',
      'रिफ़ंड कैसे मिलता है',
      'मेंटर आवेदन फ़ीस',
      'रिफ़ंड के बारे में सवाल',
    ]);
    expect(screen.getAllByText('पूरा रिफ़ंड')[0]?.tagName).toBe('STRONG');
    expect(screen.getByText('7–10 कामकाजी दिनों')).toBeTruthy();
    const list = screen.getByText('आपकी बुकिंग ID,').closest('ul');
    expect(within(list as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list as HTMLElement).getByText('Session Cancellation Request').tagName).toBe('STRONG');
    const mail = screen.getAllByRole('link', { name: DEFAULT_SITE_CONFIG.supportEmail })[0];
    expect(mail?.getAttribute('href')).toBe(
      `mailto:${DEFAULT_SITE_CONFIG.supportEmail}?subject=Session%20Cancellation%20Request`,
    );
    expect(await screen.findByText(/आवेदन फ़ीस \(₹149\)/)).toBeTruthy();
    // The waiver ended: nothing about it.
    expect(screen.queryByText(/माफ़ है/)).toBeNull();
  });

  it('shows the contact page’s details in Hindi', () => {
    renderWithProviders(<ContactPage />, { language: 'hi' });
    expect(screen.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'सामान्य पूछताछ' });
    expect(within(details).getByText('सुबह 9 बजे से रात 9 बजे तक (भारतीय समय)')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'रिफ़ंड पॉलिसी' })).toBeTruthy();
  });
});
