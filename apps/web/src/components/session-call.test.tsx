import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { JoinTimes } from './session-call.tsx';

describe('JoinTimes', () => {
  it('says when each side joined, or who did not once the address has closed', () => {
    renderWithProviders(
      <JoinTimes joins={{ studentJoinedAt: '2025-03-06T11:28:00.000Z', mentorJoinedAt: null }} ended />,
    );
    expect(screen.getByText(/Student joined/).textContent).toBe('Student joined 06 Mar 2025, 4:58 pm');
    expect(screen.getByText('Mentor did not join')).toBeTruthy();
  });

  it('says who has not joined yet while the address is open, in Hindi too', () => {
    renderWithProviders(<JoinTimes joins={{ studentJoinedAt: null, mentorJoinedAt: null }} ended={false} />, {
      language: 'hi',
    });
    expect(screen.getByText('स्टूडेंट अभी नहीं जुड़े')).toBeTruthy();
    expect(screen.getByText('मेंटर अभी नहीं जुड़े')).toBeTruthy();
  });
});
