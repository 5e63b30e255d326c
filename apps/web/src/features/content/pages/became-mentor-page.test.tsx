import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { BecameMentorPage } from './became-mentor-page.tsx';

/** The waiver the demo data sets: it ended on 15 February 2025 (India time). */
const PAST_WAIVER = '2025-02-15T18:29:59.000Z';
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);

describe('BecameMentorPage', () => {
  it('explains the fee with the amount the admin set, the four steps and the way to sign up', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const fetchMock = stubFetch(() => envelopeResponse({ amount: 149, freeUntil: PAST_WAIVER }));
    renderWithProviders(<BecameMentorPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Join and make a difference' })).toBeTruthy();
    expect(screen.getByText('Know More')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Why We Charge?' })).toBeTruthy();
    for (const reason of ['Quality & Commitment', 'Saves Time for Both', 'Quick Recovery'])
      expect(screen.getByRole('heading', { level: 3, name: reason })).toBeTruthy();
    expect((await screen.findByText(/a one-time, non-refundable fee of ₹149/)).tagName).toBe('STRONG');
    // The waiver has ended, so the page states the fee and says nothing about a free period.
    expect(screen.queryByText(/free until/)).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/mentors/application-fee',
      expect.objectContaining({ method: 'GET' }),
    );
    for (const step of [
      'Submit your application',
      'Verification and interview',
      'Training and onboarding',
      'Profile setup and start',
    ])
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeTruthy();
    expect(screen.getByText(/NEET scorecard and college ID/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Your Account Now' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(screen.getAllByText(/more than ₹12,000 a month for 2 hours a day/)).toHaveLength(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('says applying is free until the waiver’s last day while it runs, then what it costs', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const end = inDays(20);
    stubFetch(() => envelopeResponse({ amount: 199, freeUntil: end.toISOString() }));
    renderWithProviders(<BecameMentorPage />);
    const day = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(end);
    expect((await screen.findByText(`free until ${day}`)).tagName).toBe('STRONG');
    expect(screen.getByText(/After that it asks for a one-time, non-refundable fee of ₹199\./)).toBeTruthy();
  });

  it('states the fee alone when no waiver is set', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    stubFetch(() => envelopeResponse({ amount: 149, freeUntil: null }));
    renderWithProviders(<BecameMentorPage />);
    expect(await screen.findByText(/a one-time, non-refundable fee of ₹149/)).toBeTruthy();
    expect(screen.queryByText(/free until/)).toBeNull();
  });

  it('still reads well when the fee cannot be fetched', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    stubFetch(() => envelopeResponse(null, 500));
    renderWithProviders(<BecameMentorPage />);
    expect(screen.getByText(/a one-time, non-refundable fee/).textContent).toBe(
      'a one-time, non-refundable fee',
    );
  });
});
