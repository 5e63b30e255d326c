import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatIstDateTime, formatRupeeAmount, type MentorSession } from '@neetmentor/contract';
import { mentorSession, sessionPage } from '../../../test/mentor-session-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { SessionRequestsPage } from './session-requests-page.tsx';

const HOUR = 60 * 60 * 1000;

function request(overrides: Partial<MentorSession> = {}): MentorSession {
  return mentorSession({
    _id: 'b-1',
    status: 'pending',
    approvalTime: null,
    // Half a minute past the hour, so the countdown reads whole minutes however long the test takes.
    acceptBy: new Date(Date.now() + 5 * HOUR + 20 * 60_000 + 30_000).toISOString(),
    purchaseDate: '2025-03-04T05:30:00.000Z',
    ...overrides,
  });
}

const OTHER = request({
  _id: 'b-2',
  price: 0,
  earning: 25,
  package: { _id: 'p-20', packageName: 'Free 20-Minute Intro Call', kind: 'intro20' },
  student: { _id: 's-2', username: 'arjunrao', firstName: 'Arjun', lastName: 'Rao', profilePicture: null },
});

type Accept = (body: Record<string, unknown>) => Response | Promise<Response>;

/** The requests list (answered from `pending`, which the test changes) and the accept call. */
function stubRequests(initial: MentorSession[], accept: Accept) {
  const state = { pending: initial, listCalls: 0, acceptBodies: [] as Record<string, unknown>[] };
  stubFetch((url, init) => {
    if (url === '/api/v1/mentors/accept-sessions-request') {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      state.acceptBodies.push(body);
      return accept(body);
    }
    state.listCalls += 1;
    return envelopeResponse(sessionPage(state.pending));
  });
  return state;
}

