import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatIstDate, type AdminReview } from '@neetmentor/contract';
import { jsonBody, stubApi } from '../../../test/admin-api.ts';
import { adminPage } from '../../../test/admin-fixtures.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { clearStorages } from '../../../test/session.ts';
import { AdminReviewsPage } from './reviews-page.tsx';

function review(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    _id: 'r-1',
    rating: 1,
    review: 'Rude words about the mentor',
    studentName: 'Ravi Shah',
    createdAt: '2025-01-10T10:00:00.000Z',
    package: { packageName: '60-Minute Mentorship Session', kind: 'session60' },
    reply: null,
    hidden: null,
    mentor: { _id: 'm-1', mentorId: 'kavyarao1234', firstName: 'Kavya', lastName: 'Rao' },
    ...overrides,
  };
}

/** The list and the two calls, changing the review as the server would. */
function stubReviews(reviews: AdminReview[]) {
  return stubApi({
    '/admin/reviews': ({ query }) => adminPage(reviews, Number(query.get('page')), 1),
    '/admin/hide-review': ({ body }) => {
      const { reviewId, reason } = body as { reviewId: string; reason: string };
      const found = reviews.find((item) => item._id === reviewId);
      if (found) found.hidden = { reason, hiddenAt: '2025-01-11T10:00:00.000Z' };
      return { hidden: true };
    },
    '/admin/unhide-review': ({ body }) => {
      const found = reviews.find((item) => item._id === (body as { reviewId: string }).reviewId);
      if (found) found.hidden = null;
      return { hidden: false };
    },
  });
}

describe('AdminReviewsPage', () => {
  afterEach(clearStorages);

  it('lists recent reviews with their mentor, student, package and date', async () => {
    stubReviews([review()]);
    renderAsAdmin(<AdminReviewsPage />, '/admin-dashboard/reviews');

    const table = await screen.findByRole('table', { name: 'Reviews' });
    const [header, row] = within(table).getAllByRole('row');
    expect(Array.from(header?.children ?? [], (cell) => cell.textContent)).toEqual([
      'Mentor',
      'Review',
      'Student',
      'Package',
      'Written',
      'Status',
    ]);
    expect(row?.textContent).toContain('kavyarao1234');
    expect(row?.textContent).toContain('Rude words about the mentor');
    expect(row?.textContent).toContain('60-Minute Mentorship Session');
    expect(row?.textContent).toContain(formatIstDate('2025-01-10T10:00:00.000Z', 'en'));
    expect(row?.textContent).toContain('Shown');
  });

  it('hides a review only with a reason of at least 10 characters, then can show it again', async () => {
    const user = userEvent.setup();
    const api = stubReviews([review()]);
    renderAsAdmin(<AdminReviewsPage />, '/admin-dashboard/reviews');

    await user.click(
      await screen.findByRole('button', { name: 'Hide the review by Ravi Shah of kavyarao1234' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review' });
    expect(dialog.textContent).toContain('The mentor sees this reason');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(within(dialog).getByText('Write at least 10 characters.')).toBeTruthy();
    expect(api.callsTo('/admin/hide-review')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, 'Personal attack on the mentor.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'The review of kavyarao1234 is hidden and no longer counts in their rating.',
    );
    expect(jsonBody(api.callsTo('/admin/hide-review')[0])).toEqual({
      reviewId: 'r-1',
      reason: 'Personal attack on the mentor.',
    });
    expect(await screen.findByText('Hidden: Personal attack on the mentor.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Unhide the review by Ravi Shah of kavyarao1234' }));
    expect(
      await screen.findByText('The review of kavyarao1234 shows again and counts in their rating.'),
    ).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/unhide-review')[0])).toEqual({ reviewId: 'r-1' });
    expect(await screen.findByText('Shown')).toBeTruthy();
  });

  it('shows the table and the hide button in Hindi', async () => {
    stubReviews([review({ hidden: { reason: 'Abusive words.', hiddenAt: '2025-01-11T10:00:00.000Z' } })]);
    renderAsAdmin(<AdminReviewsPage />, '/admin-dashboard/reviews', 'hi');

    expect(await screen.findByRole('heading', { level: 1, name: 'रिव्यू' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'रिव्यू' });
    expect(within(table).getByText('छिपाया गया: Abusive words.')).toBeTruthy();
    expect(
      within(table).getByRole('button', { name: 'kavyarao1234 पर Ravi Shah का रिव्यू फिर दिखाएँ' }),
    ).toBeTruthy();
    expect(table.textContent).toContain(formatIstDate('2025-01-10T10:00:00.000Z', 'hi'));
  });
});
