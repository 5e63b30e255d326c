import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MentorSession } from '@neetmentor/contract';
import { mentorSession, sessionPage } from '../../../test/mentor-session-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { ActiveSessionsPage } from './active-sessions-page.tsx';

const MONTHLY = mentorSession({
  _id: 'b-2',
  package: {
    _id: 'p-month',
    packageName: 'Monthly Mentorship Package (1 Mentor : 1 Student)',
    kind: 'monthly',
  },
  student: { _id: 's-2', username: 'arjunrao', firstName: 'Arjun', lastName: 'Rao', profilePicture: null },
  approvalTime: '2025-03-01T06:00:00.000Z',
  completableFrom: '2099-03-31T06:00:00.000Z',
  earning: 500,
});

const SCHEDULED = mentorSession({ scheduledAt: '2025-03-06T12:30:00.000Z' });

/** A time agreed in the chat that has not come yet. */
const AHEAD = mentorSession({
  _id: 'b-3',
  student: { _id: 's-3', username: 'kabirsen', firstName: 'Kabir', lastName: 'Sen', profilePicture: null },
  scheduledAt: '2099-12-12T10:30:00.000Z',
});

/** Accepted, but no time was agreed in the chat. */
const UNSCHEDULED = mentorSession({
  _id: 'b-4',
  student: { _id: 's-4', username: 'meeraiyer', firstName: 'Meera', lastName: 'Iyer', profilePicture: null },
});

type Complete = (form: FormData) => Response;

/** The active sessions (answered from `active`, which the test changes) and the completion call. */
function stubSessions(initial: MentorSession[], complete: Complete = () => envelopeResponse(null)) {
  const state = { active: initial, listCalls: 0, uploads: [] as FormData[] };
  stubFetch((url, init) => {
    if (url === '/api/v1/mentors/change-status-completed' && init?.body instanceof FormData) {
      state.uploads.push(init.body);
      return complete(init.body);
    }
    state.listCalls += 1;
    return envelopeResponse(sessionPage(state.active));
  });
  return state;
}