function renderRequests(language: 'en' | 'hi' = 'en') {
  signInAs('mentor', 'm-1');
  renderWithProviders(<SessionRequestsPage />, { route: '/mentor-dashboard/approval-section', language });
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('SessionRequestsPage', () => {
  afterEach(clearStorages);

  it('lists each request with its student, package, purchase, time left and money', async () => {
    stubRequests([request(), OTHER], () => envelopeResponse(null));
    renderRequests();

    const table = await screen.findByRole('table', { name: 'Session requests' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Student', 'Package', 'Bought', 'Accept within', 'Price', 'Action']);
    const cells = within(rowOf('Riya Sharma')).getAllByRole('cell');
    expect(cells[1]?.textContent).toBe('60-Minute Mentorship Session');
    expect(cells[2]?.textContent).toBe('04 Mar 2025, 11:00 am');
    expect(cells[3]?.textContent).toMatch(/^5 h 20 min leftby \d\d \w{3} \d{4}, \d{1,2}:\d\d [ap]m$/);
    expect(cells[4]?.textContent).toBe('₹349You earn ₹120');
    expect(within(rowOf('Arjun Rao')).getAllByRole('cell')[4]?.textContent).toBe('FreeYou earn ₹25');
  });

  it('says "No Session Requests yet" when nothing waits', async () => {
    stubRequests([], () => envelopeResponse(null));
    renderRequests();
    expect(await screen.findByText('No Session Requests yet')).toBeTruthy();
  });

  it('says the requests could not be loaded when the call fails', async () => {
    stubFetch(() => envelopeResponse(null, 500, 'An unexpected error occurred'));
    renderRequests();
    expect(await screen.findByText('Session requests could not be loaded.')).toBeTruthy();
  });

  it('accepts a request: the buttons wait, then the list reloads and says where to go next', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const state = stubRequests(
      [request(), OTHER],
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderRequests();
    await screen.findByRole('table');

    await user.click(
      within(rowOf('Riya Sharma')).getByRole('button', { name: 'Accept the request of Riya Sharma' }),
    );
    expect(state.acceptBodies).toEqual([{ requestId: 'b-1' }]);
    expect(within(rowOf('Riya Sharma')).getByRole('button', { name: /^Accepting…/ })).toBeTruthy();
    // Both answers wait for this one: the list reloads after it.
    for (const button of within(rowOf('Arjun Rao')).getAllByRole('button')) {
      expect(button).toHaveProperty('disabled', true);
    }

    state.pending = [OTHER];
    answer(envelopeResponse(null, 200, 'Session request accepted'));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('You accepted Riya Sharma’s request.');
    expect(
      within(notice).getByRole('link', { name: 'Agree on a time in the chat' }).getAttribute('href'),
    ).toBe('/mentor-dashboard/chat/s-1');
    expect(within(notice).getByRole('link', { name: 'Active Sessions' }).getAttribute('href')).toBe(
      '/mentor-dashboard/sessions',
    );
    // The notice takes the focus once the render's effects have all run.
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(screen.queryByText('Riya Sharma')).toBeNull();
    expect(within(rowOf('Arjun Rao')).getByRole('button', { name: /^Accept / })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says "Expired" and disables Accept the moment a deadline passes, between the countdown’s ticks', async () => {
    // The page's clock is the test's; it moves only when the test moves it.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    try {
      // Ten seconds past a tick of the half-minute countdown: only a wake-up at the deadline shows it on time.
      const deadline = Date.now() + 10 * 60_000 + 10_000;
      stubRequests([request({ acceptBy: new Date(deadline).toISOString() }), OTHER], () =>
        envelopeResponse(null),
      );
      renderRequests();
      await screen.findByRole('table');
      const accept = () => within(rowOf('Riya Sharma')).getByRole('button', { name: /^Accept / });
      expect(within(rowOf('Riya Sharma')).getAllByRole('cell')[3]?.textContent).toMatch(/^10 min left/);
      expect(accept()).toHaveProperty('disabled', false);

      await act(() => vi.advanceTimersByTimeAsync(deadline - Date.now() + 1));
      expect(within(rowOf('Riya Sharma')).getAllByRole('cell')[3]?.textContent).toMatch(/^Expired/);
      expect(accept()).toHaveProperty('disabled', true);
      // The other request still has its own hours.
      expect(within(rowOf('Arjun Rao')).getByRole('button', { name: /^Accept / })).toHaveProperty(
        'disabled',
        false,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server’s reason when the request moved on, and reloads the list', async () => {
    const user = userEvent.setup();
    const state = stubRequests([request(), OTHER], () =>
      envelopeResponse(
        null,
        409,
        'This request expired: it was not accepted within 24 hours and has been cancelled.',
        'SESSION_STATE_CHANGED',
      ),
    );
    renderRequests();
    await screen.findByRole('table');
    const callsBefore = state.listCalls;
    state.pending = [OTHER];

    await user.click(within(rowOf('Riya Sharma')).getByRole('button', { name: /^Accept / }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'This request expired: it was not accepted within 24 hours and has been cancelled.',
    );
    await waitFor(() => expect(screen.queryByText('Riya Sharma')).toBeNull());
    expect(state.listCalls).toBeGreaterThan(callsBefore);
  });

  describe('declining', () => {
    /** The list (answered from `pending`) and the decline call, answered by `answer` once it is sent. */
    function stubDecline(answer: () => Response | Promise<Response>) {
      const state = { pending: [request(), OTHER], declineBodies: [] as Record<string, unknown>[] };
      stubFetch((url, init) => {
        if (url === '/api/v1/mentors/decline-sessions-request') {
          state.declineBodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
          return answer();
        }
        return envelopeResponse(sessionPage(state.pending));
      });
      return state;
    }

    async function openDecline(user: ReturnType<typeof userEvent.setup>, name = 'Riya Sharma') {
      await screen.findByRole('table');
      await user.click(within(rowOf(name)).getByRole('button', { name: `Decline the request of ${name}` }));
      return screen.findByRole('dialog', { name: 'Decline this request?' });
    }

    it('declines with a reason from the list, once however often it is pressed', async () => {
      const user = userEvent.setup();
      let answer: (response: Response) => void = () => undefined;
      const state = stubDecline(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      );
      renderRequests();
      const dialog = await openDecline(user);
      expect(dialog.textContent).toContain('the ₹349 they paid is refunded in full');
      const reasons = within(dialog).getByRole('radiogroup', { name: 'Reason (optional)' });
      expect(within(reasons).getByRole('radio', { name: 'No reason given' })).toHaveProperty('checked', true);
      await user.click(within(reasons).getByRole('radio', { name: 'Too many sessions right now' }));

      const confirm = within(dialog).getByRole('button', { name: 'Decline request' });
      await user.dblClick(confirm);
      expect(within(dialog).getByRole('button', { name: 'Declining…' })).toHaveProperty('disabled', true);
      expect(within(dialog).getByRole('button', { name: 'Keep request' })).toHaveProperty('disabled', true);
      expect(state.declineBodies).toEqual([{ requestId: 'b-1', reason: 'Too many sessions right now' }]);

      state.pending = [OTHER];
      answer(envelopeResponse(null, 200, 'Session request declined'));
      const notice = await screen.findByRole('status');
      expect(notice.textContent).toBe(
        'You declined Riya Sharma’s request. They are refunded in full. We told them and showed them other mentors.',
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.queryByText('Riya Sharma')).toBeNull();
      expect(state.declineBodies).toHaveLength(1);
    });

    it('takes a typed reason under Other, which must not be empty, and sends no reason when none is given', async () => {
      const user = userEvent.setup();
      const state = stubDecline(() => envelopeResponse(null, 200, 'Session request declined'));
      renderRequests();
      let dialog = await openDecline(user);
      await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
      const typed = within(dialog).getByRole('textbox', { name: /Your reason/ });
      expect(document.activeElement).toBe(typed);
      await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
      expect(await within(dialog).findByText('Type your reason, or pick one of the others.')).toBeTruthy();
      expect(typed.getAttribute('aria-invalid')).toBe('true');
      expect(state.declineBodies).toEqual([]);

      await user.type(typed, '  Exam week at college  ');
      await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
      await waitFor(() =>
        expect(state.declineBodies).toEqual([{ requestId: 'b-1', reason: 'Exam week at college' }]),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      // The free request, declined without a reason: nothing about money, no reason sent.
      dialog = await openDecline(user, 'Arjun Rao');
      expect(dialog.textContent).not.toContain('refund');
      await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
      await waitFor(() => expect(state.declineBodies[1]).toEqual({ requestId: 'b-2' }));
      expect((await screen.findByRole('status')).textContent).toBe(
        'You declined Arjun Rao’s request. We told them and showed them other mentors.',
      );
    });

    it('keeps the request when the mentor changes their mind', async () => {
      const user = userEvent.setup();
      const state = stubDecline(() => envelopeResponse(null));
      renderRequests();
      const dialog = await openDecline(user);
      await user.click(within(dialog).getByRole('button', { name: 'Keep request' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(state.declineBodies).toEqual([]);
      expect(rowOf('Riya Sharma')).toBeTruthy();
    });

    it('closes and says why when the request was accepted or ran out meanwhile', async () => {
      const user = userEvent.setup();
      stubDecline(() =>
        envelopeResponse(null, 409, 'This session is already active.', 'SESSION_STATE_CHANGED'),
      );
      renderRequests();
      const dialog = await openDecline(user);
      await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
      expect((await screen.findByRole('alert')).textContent).toContain('This session is already active.');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });
});

describe('SessionRequestsPage in Hindi', () => {
  afterEach(clearStorages);

  it('lists the requests in Hindi with hi-IN dates and rupees', async () => {
    stubRequests([request(), OTHER], () => envelopeResponse(null));
    renderRequests('hi');

    const table = await screen.findByRole('table', { name: 'सेशन रिक्वेस्ट' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['स्टूडेंट', 'पैकेज', 'ख़रीदा गया', 'कब तक स्वीकार करें', 'क़ीमत', 'क्या करें']);
    const cells = within(rowOf('Riya Sharma')).getAllByRole('cell');
    expect(cells[2]?.textContent).toBe(formatIstDateTime('2025-03-04T05:30:00.000Z', 'hi'));
    expect(cells[3]?.textContent).toMatch(/^5 घंटे 20 मिनट बचे हैं.+ तक$/);
    expect(cells[4]?.textContent).toBe(
      `${formatRupeeAmount(349, 'hi')}आपकी कमाई ${formatRupeeAmount(120, 'hi')}`,
    );
    expect(within(rowOf('Arjun Rao')).getAllByRole('cell')[4]?.textContent).toContain('फ़्री');
  });

  it('announces an accepted request in Hindi', async () => {
    stubRequests([request()], () => envelopeResponse(null));
    renderRequests('hi');

    await userEvent.click(await screen.findByRole('button', { name: /^स्वीकार करें/ }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('आपने Riya Sharma की रिक्वेस्ट स्वीकार कर ली है।');
    expect(within(status).getByRole('link', { name: 'चैट में समय तय करें' })).toBeTruthy();
  });

  it('shows a refused accept in Hindi, from its error code', async () => {
    stubRequests([request()], () =>
      envelopeResponse(null, 409, 'This request was already answered.', 'SESSION_STATE_CHANGED'),
    );
    renderRequests('hi');

    await userEvent.click(await screen.findByRole('button', { name: /^स्वीकार करें/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('already answered');
    expect(alert.textContent).toMatch(/[\u0900-\u097F]/);
  });
});
