import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteLanguage } from '@neetmentor/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { usePaymentFailedText } from './checkout-outcome.ts';

function FailedPayment({ reason }: { reason: string }) {
  return <p>{usePaymentFailedText()(reason)}</p>;
}

function failedText(reason: string, language: SiteLanguage): string {
  const { unmount } = renderWithProviders(<FailedPayment reason={reason} />, { language });
  const text = screen.getByRole('paragraph').textContent ?? '';
  unmount();
  return text;
}

describe('usePaymentFailedText', () => {
  it('gives the provider’s reason and says that no money was taken, once', () => {
    expect(failedText('Authentication failed due to incorrect otp', 'en')).toBe(
      'Payment failed: Authentication failed due to incorrect otp. No money was taken.',
    );
    expect(failedText('Your payment was declined by the bank (sandbox). No money was taken.', 'en')).toBe(
      'Payment failed: Your payment was declined by the bank (sandbox). No money was taken.',
    );
  });

  it('says it in Hindi around the provider’s own words, without its English “no money was taken”', () => {
    expect(failedText('Your payment was declined by the bank (sandbox). No money was taken.', 'hi')).toBe(
      'भुगतान नहीं हो पाया: Your payment was declined by the bank (sandbox). कोई पैसा नहीं कटा।',
    );
  });
});
