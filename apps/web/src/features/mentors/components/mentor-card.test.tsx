import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { mentorCard } from '../test/mentor-fixtures.ts';
import { MentorCard } from './mentor-card.tsx';

describe('MentorCard', () => {
  it('shows who the mentor is, their NEET result, languages, price and the booking link', () => {
    renderWithProviders(<MentorCard mentor={mentorCard()} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Ananya Iyer' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(screen.getByText('AIIMS New Delhi')).toBeTruthy();
    expect(screen.getByText('Delhi - UT')).toBeTruthy();
    expect(screen.getByText('Neet Score : 702')).toBeTruthy();
    expect(screen.getByText('AIR Rank : 412')).toBeTruthy();
    expect(screen.getByText('Speaks English, Hindi')).toBeTruthy();
    expect(screen.getByText('₹349').parentElement?.textContent).toBe('₹349 / session');
    const link = screen.getByRole('link', { name: 'Book a Session' });
    expect(link.getAttribute('href')).toBe('/single-mentor/m-1');
  });

  it('uses the resized pictures', () => {
    renderWithProviders(<MentorCard mentor={mentorCard()} />);
    const photo = screen.getByRole('img', { name: 'Ananya Iyer' });
    expect(photo.getAttribute('src')).toBe('/img/192/mentors/m-1.webp');
    expect(photo.getAttribute('srcset')).toContain('/img/96/mentors/m-1.webp 96w');
    expect(photo.getAttribute('width')).toBe('96');
  });

  it('leaves out the AIR rank and the price when there are none, and shows initials without a photo', () => {
    renderWithProviders(
      <MentorCard mentor={mentorCard({ airRank: null, sessionPrice: null, profilePicture: null })} />,
    );
    expect(screen.queryByText(/AIR Rank/)).toBeNull();
    expect(screen.queryByText(/\/ session/)).toBeNull();
    expect(screen.getByRole('img', { name: 'Ananya Iyer' }).textContent).toBe('AI');
  });
});
