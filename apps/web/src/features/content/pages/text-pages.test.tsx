import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { AboutPage } from './about-page.tsx';
import { FaqMentorsPage } from './faq-mentors-page.tsx';
import { FaqStudentsPage } from './faq-students-page.tsx';
import { HowItWorksPage } from './how-it-works-page.tsx';
import { PrivacyPolicyPage } from './privacy-policy-page.tsx';
import { RefundPolicyPage } from './refund-policy-page.tsx';
import { TermsPage } from './terms-page.tsx';
import { WhyChooseUsPage } from './why-choose-us-page.tsx';

const PAGES: [string, ComponentType, string, RegExp][] = [
  ['Terms & Conditions', TermsPage, 'Terms & Conditions', /Arbitration and Conciliation Act, 1996/],
  ['Refund Policy', RefundPolicyPage, 'Refund policy', /7–10 business days/],
  ['Privacy Policy', PrivacyPolicyPage, 'Privacy policy', /never see or store your card/],
  ['About Us', AboutPage, 'About us', /Online coaching has made lectures/],
  ['FAQ for Students', FaqStudentsPage, 'FAQ for students', /We suggest once a month/],
  ['FAQ for Mentors', FaqMentorsPage, 'FAQ for mentors', /paid out on the 5th of every month/],
  ['Why Mentor With Us', WhyChooseUsPage, 'Why mentor with us', /more than ₹12,000 a month/],
  ['How It Works', HowItWorksPage, 'How it works', /Your booking is pending until the mentor approves it/],
];

describe('text pages', () => {
  it.each(PAGES)(
    '%s: one h1, its content, a contents list matching the sections and the tab title',
    (title, Page, tab, sentence) => {
      stubFetch(() => envelopeResponse({ amount: 149, freeUntil: '2025-02-15T18:29:59.000Z' }));
      renderWithProviders(<Page />);
      expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
        title,
      ]);
      expect(screen.getAllByText(sentence).length).toBeGreaterThan(0);

      // jsdom matches no media query, so the page is laid out as on a phone, where the contents list is hidden.
      const contents = screen.getByRole('navigation', { hidden: true });
      expect(contents.getAttribute('aria-label')).toBe('On this page');
      const sections = screen.getAllByRole('heading', { level: 2 });
      const links = within(contents).getAllByRole('link', { hidden: true });
      expect(links.map((link) => link.textContent)).toEqual(sections.map((heading) => heading.textContent));
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        sections.map((heading) => `#${heading.id}`),
      );
      expect(document.title).toBe(`${tab} | NEET Mentor Connect`);
    },
  );

  it('states the dispute steps and the eligibility rule in the terms', () => {
    stubFetch(() => envelopeResponse({ amount: 149, freeUntil: '2025-02-15T18:29:59.000Z' }));
    renderWithProviders(<TermsPage />);
    expect(screen.getByText(/at least 16 years old/)).toBeTruthy();
    expect(screen.getByText(/within 30 days/)).toBeTruthy();
    expect(screen.getByText(/within 60 days\. The costs of mediation are shared equally/)).toBeTruthy();
    expect(screen.getByText(/held in English, in Jammu and Kashmir/)).toBeTruthy();
  });

  it('shows the mentor earnings of the price card and the application fee in the mentors’ FAQ', async () => {
    stubFetch(() => envelopeResponse({ amount: 149, freeUntil: '2025-02-15T18:29:59.000Z' }));
    renderWithProviders(<FaqMentorsPage />);
    const table = screen.getByRole('table', { name: 'Earnings per completed session' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(1)).toEqual([
      'M1 (up to 599)₹25₹80',
      'M2 (600–640)₹30₹90',
      'M3 (641–680)₹35₹110',
      'M4 (681–720)₹40₹120',
    ]);
    expect(await screen.findByText(/a one-time application fee of ₹149/)).toBeTruthy();
    // The demo waiver ended in February 2025: a past date is not mentioned.
    expect(screen.queryByText(/waived/)).toBeNull();
    expect(screen.getByText(/earn ₹30 for each student/)).toBeTruthy();
  });

  it('tells mentors about a fee waiver that still runs, with its last day', async () => {
    const end = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
    stubFetch(() => envelopeResponse({ amount: 149, freeUntil: end.toISOString() }));
    renderWithProviders(<FaqMentorsPage />);
    const day = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(end);
    const answer = await screen.findByText(
      new RegExp(`It is waived for applications submitted until ${day}\\.`),
    );
    expect(answer.textContent).toMatch(/of ₹149\. It is waived .* The fee is non-refundable/);
  });

  it.each([
    ['refund policy', RefundPolicyPage, /fee of ₹199 is/],
    ['terms', TermsPage, /fee of ₹199\. It is waived/],
  ] as const)('follows the configured fee and its waiver in the %s', async (_name, Page, withAmount) => {
    const end = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
    stubFetch(() => envelopeResponse({ amount: 199, freeUntil: end.toISOString() }));
    renderWithProviders(<Page />);
    const text = (await screen.findByText(withAmount)).textContent;
    expect(text).toMatch(/It is waived for applications submitted until \d{1,2} \w+ \d{4}\./);
  });

  it.each([
    ['refund policy', RefundPolicyPage],
    ['terms', TermsPage],
  ] as const)('does not mention a waiver that has ended in the %s', async (_name, Page) => {
    stubFetch(() => envelopeResponse({ amount: 149, freeUntil: '2025-02-15T18:29:59.000Z' }));
    renderWithProviders(<Page />);
    expect(await screen.findByText(/fee of ₹149/)).toBeTruthy();
    expect(screen.queryByText(/waived/)).toBeNull();
  });
});
