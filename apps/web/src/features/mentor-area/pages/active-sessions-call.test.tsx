import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MentorSession } from '@neetmentor/contract';
import { mentorSession, sessionPage } from '../../../test/mentor-session-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { ActiveSessionsPage } from './active-sessions-page.tsx';

const MINUTE = 60_000;
const MEET = 'https://meet.google.com/abc-defg-hij';

/** A session whose join address is open now (it started 5 minutes ago), with the Meet link set. */
function joinable(overrides: Partial<MentorSession> = {}): MentorSession {
  const start = Date.now() - 5 * MINUTE;
  return mentorSession({
    scheduledAt: new Date(start).toISOString(),
    callUrl: MEET,
    call: {
      provider: 'google_meet',
      opensAt: new Date(start - 10 * MINUTE).toISOString(),
      closesAt: new Date(start + 180 * MINUTE).toISOString(),
      joins: { studentJoinedAt: '2025-03-06T11:28:00.000Z', mentorJoinedAt: null },
    },
    ...overrides,
  });
}

/** The list (from `state.active`), the call-link saves and the completions, each kept. */
function stubCalls(active: MentorSession[], save: () => Response = () => envelopeResponse(null)) {
  const state = { active, saves: [] as { url: string; body: unknown }[], uploads: [] as FormData[] };
  stubFetch((url, init) => {
    if (init?.method === 'PUT') {
      state.saves.push({ url, body: JSON.parse(String(init.body)) });
      return save();
    }
    if (url === '/api/v1/mentors/change-status-completed' && init?.body instanceof FormData) {
      state.uploads.push(init.body);
      return envelopeResponse(null);
    }
    return envelopeResponse(sessionPage(state.active));
  });
  return state;
}

function renderSessions(language: 'en' | 'hi' = 'en') {
  signInAs('mentor', 'm-1');
  renderWithProviders(<ActiveSessionsPage />, { route: '/mentor-dashboard/sessions', language });
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('ActiveSessionsPage: the call link', () => {
  afterEach(clearStorages);

  it('adds a call link: checked before it is sent, saved, and said', async () => {
    const user = userEvent.setup();
    const state = stubCalls([mentorSession({ scheduledAt: '2099-03-06T12:30:00.000Z' })]);
    renderSessions();

    await screen.findByRole('table');
    await user.click(
      within(rowOf('Riya Sharma')).getByRole('button', { name: 'Add call link (session with Riya Sharma)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Video-call link' });
    const field = within(dialog).getByRole('textbox', { name: 'Meeting link' });
    await user.click(field);
    await user.paste('http://meet.google.com/abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(
      await within(dialog).findByText('Please paste the whole meeting address, starting with https://.'),
    ).toBeTruthy();
    expect(state.saves).toHaveLength(0);

    await user.clear(field);
    await user.paste(MEET);
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(
      await screen.findByText(
        'The call link of your session with Riya Sharma is saved, and you both have been told.',
      ),
    ).toBeTruthy();
    expect(state.saves).toEqual([{ url: '/api/v1/sessions/b-1/call-link', body: { callUrl: MEET } }]);
  });

  it('shows the server’s refusal of the link under the field', async () => {
    const user = userEvent.setup();
    stubCalls(
      [mentorSession()],
      () =>
        new Response(
          JSON.stringify({
            statusCode: 400,
            data: {
              errors: [
                { path: 'callUrl', message: 'The meeting address must not contain a user name or password.' },
              ],
            },
            message: 'The meeting address must not contain a user name or password.',
            success: false,
            code: 'VALIDATION_FAILED',
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    renderSessions('hi');

    await screen.findByRole('table');
    await user.click(within(rowOf('Riya Sharma')).getByRole('button', { name: /^कॉल लिंक जोड़ें/ }));
    const dialog = screen.getByRole('dialog', { name: 'वीडियो कॉल का लिंक' });
    await user.click(within(dialog).getByRole('textbox', { name: 'मीटिंग लिंक' }));
    await user.paste('https://a:b@meet.example.org/x');
    await user.click(within(dialog).getByRole('button', { name: 'लिंक सेव करें' }));
    expect(await within(dialog).findByText('मीटिंग लिंक में यूज़र नेम या पासवर्ड नहीं होना चाहिए।')).toBeTruthy();
  });

  it('shows the service, who joined, the change button and Join while the window is open', async () => {
    stubCalls([joinable()]);
    renderSessions();

    await screen.findByRole('table');
    const row = rowOf('Riya Sharma');
    expect(within(row).getByText('Google Meet')).toBeTruthy();
    expect(row.textContent).toContain('Student joined 06 Mar 2025, 4:58 pm');
    expect(row.textContent).toContain('Mentor has not joined yet');
    expect(
      within(row).getByRole('button', { name: 'Change call link (session with Riya Sharma)' }),
    ).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'Join the session with Riya Sharma' }).getAttribute('href'),
    ).toBe('/join/b-1');
  });

  it('has no Join before the window opens', async () => {
    const later = Date.now() + 60 * MINUTE;
    stubCalls([
      joinable({
        call: {
          provider: 'zoom',
          opensAt: new Date(later - 10 * MINUTE).toISOString(),
          closesAt: new Date(later + 180 * MINUTE).toISOString(),
          joins: { studentJoinedAt: null, mentorJoinedAt: null },
        },
      }),
    ]);
    renderSessions();
    await screen.findByRole('table');
    expect(within(rowOf('Riya Sharma')).getByText('Zoom')).toBeTruthy();
    expect(within(rowOf('Riya Sharma')).queryByRole('link', { name: /^Join/ })).toBeNull();
  });

  it('completes a session both joined without a proof image, saying why', async () => {
    const user = userEvent.setup();
    const both = joinable({
      scheduledAt: '2025-03-06T11:30:00.000Z',
      call: {
        provider: 'google_meet',
        opensAt: '2025-03-06T11:20:00.000Z',
        closesAt: '2025-03-06T14:30:00.000Z',
        joins: { studentJoinedAt: '2025-03-06T11:28:00.000Z', mentorJoinedAt: '2025-03-06T11:31:00.000Z' },
      },
    });
    const state = stubCalls([both]);
    renderSessions();

    await screen.findByRole('table');
    expect(rowOf('Riya Sharma').textContent).toContain('Mentor joined 06 Mar 2025, 5:01 pm');
    await user.click(
      within(rowOf('Riya Sharma')).getByRole('button', {
        name: /^Mark complete \(session with Riya Sharma\)/,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Mark session complete' });
    expect(dialog.textContent).toContain('a proof image is optional');
    await user.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    await screen.findByText(/Your session with Riya Sharma is complete/);
    expect(state.uploads).toHaveLength(1);
    expect(state.uploads[0]?.get('requestId')).toBe('b-1');
    expect(state.uploads[0]?.has('imageOfProof')).toBe(false);
  });
});
