import { screen } from '@testing-library/react';
import type { FeaturedMentor } from '@neetmentor/contract';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { FeaturedMentorsSection } from './featured-mentors-section.tsx';

const FEATURED_MENTORS_LOADING = 'Loading featured mentors...';
const FEATURED_MENTORS_EMPTY = 'No Mentors Found';
const FEATURED_MENTORS_ERROR = 'Error while fetching featured mentors. Please try again later.';

const MENTORS: FeaturedMentor[] = [
  {
    _id: 'm-1',
    mentorId: 'arjunmehta1001',
    firstName: 'Arjun',
    lastName: 'Mehta',
    profilePicture: null,
    institute: 'Maulana Azad Medical College',
    neetScore: 701,
    airRank: 120,
    feedBack: [{ rating: 5 }],
  },
  {
    _id: 'm-2',
    mentorId: 'sanaqadri2002',
    firstName: 'Sana',
    lastName: 'Qadri',
    profilePicture: '/uploads/sana.webp',
    institute: 'GMC Srinagar',
    neetScore: 655,
    airRank: null,
    feedBack: [],
  },
];

describe('FeaturedMentorsSection', () => {
  it('says it is loading while the request runs', () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderWithProviders(<FeaturedMentorsSection />);
    expect(screen.getByRole('status').textContent).toBe(FEATURED_MENTORS_LOADING);
    expect(screen.getByText('Loading featured mentors...')).toBeTruthy();
  });

  it('reads the cacheable GET form of the call and shows one card per mentor', async () => {
    const fetchMock = stubFetch(() => envelopeResponse(MENTORS));
    renderWithProviders(<FeaturedMentorsSection />);

    expect(await screen.findByRole('heading', { name: 'Arjun Mehta' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sana Qadri' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Book a Session' })).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/admin/get-featured-mentors',
      expect.objectContaining({ method: 'GET', body: undefined }),
    );
  });

  it.each([
    [700, [], 5],
    [681, [], 5],
    [680, [], 4],
    [641, [], 4],
    [640, [], 3],
    [450, [], 3],
    [700, [3, 4, 3], 3],
  ])(
    'rates a mentor with a NEET score of %i and ratings %j with %i stars',
    async (neetScore, ratings, stars) => {
      const [first] = MENTORS;
      if (!first) throw new Error('no mentor to rate');
      const feedBack = ratings.map((rating) => ({ rating }));
      stubFetch(() => envelopeResponse([{ ...first, neetScore, feedBack }]));
      renderWithProviders(<FeaturedMentorsSection />);
      expect(await screen.findByRole('img', { name: `Rated ${stars} out of 5` })).toBeTruthy();
    },
  );

  it('shows score, rank, institute and a booking link on each card, without a state it does not know', async () => {
    stubFetch(() => envelopeResponse(MENTORS));
    renderWithProviders(<FeaturedMentorsSection />);
    expect(await screen.findByText('Neet Score : 701')).toBeTruthy();
    expect(screen.getByText('AIR Rank : 120')).toBeTruthy();
    expect(screen.getByText('Maulana Azad Medical College')).toBeTruthy();
    expect(screen.getAllByText(/AIR Rank/)).toHaveLength(1);
    expect(screen.queryByText(/Speaks|\/ session/)).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Book a Session' })[1]?.getAttribute('href')).toBe(
      '/single-mentor/m-2',
    );
  });

  it('says No Mentors Found for an empty list', async () => {
    stubFetch(() => envelopeResponse([]));
    renderWithProviders(<FeaturedMentorsSection />);
    expect(await screen.findByText(FEATURED_MENTORS_EMPTY)).toBeTruthy();
  });

  it('replaces the grid with the error text when the request fails', async () => {
    stubFetch(() => envelopeResponse(null, 500, 'An unexpected error occurred'));
    renderWithProviders(<FeaturedMentorsSection />);
    expect(await screen.findByText(FEATURED_MENTORS_ERROR)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('treats an envelope whose statusCode is not 200 as a failure', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ statusCode: 404, data: null, message: 'Not found', success: false }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderWithProviders(<FeaturedMentorsSection />);
    expect(await screen.findByText(FEATURED_MENTORS_ERROR)).toBeTruthy();
  });

  it('always offers Browse All Mentors', () => {
    stubFetch(() => envelopeResponse([]));
    renderWithProviders(<FeaturedMentorsSection />);
    expect(screen.getByRole('link', { name: 'Browse All Mentors' }).getAttribute('href')).toBe(
      '/search-mentor',
    );
  });
});
