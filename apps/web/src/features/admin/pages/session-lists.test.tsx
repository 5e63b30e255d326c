import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonBody, stubApi } from '../../../test/admin-api.ts';
import { adminPage, adminProfile, adminSession, clearedPayout } from '../../../test/admin-fixtures.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { clearStorages } from '../../../test/session.ts';
import { AdminActiveSessionsPage } from './admin-active-sessions-page.tsx';
import { ClearedPaymentsPage } from './cleared-payments-page.tsx';
import { FeaturedMentorsPage } from './featured-mentors-page.tsx';

function cells(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
}

describe('the admin lists without actions of their own', () => {
  afterEach(clearStorages);

  it('lists active sessions with their approval date, 15 a page with the pager beyond one page', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      '/admin/total-active-sessions': ({ query }) =>
        adminPage([adminSession({ status: 'active', completedAt: null })], Number(query.get('page')), 2),
    });
    renderAsAdmin(<AdminActiveSessionsPage />, '/admin-dashboard/active-sessions');

    const table = await screen.findByRole('table', { name: 'Active sessions' });
    expect(cells(table)).toEqual([
      ['MentorId', 'Student', 'Package Name', 'Approval date', 'Session time', 'Joined'],
      [
        'ashaverma1234Asha Verma',
        'riyasharma1234',
        '60-Minute Mentorship Session',
        '04 Mar 2025, 11:30 am',
        '–none',
        '–none',
      ],
    ]);
    expect(screen.queryByRole('searchbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(api.callsTo('/admin/total-active-sessions').at(-1)?.query.get('page')).toBe('2');
  });

  it('shows when each side joined the session’s call, or that they did not', async () => {
    stubApi({
      '/admin/total-active-sessions': () =>
        adminPage([
          adminSession({
            status: 'active',
            completedAt: null,
            scheduledAt: '2025-03-06T11:30:00.000Z',
            joins: { studentJoinedAt: '2025-03-06T11:28:00.000Z', mentorJoinedAt: null },
          }),
        ]),
    });
    renderAsAdmin(<AdminActiveSessionsPage />, '/admin-dashboard/active-sessions');

    const table = await screen.findByRole('table', { name: 'Active sessions' });
    expect(cells(table)[1]?.slice(4)).toEqual([
      '06 Mar 2025, 5:00 pm',
      'Student joined 06 Mar 2025, 4:58 pmMentor did not join',
    ]);
  });

  it('says when no session is active', async () => {
    stubApi({ '/admin/total-active-sessions': () => adminPage([]) });
    renderAsAdmin(<AdminActiveSessionsPage />, '/admin-dashboard/active-sessions');
    expect(await screen.findByText('No Active Sessions yet')).toBeTruthy();
  });

  it('lists cleared payments, with the private proof in a dialog', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      '/admin/cleared-payments': () => adminPage([clearedPayout()]),
      '/payouts/po-1/proof': () =>
        new Response(new Uint8Array([82, 73, 70, 70]), { headers: { 'Content-Type': 'image/webp' } }),
    });
    renderAsAdmin(<ClearedPaymentsPage />, '/admin-dashboard/cleared-payment');

    const table = await screen.findByRole('table', { name: 'Cleared payments' });
    expect(cells(table)).toEqual([
      ['Mentor', 'Email', 'Amount Cleared', 'Image of Proof', 'Clear Date'],
      [
        'ashaverma1234Asha Verma',
        'asha@example.com',
        '₹1,240',
        'Image of proof of the ₹1,240 payout to ashaverma1234',
        '05 Mar 2025, 12:00 pm',
      ],
    ]);
    await user.click(within(table).getByRole('button', { name: /Image of proof/ }));
    await within(await screen.findByRole('dialog')).findByRole('img');
    expect(api.callsTo('/payouts/po-1/proof')).toHaveLength(1);
  });

  it('lists the featured mentors in order and un-features one with its star', async () => {
    const user = userEvent.setup();
    let featured = [
      { id: 'm-1', mentorId: 'ashaverma1234', firstName: 'Asha', lastName: 'Verma', position: 1 },
      { id: 'm-2', mentorId: 'ravikumar5678', firstName: 'Ravi', lastName: 'Kumar', position: 2 },
    ];
    const api = stubApi({
      '/admin/admin-details': () => adminProfile({ featuredMentors: featured }),
      '/admin/remove-feature-mentor': () => {
        featured = featured.slice(1);
        return { featured: false };
      },
    });
    renderAsAdmin(<FeaturedMentorsPage />, '/admin-dashboard/featured-mentors');

    const table = await screen.findByRole('table', { name: 'Featured mentors' });
    expect(cells(table).map((row) => row.slice(0, 2))).toEqual([
      ['Position', 'MentorId'],
      ['1', 'ashaverma1234Asha Verma'],
      ['2', 'ravikumar5678Ravi Kumar'],
    ]);
    const star = within(table).getByRole('button', { name: 'Feature ashaverma1234 on the home page' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await user.click(star);
    expect(await screen.findByText('ashaverma1234 is no longer featured on the home page.')).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/remove-feature-mentor')[0])).toEqual({ mentorId: 'm-1' });
    await within(table).findByText('ravikumar5678');
    expect(within(table).queryByText('ashaverma1234')).toBeNull();
  });

  it('says when no mentor is featured, with a way to feature one', async () => {
    stubApi({ '/admin/admin-details': () => adminProfile() });
    renderAsAdmin(<FeaturedMentorsPage />, '/admin-dashboard/featured-mentors');
    expect(
      (await screen.findByRole('link', { name: 'Feature one from Total Mentors' })).getAttribute('href'),
    ).toBe('/admin-dashboard/mentors');
  });
});
