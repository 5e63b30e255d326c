import { screen } from '@testing-library/react';
import type { FeaturedMentor } from '@neetmentor/contract';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { FeaturedMentorCard } from './featured-mentor-card.tsx';

function mentor(overrides: Partial<FeaturedMentor> = {}): FeaturedMentor {
  return {
    _id: 'm-101',
    mentorId: 'riyasharma1234',
    firstName: 'Riya',
    lastName: 'Sharma',
    profilePicture: '/uploads/riya.webp',
    institute: 'AIIMS New Delhi',
    neetScore: 690,
    airRank: 412,
    feedBack: [],
    ...overrides,
  };
}

describe('FeaturedMentorCard', () => {
  it('shows picture, name, institute, score, rank and a booking link', () => {
    renderWithProviders(<FeaturedMentorCard mentor={mentor()} />);
    const picture = screen.getByRole('img', { name: 'Riya Sharma' });
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.getAttribute('width')).toBe('104');
    expect(picture.getAttribute('src')).toBe('/img/192/riya.webp');
    expect(picture.getAttribute('srcset')).toBe('/img/96/riya.webp 96w, /img/192/riya.webp 192w');
    expect(picture.getAttribute('sizes')).toBe('(min-width: 600px) 104px, 76px');
    expect(screen.getByRole('heading', { name: 'Riya Sharma' })).toBeTruthy();
    expect(screen.getByText('AIIMS New Delhi')).toBeTruthy();
    expect(screen.getByText('Neet Score : 690')).toBeTruthy();
    expect(screen.getByText('AIR Rank : 412')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a Session' }).getAttribute('href')).toBe(
      '/single-mentor/m-101',
    );
  });

  it('leaves the AIR rank out when the mentor has none', () => {
    renderWithProviders(<FeaturedMentorCard mentor={mentor({ airRank: null })} />);
    expect(screen.getByText('Neet Score : 690')).toBeTruthy();
    expect(screen.queryByText(/AIR Rank/)).toBeNull();
  });

  it.each([
    [700, 5],
    [681, 5],
    [680, 4],
    [641, 4],
    [640, 3],
    [450, 3],
  ])('without ratings, a NEET score of %i gives %i stars', (neetScore, stars) => {
    renderWithProviders(<FeaturedMentorCard mentor={mentor({ neetScore, feedBack: [] })} />);
    expect(screen.getByRole('img', { name: `Rated ${stars} out of 5` })).toBeTruthy();
  });

  it('with ratings, shows their rounded average', () => {
    renderWithProviders(
      <FeaturedMentorCard
        mentor={mentor({ neetScore: 700, feedBack: [{ rating: 3 }, { rating: 4 }, { rating: 3 }] })}
      />,
    );
    expect(screen.getByRole('img', { name: 'Rated 3 out of 5' })).toBeTruthy();
  });

  it('shows initials when the mentor has no picture', () => {
    renderWithProviders(<FeaturedMentorCard mentor={mentor({ profilePicture: null })} />);
    expect(screen.getByRole('img', { name: 'Riya Sharma' }).textContent).toBe('RS');
  });
});
