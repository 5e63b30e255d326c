import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonBody, stubApi } from '../../../test/admin-api.ts';
import { adminPage, adminSession } from '../../../test/admin-fixtures.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { envelopeResponse } from '../../../test/render.tsx';
import { clearStorages } from '../../../test/session.ts';
import { PendingSessionsPage } from './pending-sessions-page.tsx';

const PENDING = adminSession({
  _id: 'b-7',
  status: 'pending',
  approvalTime: null,
  completedAt: null,
  imageOfProof: null,
});

describe('PendingSessionsPage', () => {
  afterEach(clearStorages);

  it('lists MentorId, Student, Package Name and Purchased Date in India time', async () => {
    stubApi({ '/admin/total-pending-sessions': () => adminPage([PENDING]) });
    renderAsAdmin(<PendingSessionsPage />, '/admin-dashboard/pending-sessions');

    const table = await screen.findByRole('table', { name: 'Pending sessions' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['MentorId', 'Student', 'Package Name', 'Purchased Date', 'Action'],
      [
        'ashaverma1234Asha Verma',
        'riyasharma1234',
        '60-Minute Mentorship Session₹349',
        '04 Mar 2025, 11:00 am',
        'Delete the 60-Minute Mentorship Session of riyasharma1234 with ashaverma1234',
      ],
    ]);
  });

  it('deletes after the confirmation, saying the student is refunded', async () => {
    const user = userEvent.setup();
    let sessions = [PENDING];
    const api = stubApi({
      '/admin/total-pending-sessions': () => adminPage(sessions),
      '/admin/remove-pending-session': () => {
        sessions = [];
        return null;
      },
    });
    renderAsAdmin(<PendingSessionsPage />, '/admin-dashboard/pending-sessions');

    await user.click(await screen.findByRole('button', { name: /^Delete the 60-Minute/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete pending session' });
    expect(dialog.textContent).toContain('The student is refunded ₹349 in full, automatically.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(/is cancelled\. The student is refunded ₹349 in full/)).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/remove-pending-session')[0])).toEqual({ id: 'b-7' });
    expect(await screen.findByText('No Pending Sessions')).toBeTruthy();
  });

  it('says a free session was not paid for, never speaking of a refund, and shows a refusal', async () => {
    const user = userEvent.setup();
    stubApi({
      '/admin/total-pending-sessions': () => adminPage([{ ...PENDING, price: 0 }]),
      '/admin/remove-pending-session': () =>
        envelopeResponse(null, 409, 'This session is no longer pending.', 'SESSION_STATE_CHANGED'),
    });
    renderAsAdmin(<PendingSessionsPage />, '/admin-dashboard/pending-sessions');

    await user.click(await screen.findByRole('button', { name: /^Delete the 60-Minute/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete pending session' });
    expect(dialog.textContent).toContain('It was a free session: nothing was paid.');
    expect(dialog.textContent).not.toMatch(/refund/i);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This session is no longer pending.');
  });
});
