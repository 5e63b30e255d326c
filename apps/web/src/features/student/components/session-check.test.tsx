import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { studentSession } from '../../../test/booking-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { StudentSessionDetails } from './student-session-details.tsx';

const FREE_COMPLETED = studentSession({
  status: 'complete',
  package: { _id: 'p-20', packageName: 'Free 20-Minute Intro Call', kind: 'intro20' },
  acceptBy: null,
  approvalTime: '2025-03-05T14:00:00.000Z',
  completedAt: '2025-03-07T14:00:00.000Z',
  money: { state: 'free', amount: 0, orderId: null, paymentId: null, paidAt: null, refund: null },
  sessionCheck: { state: 'asked', answerBy: '2025-03-09T14:00:00.000Z', decision: null },
});

const PAID_COMPLETED = studentSession({
  status: 'complete',
  acceptBy: null,
  approvalTime: '2025-03-05T14:00:00.000Z',
  completedAt: '2025-03-07T14:00:00.000Z',
  sessionCheck: { state: 'reportable', answerBy: '2025-03-09T14:00:00.000Z', decision: null },
});

function bodiesOf(fetchMock: ReturnType<typeof stubFetch>, ending: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(ending))
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe('Did this session take place?', () => {
  afterEach(clearStorages);

  it('confirms with “Yes, it did”', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('student', 's-1');
    const fetchMock = stubFetch(() => envelopeResponse(null));
    renderWithProviders(<StudentSessionDetails session={FREE_COMPLETED} />);

    const question = screen.getByRole('region', { name: 'Did this session take place?' });
    expect(within(question).getByText(/If you do not answer by 09 Mar 2025, 7:30 pm/)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Yes, it did' }));
    expect(bodiesOf(fetchMock, '/students/confirm-session')).toEqual([{ requestId: 'b-1' }]);
  });

  it('reports a problem with what went wrong and a reason of at least 10 characters', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('student', 's-1');
    const fetchMock = stubFetch(() => envelopeResponse(null));
    renderWithProviders(<StudentSessionDetails session={FREE_COMPLETED} />);

    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      within(dialog).getByText('Please tell us what went wrong in at least 10 characters.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Choose what went wrong.')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/students/report-session-problem')).toEqual([]);

    const kinds = within(dialog).getByRole('radiogroup', { name: /What went wrong\?/ });
    await user.click(within(kinds).getByRole('radio', { name: 'The session did not happen' }));

    await user.type(
      within(dialog).getByRole('textbox', { name: /What happened/ }),
      'The mentor never joined.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(bodiesOf(fetchMock, '/students/report-session-problem')).toEqual([
      { requestId: 'b-1', kind: 'did_not_happen', reason: 'The mentor never joined.' },
    ]);
  });

  it('offers a paid session’s report until its 48 hours end, saying the student is refunded if we agree', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('student', 's-1');
    const fetchMock = stubFetch(() => envelopeResponse(null));
    renderWithProviders(<StudentSessionDetails session={PAID_COMPLETED} />);

    const box = screen.getByRole('region', { name: 'Something wrong with this session?' });
    expect(within(box).getByText(/report it by 09 Mar 2025, 7:30 pm.*refunded in full/)).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Yes, it did' })).toBeNull();
    await user.click(within(box).getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await user.click(within(dialog).getByRole('radio', { name: 'It was much shorter than booked' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /What happened/ }),
      'Ten minutes of the hour.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(bodiesOf(fetchMock, '/students/report-session-problem')).toEqual([
      { requestId: 'b-1', kind: 'too_short', reason: 'Ten minutes of the hour.' },
    ]);
  });

  it('asks in Hindi on the Hindi site', () => {
    signInAs('student', 's-1');
    stubFetch(() => envelopeResponse(null));
    renderWithProviders(<StudentSessionDetails session={PAID_COMPLETED} />, { language: 'hi' });
    const box = screen.getByRole('region', { name: 'इस सेशन में कोई गड़बड़ हुई?' });
    expect(within(box).getByRole('button', { name: 'समस्या बताएँ' })).toBeTruthy();
  });

  it('says what was answered and what our team decided, and asks nothing once the time has passed', () => {
    signInAs('student', 's-1');
    stubFetch(() => envelopeResponse(null));
    const decided = {
      state: 'closed' as const,
      answerBy: '2025-03-09T14:00:00.000Z',
      decision: 'cancel' as const,
    };
    const closed = renderWithProviders(
      <StudentSessionDetails session={{ ...PAID_COMPLETED, sessionCheck: decided }} />,
    );
    expect(screen.getByText(/Our team looked into your report and agreed with you/)).toBeTruthy();
    closed.unmount();
    const reported = { state: 'reported' as const, answerBy: '2025-03-09T14:00:00.000Z', decision: null };
    const first = renderWithProviders(
      <StudentSessionDetails session={{ ...FREE_COMPLETED, sessionCheck: reported }} />,
    );
    expect(
      screen.getByText('You reported a problem with this session. Our team is looking into it.'),
    ).toBeTruthy();
    first.unmount();
    renderWithProviders(<StudentSessionDetails session={{ ...FREE_COMPLETED, sessionCheck: null }} />);
    expect(screen.queryByRole('region', { name: 'Did this session take place?' })).toBeNull();
  });
});
