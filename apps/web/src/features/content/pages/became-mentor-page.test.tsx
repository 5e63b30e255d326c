import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { BecameMentorPage } from './became-mentor-page.tsx';

describe('BecameMentorPage', () => {
  it('explains the fee with the amount the admin set, the four steps and the way to sign up', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    stubFetch(() => envelopeResponse(149));
    renderWithProviders(<BecameMentorPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Join and make a difference' })).toBeTruthy();
    expect(screen.getByText('Know More')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Why We Charge?' })).toBeTruthy();
    for (const reason of ['Quality & Commitment', 'Saves Time for Both', 'Quick Recovery'])
      expect(screen.getByRole('heading', { level: 3, name: reason })).toBeTruthy();
    expect((await screen.findByText(/a one-time, non-refundable fee of ₹149/)).tagName).toBe('STRONG');
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

  it('still reads well when the fee cannot be fetched', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    stubFetch(() => envelopeResponse(null, 500));
    renderWithProviders(<BecameMentorPage />);
    expect(screen.getByText(/a one-time, non-refundable fee/).textContent).toBe(
      'a one-time, non-refundable fee',
    );
  });
});
