import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonBody, stubApi } from '../../../test/admin-api.ts';
import {
  adminPage,
  adminSession,
  dashboardData,
  dashboardWeek,
  mailHealth,
} from '../../../test/admin-fixtures.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { envelopeResponse } from '../../../test/render.tsx';
import { clearStorages } from '../../../test/session.ts';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

const WEEKS = [dashboardWeek('2025-02-24', 1_500), dashboardWeek('2025-03-03', 4_200, 5)];

function stubDashboard(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/admin/dashboard-data': () => dashboardData(),
    '/admin/dashboard-charts': () => ({ weeks: WEEKS }),
    '/admin/mail-health': () => mailHealth(),
    '/admin/total-completed-sessions': () => adminPage([adminSession()], 1, 3, 10),
    '/bookings/b-1/proof': () =>
      new Response(new Uint8Array([82, 73, 70, 70]), { headers: { 'Content-Type': 'image/webp' } }),
    ...overrides,
  });
}

/** The figures of the cards, by their label. */
function cardFigures(): Record<string, string> {
  return Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

describe('AdminDashboardPage', () => {
  afterEach(clearStorages);

  it('shows the eight figures, revenue abbreviated with k from ₹1,000', async () => {
    stubDashboard();
    renderAsAdmin(<AdminDashboardPage />, '/admin-dashboard');

    await screen.findByText('₹12.5k');
    expect(cardFigures()).toEqual({
      'Total Revenue': '₹12.5k',
      'Pending Sessions': '4',
      'Active Sessions': '6',
      'Completed Sessions': '31',
      'Total Mentors': '89',
      'Total Students': '37',
      Wallet: '₹2,340',
      'Referred People': '5',
    });
    expect(screen.getByRole('link', { name: 'See pending sessions' }).getAttribute('href')).toBe(
      '/admin-dashboard/pending-sessions',
    );
  });

  it('keeps the cards’ notes and the charts’ frames in place while the figures load, so nothing moves', async () => {
    stubDashboard({
      '/admin/dashboard-data': () => new Promise<never>(() => undefined),
      '/admin/dashboard-charts': () => new Promise<never>(() => undefined),
    });
    renderAsAdmin(<AdminDashboardPage />, '/admin-dashboard');

    await screen.findByRole('link', { name: 'See pending sessions' });
    expect(cardFigures()['Total Revenue']).toBe('–');
    expect(screen.getByText('Payments captured, less refunds').tagName).toBe('DD');
    for (const title of ['Revenue per week', 'Bookings per week by status'])
      expect(screen.getByText(title).closest('figure')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Loading the figures…',
    );
  });

  it('shows revenue under ₹1,000 in full, and says when the figures failed, with Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubDashboard({
      '/admin/dashboard-data': () =>
        fail
          ? envelopeResponse(null, 500, 'An unexpected error occurred')
          : dashboardData({ totalRevenue: 999 }),
    });
    renderAsAdmin(<AdminDashboardPage />, '/admin-dashboard');

    const alert = await screen.findByText(/The figures could not be loaded/);
    fail = false;
    await user.click(
      within(alert.closest('[role="alert"]') ?? alert).getByRole('button', { name: 'Try again' }),
    );
    await screen.findByText('₹999');
  });

  it('lists completed sessions with S.No from the page, the stars and the proof in a dialog', async () => {
    const user = userEvent.setup();
    const api = stubDashboard({
      '/admin/total-completed-sessions': ({ query }) =>
        adminPage(
          [adminSession({ rating: null }), adminSession({ _id: 'b-2', imageOfProof: null })],
          Number(query.get('page')),
          3,
          10,
        ),
    });
    renderAsAdmin(<AdminDashboardPage />, '/admin-dashboard?page=2');

    const table = await screen.findByRole('table', { name: 'Completed sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '11',
      'ashaverma1234Asha Verma',
      'riyasharma1234',
      '60-Minute Mentorship Session',
      'Image of proof of the session of riyasharma1234 with ashaverma1234',
      'Not rated yet',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('No proof')).toBeTruthy();
    expect(api.callsTo('/admin/total-completed-sessions')[0]?.query.get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: /Image of proof/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Proof of the session of riyasharma1234 with ashaverma1234',
    });
    await within(dialog).findByRole('img');
    expect(api.callsTo('/bookings/b-1/proof')[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('shows the stars of a rated session', async () => {
    stubDashboard();
    renderAsAdmin(<AdminDashboardPage />, '/admin-dashboard');
    expect(await screen.findByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
  });

  it('searches by MentorId from 4 characters only, and shows everything again when emptied', async () => {
    const user = userEvent.setup();
    const api = stubDashboard();
    renderAsAdmin(<AdminDashboardPage />, '/admin-dashboard');
    await screen.findByRole('table', { name: 'Completed sessions' });
    const field = screen.getByRole('searchbox', { name: 'Search by MentorId' });

    await user.type(field, 'ash{Enter}');
    expect(await screen.findByText('Type at least 4 characters to search.')).toBeTruthy();
    expect(
      api.callsTo('/admin/total-completed-sessions').every((call) => !('search' in jsonBody(call))),
    ).toBe(true);

    await user.type(field, 'a{Enter}');
    await waitFor(() =>
      expect(jsonBody(api.callsTo('/admin/total-completed-sessions').at(-1)).search).toBe('asha'),
    );

    await user.clear(field);
    await waitFor(() => expect(jsonBody(api.callsTo('/admin/total-completed-sessions').at(-1))).toEqual({}));
  });

  it('draws the weekly charts with a summary and the figures as a table', async () => {
    stubDashboard();
    renderAsAdmin(<AdminDashboardPage />, '/admin-dashboard');

    expect(await screen.findByText('₹5,700 in 2 weeks; the best week began 3 Mar with ₹4,200.')).toBeTruthy();
    expect(screen.getByText(/^11 bookings bought in 2 weeks, 7 of them this week/)).toBeTruthy();
    const revenue = screen.getByRole('table', { name: 'Revenue per week' });
    expect(
      within(revenue)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Week ofRevenue', '24 Feb₹1,500', '3 Mar₹4,200']);
    const bookings = screen.getByRole('table', { name: 'Bookings per week by status' });
    expect(within(bookings).getAllByRole('row')[0]?.textContent).toBe(
      'Week ofPendingActiveCompletedCancelled',
    );
  });

  it('shows no mail alert while mail is delivered on time', async () => {
    const api = stubDashboard();
    renderAsAdmin(<AdminDashboardPage />, '/admin-dashboard');
    await screen.findByText('₹12.5k');
    await waitFor(() => expect(api.callsTo('/admin/mail-health')).toHaveLength(1));
    expect(screen.queryByText(/could not be delivered|waiting to be sent/)).toBeNull();
  });

  it('alerts when mail was given up on, listing who did not get it, and when mail is late', async () => {
    stubDashboard({
      '/admin/mail-health': () =>
        mailHealth({
          waiting: 12,
          oldestWaitingSince: '2025-03-03T04:30:00.000Z',
          delayed: true,
          latestError: 'connect ECONNREFUSED 10.0.0.5:587',
          failed: 2,
          recentFailures: [
            {
              to: 'riya@example.com',
              subject: 'Your session is booked',
              createdAt: '2025-02-28T04:30:00.000Z',
              failedAt: '2025-03-03T04:31:00.000Z',
              attempts: 150,
              lastError: 'Greeting never received',
            },
          ],
        }),
    });
    renderAsAdmin(<AdminDashboardPage />, '/admin-dashboard');

    const failed = (await screen.findByText('2 e-mails could not be delivered in the last 7 days')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(failed.textContent).toContain('retried for 3 days and then given up');
    expect(within(failed).getByRole('listitem').textContent).toBe(
      'riya@example.com: “Your session is booked”, given up 03 Mar 2025, 10:01 am (Greeting never received)',
    );
    const late = screen
      .getByText(/^12 e-mails waiting to be sent since/)
      .closest('[role="alert"]') as HTMLElement;
    expect(late.textContent).toContain('Latest error: connect ECONNREFUSED 10.0.0.5:587');
  });
});
