import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatIstDate, type MentorOwnReview } from '@neetmentor/contract';
import { jsonBody, stubApi } from '../../../test/admin-api.ts';
import { envelopeResponse, renderWithProviders } from '../../../test/render.tsx';
import { renderAsMentor } from '../../../test/render-as-mentor.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { SignedInContext } from '../../../lib/signed-in.ts';
import { ReviewsPage } from './reviews-page.tsx';

function review(overrides: Partial<MentorOwnReview> = {}): MentorOwnReview {
  return {
    _id: 'r-1',
    rating: 4,
    review: 'Helped me plan my revision.',
    studentName: 'Priya S.',
    createdAt: '2025-01-10T10:00:00.000Z',
    package: { packageName: '60-Minute Mentorship Session', kind: 'session60' },
    reply: null,
    hidden: null,
    ...overrides,
  };
}

function page(reviews: MentorOwnReview[]) {
  return {
    data: reviews,
    pagination: { currentPage: 1, totalPages: 1, total: reviews.length, pageSize: 10 },
  };
}

describe('ReviewsPage', () => {
  afterEach(clearStorages);

  it('shows each review with its package and date, the reply given, and why a hidden one was hidden', async () => {
    stubApi({
      '/mentors/my-reviews': () =>
        page([
          review(),
          review({
            _id: 'r-2',
            review: 'Thanks!',
            reply: { text: 'Good luck, Ravi.', createdAt: '2025-01-12T10:00:00.000Z' },
          }),
          review({
            _id: 'r-3',
            review: 'Rude words',
            hidden: { reason: 'Personal attack on the mentor.', hiddenAt: '2025-01-13T10:00:00.000Z' },
          }),
        ]),
    });
    renderAsMentor(<ReviewsPage />, '/mentor-dashboard/reviews');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Reviews, newest first' });
    const [first, replied, hidden] = within(list).getAllByRole('listitem');
    if (!first || !replied || !hidden) throw new Error('three reviews expected');
    expect(within(first).getByText('Helped me plan my revision.')).toBeTruthy();
    expect(first.textContent).toContain(formatIstDate('2025-01-10T10:00:00.000Z', 'en'));
    expect(first.textContent).toContain('60-Minute Mentorship Session');
    expect(within(first).getByRole('button', { name: 'Reply to Priya S.' })).toBeTruthy();
    // One reply, never edited: no Reply button once it is there.
    expect(within(replied).getByText('Good luck, Ravi.')).toBeTruthy();
    expect(within(replied).queryByRole('button')).toBeNull();
    expect(hidden.textContent).toContain('Personal attack on the mentor.');
    expect(hidden.textContent).toContain('does not count in your rating');
  });

  it('says before sending that a reply cannot be edited, sends it once, and shows it', async () => {
    const user = userEvent.setup();
    let replied = false;
    const api = stubApi({
      '/mentors/my-reviews': () =>
        page([
          review(replied ? { reply: { text: 'Keep going!', createdAt: '2025-01-12T10:00:00.000Z' } } : {}),
        ]),
      '/mentors/reply-review': () => {
        replied = true;
        return { text: 'Keep going!', createdAt: '2025-01-12T10:00:00.000Z' };
      },
    });
    renderAsMentor(<ReviewsPage />, '/mentor-dashboard/reviews');

    await user.click(await screen.findByRole('button', { name: 'Reply to Priya S.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Priya S.' });
    expect(dialog.textContent).toContain('cannot be edited after you send it');
    // Nothing typed: said at once, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Publish reply' }));
    expect(within(dialog).getByText('Write your reply first.')).toBeTruthy();
    expect(api.callsTo('/mentors/reply-review')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Your reply' }), '  Keep going!  ');
    expect(within(dialog).getByText('15 / 1,000 characters')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Publish reply' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Your reply to Priya S. is on your profile now.',
    );
    expect(jsonBody(api.callsTo('/mentors/reply-review')[0])).toEqual({
      reviewId: 'r-1',
      reply: 'Keep going!',
    });
    expect(await screen.findByText('Keep going!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reply to Priya S.' })).toBeNull();
  });

  it('says in the dialog when the review was already answered from elsewhere', async () => {
    const user = userEvent.setup();
    stubApi({
      '/mentors/my-reviews': () => page([review()]),
      '/mentors/reply-review': () =>
        envelopeResponse(null, 409, 'You have already replied to this review.', 'REVIEW_ALREADY_REPLIED'),
    });
    renderAsMentor(<ReviewsPage />, '/mentor-dashboard/reviews');

    await user.click(await screen.findByRole('button', { name: 'Reply to Priya S.' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your reply' }), 'Thanks');
    await user.click(within(dialog).getByRole('button', { name: 'Publish reply' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'You have already replied to this review.',
    );
  });

  it('says when there is no review yet', async () => {
    stubApi({ '/mentors/my-reviews': () => page([]) });
    renderAsMentor(<ReviewsPage />, '/mentor-dashboard/reviews');
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
  });
});

describe('ReviewsPage in Hindi', () => {
  afterEach(clearStorages);

  it('shows the reviews, the hidden note and the reply button in Hindi', async () => {
    stubApi({
      '/mentors/my-reviews': () =>
        page([
          review({
            hidden: { reason: 'Personal attack on the mentor.', hiddenAt: '2025-01-13T10:00:00.000Z' },
          }),
        ]),
    });
    signInAs('mentor', 'm-1');
    renderWithProviders(
      <SignedInContext value={{ role: 'mentor', id: 'm-1' }}>
        <ReviewsPage />
      </SignedInContext>,
      { route: '/mentor-dashboard/reviews', language: 'hi' },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'रिव्यू' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'रिव्यू, सबसे नए पहले' });
    expect(list.textContent).toContain(formatIstDate('2025-01-10T10:00:00.000Z', 'hi'));
    expect(list.textContent).toContain(
      `हमारी टीम ने ${formatIstDate('2025-01-13T10:00:00.000Z', 'hi')} को इसे छिपा दिया`,
    );
    expect(within(list).getByRole('button', { name: 'Priya S. को जवाब दें' })).toBeTruthy();
  });
});
