import { screen } from '@testing-library/react';
import type { FeaturedMentor } from '@neetmentor/contract';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import {
  FEATURED_MENTORS_EMPTY,
  FEATURED_MENTORS_ERROR,
  FEATURED_MENTORS_LOADING,
  FeaturedMentorsSection,
} from './featured-mentors-section.tsx';

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

  it('says No Mentors Found for an empty list', async () => {
    stubFetch(() => envelopeResponse([]));
    renderWithProviders(<FeaturedMentorsSection />);
    expect(await screen.findByText(FEATURED_MENTORS_EMPTY)).toBeTruthy();
    expect(FEATURED_MENTORS_EMPTY).toBe('No Mentors Found');
  });

  it('replaces the grid with the error text when the request fails', async () => {
    stubFetch(() => envelopeResponse(null, 500, 'An unexpected error occurred'));
    renderWithProviders(<FeaturedMentorsSection />);
    expect(await screen.findByText(FEATURED_MENTORS_ERROR)).toBeTruthy();
    expect(FEATURED_MENTORS_ERROR).toBe('Error while fetching featured mentors. Please try again later.');
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
