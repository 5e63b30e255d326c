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
  sessionCheck: { state: 'asked', answerBy: '2025-03-09T14:00:00.000Z' },
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

  it('reports a problem with a reason of at least 10 characters', async () => {
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
    expect(bodiesOf(fetchMock, '/students/report-session-problem')).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: /What happened/ }),
      'The mentor never joined.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(bodiesOf(fetchMock, '/students/report-session-problem')).toEqual([
      { requestId: 'b-1', reason: 'The mentor never joined.' },
    ]);
  });

  it('says what was answered, and asks nothing of a paid session', () => {
    signInAs('student', 's-1');
    stubFetch(() => envelopeResponse(null));
    const reported = { state: 'reported' as const, answerBy: '2025-03-09T14:00:00.000Z' };
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
