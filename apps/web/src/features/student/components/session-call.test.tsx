import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionPage, studentSession } from '../../../test/booking-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { PurchasedSessions } from './purchased-sessions.tsx';

configure({ asyncUtilTimeout: 5000 });

const MINUTE = 60_000;
const start = Date.now() - 2 * MINUTE;

/** An accepted session that started 2 minutes ago, with a Meet link: its join address is open. */
const OPEN = studentSession({
  _id: 'b-7',
  status: 'active',
  acceptBy: null,
  approvalTime: '2025-03-05T14:00:00.000Z',
  scheduledAt: new Date(start).toISOString(),
  call: {
    provider: 'google_meet',
    opensAt: new Date(start - 10 * MINUTE).toISOString(),
    closesAt: new Date(start + 180 * MINUTE).toISOString(),
    joins: { studentJoinedAt: null, mentorJoinedAt: '2025-03-08T11:31:00.000Z' },
  },
});

/** Accepted, time agreed, but no link yet. */
const NO_LINK = studentSession({
  _id: 'b-8',
  status: 'active',
  acceptBy: null,
  approvalTime: '2025-03-05T14:00:00.000Z',
  scheduledAt: '2099-03-08T12:30:00.000Z',
  mentor: { ...OPEN.mentor, _id: 'm-2', firstName: 'Kabir', lastName: 'Shah' },
});

function renderList(language: 'en' | 'hi' = 'en') {
  signInAs('student', 's-1');
  stubFetch(() => envelopeResponse(sessionPage([OPEN, NO_LINK])));
  renderWithProviders(<PurchasedSessions />, { language });
}

describe('Session Management tab: the video call', () => {
  afterEach(clearStorages);

  it('offers Join while the join address is open, and shows the call and who joined in the details', async () => {
    const user = userEvent.setup({ delay: null });
    renderList();

    const table = await screen.findByRole('table', { name: 'Your sessions' });
    const [open, noLink] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(
      within(open as HTMLElement)
        .getByRole('link', { name: 'Join the session with Ananya Iyer' })
        .getAttribute('href'),
    ).toBe('/join/b-7');
    expect(within(noLink as HTMLElement).queryByRole('link', { name: /^Join/ })).toBeNull();

    await user.click(
      screen.getByRole('button', { name: 'Details of 60-Minute Mentorship Session with Ananya Iyer' }),
    );
    const details = screen.getByText('Video call').closest('div') as HTMLElement;
    expect(details.textContent).toContain('Google Meet');
    expect(details.textContent).toContain('Student has not joined yet');
    expect(details.textContent).toContain('Mentor joined 08 Mar 2025, 5:01 pm');

    await user.click(
      screen.getByRole('button', { name: 'Details of 60-Minute Mentorship Session with Kabir Shah' }),
    );
    expect(screen.getByText(/Your mentor has not added the call link yet/)).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    renderList('hi');
    const table = await screen.findByRole('table');
    const open = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(open)
        .getByRole('link', { name: /^जॉइन करें/ })
        .getAttribute('href'),
    ).toBe('/join/b-7');
  });
});
