import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mentorCard } from '../test/mentor-fixtures.ts';
import { renderWithProviders } from '../test/render.tsx';
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

  it('says how quickly the mentor usually accepts, only when that is known', () => {
    const { unmount } = renderWithProviders(<MentorCard mentor={mentorCard({ acceptSpeedMinutes: 38 })} />);
    expect(screen.getByText('Usually accepts within 40 minutes')).toBeTruthy();
    unmount();
    renderWithProviders(<MentorCard mentor={mentorCard()} />);
    expect(screen.queryByText(/Usually accepts/)).toBeNull();
  });

  it('says the accept speed in Hindi on a Hindi page', () => {
    renderWithProviders(<MentorCard mentor={mentorCard({ acceptSpeedMinutes: 130 })} />, { language: 'hi' });
    expect(screen.getByText('आम तौर पर 3 घंटे के अंदर बुकिंग स्वीकार करते हैं')).toBeTruthy();
  });

  it('says when a mentor in away mode is bookable again, and leads to the profile rather than to booking', () => {
    renderWithProviders(<MentorCard mentor={mentorCard({ awayUntil: '2026-12-09T18:30:00.000Z' })} />);
    expect(screen.getByText('Away · bookable again from 10 Dec 2026')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Book a Session' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      '/single-mentor/m-1',
    );
  });
});
