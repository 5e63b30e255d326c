import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatIstDate } from '@neetmentor/contract';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages } from '../../../test/session.ts';
import { mentorProfile } from '../../../test/mentor-fixtures.ts';
import { SingleMentorPage } from './single-mentor-page.tsx';

function Landing() {
  const location = useLocation();
  return <p data-testid="landing">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderProfile(route = '/single-mentor/m-1') {
  return renderWithProviders(
    <Routes>
      <Route path="/single-mentor/:id" element={<SingleMentorPage />} />
      <Route path="*" element={<Landing />} />
    </Routes>,
    { route },
  );
}

describe('SingleMentorPage', () => {
  afterEach(clearStorages);

  it('shows the profile, the packages of the category and the reviews', async () => {
    const fetchMock = stubFetch(() =>
      envelopeResponse(
        mentorProfile({
          reviews: [
            {
              rating: 4,
              review: 'Helped me plan my revision.',
              studentName: 'Priya S.',
              createdAt: '2025-01-10T10:00:00.000Z',
              package: { packageName: '60-Minute Mentorship Session', kind: 'session60' },
              reply: { text: 'Keep going, Priya!', createdAt: '2025-01-11T10:00:00.000Z' },
            },
          ],
          ratingDistribution: [
            { stars: 5, count: 0 },
            { stars: 4, count: 1 },
            { stars: 3, count: 0 },
            { stars: 2, count: 0 },
            { stars: 1, count: 0 },
          ],
        }),
      ),
    );
    renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ananya Iyer' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/mentors/single-mentor/m-1',
      expect.objectContaining({ method: 'GET', body: undefined }),
    );
    expect(document.title).toBe('Ananya Iyer – NEET 702, AIIMS New Delhi | NEET Mentor Connect');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Book a one-on-one NEET mentorship session with Ananya Iyer/,
    );
    expect(screen.getByText('702 / 720')).toBeTruthy();
    expect(screen.getByText('412')).toBeTruthy();
    expect(screen.getByText('Female')).toBeTruthy();
    expect(screen.getByText('English, Hindi')).toBeTruthy();
    expect(screen.getByText('4th year MBBS, AIIMS New Delhi')).toBeTruthy();
    expect(screen.getByText('I help droppers build steady habits.')).toBeTruthy();

    const free = screen.getByRole('article', { name: 'Free 20-Minute Intro Call' });
    expect(within(free).getByText('Free')).toBeTruthy();
    const paid = screen.getByRole('article', { name: '60-Minute Mentorship Session' });
    expect(within(paid).getByText('₹349')).toBeTruthy();
    expect(within(paid).getByText('Save ₹350')).toBeTruthy();

    const reviews = screen.getByRole('region', { name: 'Reviews (1)' });
    expect(within(reviews).getByText('Helped me plan my revision.')).toBeTruthy();
    expect(within(reviews).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    // When it was written and which package the session was, in the reader's language.
    expect(within(reviews).getByText(formatIstDate('2025-01-10T10:00:00.000Z', 'en'))).toBeTruthy();
    expect(within(reviews).getByText('Package: 60-minute session', { exact: false })).toBeTruthy();
    // The mentor's reply, under the review, named as theirs.
    expect(within(reviews).getByRole('heading', { level: 3, name: 'Reply from Ananya' })).toBeTruthy();
    expect(within(reviews).getByText('Keep going, Priya!')).toBeTruthy();
    // The distribution reads as a list, one sentence per number of stars.
    const bars = within(reviews).getByRole('list', { name: 'Ratings by stars' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^5 stars: 0 reviews/),
      expect.stringMatching(/^4 stars: 1 review(?!s)/),
      expect.stringMatching(/^3 stars: 0 reviews/),
      expect.stringMatching(/^2 stars: 0 reviews/),
      expect.stringMatching(/^1 star: 0 reviews/),
    ]);
  });

  it('unfolds a package’s sanitised description on a phone', async () => {
    const user = userEvent.setup();
    stubFetch(() => envelopeResponse(mentorProfile()));
    renderProfile();
    const paid = await screen.findByRole('article', { name: '60-Minute Mentorship Session' });
    const toggle = within(paid).getByRole('button', { name: 'What’s included' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    expect((await within(paid).findByText('doubt solving')).tagName).toBe('STRONG');
  });

  it('says when there are no reviews yet and hides the AIR rank when there is none', async () => {
    stubFetch(() => envelopeResponse(mentorProfile({ airRank: null, reviews: [] })));
    renderProfile();
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByText('AIR rank')).toBeNull();
  });

  it('sends a visitor to the login page, remembering where they were', async () => {
    const user = userEvent.setup();
    stubFetch(() => envelopeResponse(mentorProfile()));
    renderProfile();
    const paid = await screen.findByRole('article', { name: '60-Minute Mentorship Session' });
    await user.click(within(paid).getByRole('link', { name: /^Book Session: / }));
    expect(screen.getByTestId('landing').textContent).toBe('/login {"from":"/single-mentor/m-1"}');
  });

  it('says how quickly the mentor usually accepts, once there is enough history', async () => {
    stubFetch(() => envelopeResponse(mentorProfile({ acceptSpeedMinutes: 130 })));
    renderProfile();
    expect(await screen.findByText('Usually accepts within 3 hours')).toBeTruthy();
  });

  it('says from when a mentor in away mode can be booked again, with every Book button off', async () => {
    stubFetch(() => envelopeResponse(mentorProfile({ awayUntil: '2026-12-09T18:30:00.000Z' })));
    renderProfile();
    expect(
      await screen.findByText('Ananya is away for now and takes new bookings again from 10 Dec 2026.'),
    ).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: /^Book Session: / });
    // The same button on every card names the package it books.
    expect(buttons.map((button) => button.textContent)).toEqual(
      mentorProfile().package.map((pkg) => `Book Session: ${pkg.packageName}`),
    );
    for (const button of buttons) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: /^Book Session: / })).toBeNull();
  });

  it('shows a not-found page with a way back for an unknown or inactive mentor', async () => {
    const logged = vi.spyOn(console, 'error');
    const fetchMock = stubFetch(() => envelopeResponse(null, 404, 'This mentor is not available.'));
    renderProfile('/single-mentor/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentor not found' })).toBeTruthy();
    expect(screen.getByText(/This mentor is not available\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all mentors' }).getAttribute('href')).toBe(
      '/search-mentor',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // A missing mentor is an answer, not a failure: asked once, never retried, nothing logged as failed.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls.filter(([first]) => String(first).startsWith('Request failed'))).toEqual([]);
  });

  it('shows the server’s message in the error dialog when loading fails otherwise', async () => {
    stubFetch(() => envelopeResponse(null, 500, 'An unexpected error occurred'));
    renderProfile();
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('An unexpected error occurred')).toBeTruthy();
    // The modal hides the page behind it from assistive technology until it is dismissed.
    expect(screen.getByRole('button', { name: 'Try again', hidden: true })).toBeTruthy();
  });
});