function renderSessions() {
  signInAs('mentor', 'm-1');
  renderWithProviders(<ActiveSessionsPage />, { route: '/mentor-dashboard/sessions' });
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

const PNG = new File([new Uint8Array([137, 80, 78, 71])], 'call.png', { type: 'image/png' });

async function openDialog(user: ReturnType<typeof userEvent.setup>, name: string): Promise<HTMLElement> {
  await screen.findByRole('table');
  await user.click(
    within(rowOf(name)).getByRole('button', {
      name: new RegExp(`^Mark complete \\(session with ${name}\\)`),
    }),
  );
  return screen.getByRole('dialog', { name: 'Mark session complete' });
}

describe('ActiveSessionsPage', () => {
  afterEach(() => {
    clearStorages();
    vi.useRealTimers();
  });

  it('lists the sessions with their agreed time, money, chat and complete', async () => {
    stubSessions([SCHEDULED, MONTHLY]);
    renderSessions();

    const table = await screen.findByRole('table', { name: 'Active sessions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Student', 'Package', 'Accepted', 'Session time', 'Video call', 'Price', 'Actions']);
    const riya = within(rowOf('Riya Sharma')).getAllByRole('cell');
    expect(riya.slice(1, 6).map((cell) => cell.textContent)).toEqual([
      '60-Minute Mentorship Session',
      '04 Mar 2025, 11:30 am',
      '06 Mar 2025, 6:00 pm',
      'No call link yetAdd call link (session with Riya Sharma)',
      '₹349You earn ₹120',
    ]);
    const arjun = within(rowOf('Arjun Rao')).getAllByRole('cell');
    expect(arjun[1]?.textContent).toBe('Monthly Mentorship Package (1 Mentor : 1 Student)');
    expect(arjun[3]?.textContent).toBe('Not agreed yet');
    expect(
      within(rowOf('Arjun Rao')).getByRole('link', { name: 'Chat with Arjun Rao' }).getAttribute('href'),
    ).toBe('/mentor-dashboard/chat/s-2');
  });

  it('says "No Active Sessions yet" without sessions', async () => {
    stubSessions([]);
    renderSessions();
    expect(await screen.findByText('No Active Sessions yet')).toBeTruthy();
  });

  it('says the sessions could not be loaded when the call fails', async () => {
    stubFetch(() => envelopeResponse(null, 500, 'An unexpected error occurred'));
    renderSessions();
    expect(await screen.findByText('Active sessions could not be loaded.')).toBeTruthy();
  });

  it('asks for the proof image: "Image is required" for 3 seconds, and nothing is sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const state = stubSessions([SCHEDULED]);
    renderSessions();

    const dialog = await openDialog(user, 'Riya Sharma');
    expect(dialog.textContent).toContain('Agreed time06 Mar 2025, 6:00 pm');
    expect(dialog.textContent).toContain('Completing it adds ₹120 to your wallet.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Image is required');
    expect(state.uploads).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(within(dialog).queryByText('Image is required')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(within(dialog).queryByText('Image is required')).toBeNull();
  });

  it('clears "Image is required" once an image is chosen, and does not ask again when it is removed', async () => {
    const user = userEvent.setup();
    stubSessions([SCHEDULED]);
    renderSessions();

    const dialog = await openDialog(user, 'Riya Sharma');
    await user.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Image is required');
    await user.upload(within(dialog).getByLabelText('Proof image'), PNG);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Proof image' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('says the server’s refusal of the request under the picker for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubSessions([SCHEDULED], () =>
      envelopeResponse(null, 400, 'The request id is not valid.', 'VALIDATION_FAILED'),
    );
    renderSessions();

    const dialog = await openDialog(user, 'Riya Sharma');
    await user.upload(within(dialog).getByLabelText('Proof image'), PNG);
    await user.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The request id is not valid.');
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('takes images only', async () => {
    const user = userEvent.setup({ applyAccept: false });
    stubSessions([SCHEDULED]);
    renderSessions();

    const dialog = await openDialog(user, 'Riya Sharma');
    await user.upload(
      within(dialog).getByLabelText('Proof image'),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Proof image must be a JPEG, PNG or WebP image.',
    );
    expect(within(dialog).queryByRole('img', { name: 'Proof image preview' })).toBeNull();
  });

  it('says a free session’s earning is on hold, not added, once it is completed', async () => {
    const user = userEvent.setup();
    const free = mentorSession({
      scheduledAt: '2025-03-06T12:30:00.000Z',
      package: { _id: 'p-20', packageName: 'Free 20-Minute Intro Call', kind: 'intro20' },
      price: 0,
      earning: 35,
    });
    const state = stubSessions([free]);
    renderSessions();

    const dialog = await openDialog(user, 'Riya Sharma');
    await user.upload(within(dialog).getByLabelText('Proof image'), PNG);
    state.active = [];
    await user.click(within(dialog).getByRole('button', { name: 'Mark complete' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Your session with Riya Sharma is complete: ₹35 is on hold: it is added to your wallet when the student confirms the session took place, or after 48 hours if they report no problem.',
    );
  });

  it('completes with the proof: the multipart call, a reloaded list and the credit in a notice', async () => {
    const user = userEvent.setup();
    const state = stubSessions([SCHEDULED, MONTHLY]);
    renderSessions();

    const dialog = await openDialog(user, 'Riya Sharma');
    await user.upload(within(dialog).getByLabelText('Proof image'), PNG);
    expect(within(dialog).getByRole('img', { name: 'Proof image preview' })).toBeTruthy();
    state.active = [MONTHLY];
    await user.click(within(dialog).getByRole('button', { name: 'Mark complete' }));

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(
      'Your session with Riya Sharma is complete: ₹120 has been added to your wallet.',
    );
    expect(state.uploads).toHaveLength(1);
    expect(state.uploads[0]?.get('requestId')).toBe('b-1');
    expect(state.uploads[0]?.get('imageOfProof')).toBeInstanceOf(File);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Riya Sharma')).toBeNull();
    expect(screen.getByText('Arjun Rao')).toBeTruthy();
  });

  it('disables "Mark complete" until the agreed time, saying from when in the button itself', async () => {
    stubSessions([AHEAD, SCHEDULED]);
    renderSessions();

    await screen.findByRole('table');
    const waiting = within(rowOf('Kabir Sen')).getByRole('button', {
      name: 'Can be completed from 12 Dec 2099, 4:00 pm (session with Kabir Sen)',
    });
    expect(waiting).toHaveProperty('disabled', true);
    expect(within(rowOf('Kabir Sen')).queryByRole('button', { name: /^Mark complete/ })).toBeNull();
    // A time already past does not hold the session back.
    expect(
      within(rowOf('Riya Sharma')).getByRole('button', { name: 'Mark complete (session with Riya Sharma)' }),
    ).toHaveProperty('disabled', false);
  });

  it('enables "Mark complete" once the agreed time has come, without reloading the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2099-12-12T10:29:30.000Z'));
    stubSessions([AHEAD]);
    renderSessions();

    await screen.findByRole('table');
    expect(within(rowOf('Kabir Sen')).getByRole('button', { name: /^Can be completed from/ })).toHaveProperty(
      'disabled',
      true,
    );
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(
      within(rowOf('Kabir Sen')).getByRole('button', { name: 'Mark complete (session with Kabir Sen)' }),
    ).toHaveProperty('disabled', false);
  });

  it('disables "Mark complete" through the monthly package’s 30 days, with the date', async () => {
    stubSessions([MONTHLY]);
    renderSessions();

    await screen.findByRole('table');
    const locked = within(rowOf('Arjun Rao')).getByRole('button', {
      name: 'Can be completed from 31 Mar 2099, 11:30 am (session with Arjun Rao)',
    });
    expect(locked).toHaveProperty('disabled', true);
  });

  it('asks first, without an agreed time, whether the session has taken place', async () => {
    const user = userEvent.setup();
    const state = stubSessions([UNSCHEDULED]);
    renderSessions();

    await screen.findByRole('table');
    const complete = within(rowOf('Meera Iyer')).getByRole('button', {
      name: 'Mark complete (session with Meera Iyer)',
    });
    await user.click(complete);
    const question = screen.getByRole('dialog', { name: 'Has this session taken place?' });
    expect(question.textContent).toContain(
      'No time was agreed here for this session. Mark it complete only if it has taken place.',
    );
    expect(screen.queryByRole('dialog', { name: 'Mark session complete' })).toBeNull();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.uploads).toHaveLength(0);

    await user.click(complete);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Has this session taken place?' })).getByRole('button', {
        name: 'It has taken place',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark session complete' });
    await user.upload(within(dialog).getByLabelText('Proof image'), PNG);
    await user.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Your session with Meera Iyer is complete',
    );
    expect(state.uploads[0]?.get('requestId')).toBe('b-4');
  });

  it('shows the server’s refusal of a time not come yet as a warning and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const refusal =
      'This session is agreed for 12 Dec 2099, 4:00 pm (India time): you can mark it complete once that time has passed.';
    stubSessions([SCHEDULED], () => envelopeResponse(null, 409, refusal, 'SESSION_LOCKED'));
    renderSessions();

    const dialog = await openDialog(user, 'Riya Sharma');
    await user.upload(within(dialog).getByLabelText('Proof image'), PNG);
    await user.click(within(dialog).getByRole('button', { name: 'Mark complete' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    expect(alert.className).toContain('Warning');
    expect(within(dialog).getByRole('button', { name: 'Mark complete' })).toHaveProperty('disabled', false);
  });

  it('puts the server’s refusal of the file under the picker', async () => {
    const user = userEvent.setup();
    stubSessions([SCHEDULED], () =>
      envelopeResponse(null, 415, 'Please upload a JPEG, PNG or WebP image.', 'UNSUPPORTED_MEDIA_TYPE'),
    );
    renderSessions();

    const dialog = await openDialog(user, 'Riya Sharma');
    await user.upload(within(dialog).getByLabelText('Proof image'), PNG);
    await user.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Please upload a JPEG, PNG or WebP image.',
    );
  });

  it('keeps the server’s refusal of the file past 3 seconds, until another image is chosen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubSessions([SCHEDULED], () =>
      envelopeResponse(null, 413, 'The image is larger than 5 MB.', 'PAYLOAD_TOO_LARGE'),
    );
    renderSessions();

    const dialog = await openDialog(user, 'Riya Sharma');
    await user.upload(within(dialog).getByLabelText('Proof image'), PNG);
    await user.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The image is larger than 5 MB.');
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(within(dialog).getByRole('alert').textContent).toBe('The image is larger than 5 MB.');
    await user.upload(within(dialog).getByLabelText('Proof image'), PNG);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('waits while sending: both buttons are disabled', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    stubFetch((url, init) => {
      if (init?.body instanceof FormData)
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      return envelopeResponse(sessionPage([SCHEDULED]));
    });
    renderSessions();

    const dialog = await openDialog(user, 'Riya Sharma');
    await user.upload(within(dialog).getByLabelText('Proof image'), PNG);
    await user.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    expect(within(dialog).getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    answer(envelopeResponse(null));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
