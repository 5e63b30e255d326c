import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatIstDateTime, type JoinResult } from '@neetmentor/contract';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { openCall } from '../open-call.ts';
import { JoinPage } from './join-page.tsx';

vi.mock('../open-call.ts', () => ({ openCall: vi.fn() }));

const MEET = 'https://meet.google.com/abc-defg-hij';

function Probe() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function renderJoin(language: 'en' | 'hi' = 'en') {
  renderWithProviders(
    <Routes>
      <Route path="/join/:sessionId" element={<JoinPage />} />
      <Route path="/login" element={<Probe />} />
    </Routes>,
    { route: '/join/b-1', language },
  );
}

/** The join call, answered with `answer`; the calls made are kept. */
function stubJoin(answer: () => Response) {
  return stubFetch((url, init) => {
    if (url === '/api/v1/sessions/b-1/join' && init?.method === 'POST') return answer();
    return envelopeResponse(null, 404);
  });
}

const joined = (result: JoinResult) => () => envelopeResponse(result);

describe('JoinPage', () => {
  beforeEach(() => vi.mocked(openCall).mockClear());
  afterEach(clearStorages);

  it('records the join and goes on to the call inside the window', async () => {
    signInAs('student', 's-1');
    const fetchMock = stubJoin(
      joined({ state: 'open', callUrl: MEET, provider: 'google_meet', joinedAt: '2025-03-06T12:25:00.000Z' }),
    );
    renderJoin();

    expect(await screen.findByText('Opening your Google Meet call…')).toBeTruthy();
    expect(openCall).toHaveBeenCalledWith(MEET);
    expect(screen.getByRole('link', { name: 'Open the call' }).getAttribute('href')).toBe(MEET);
    expect(screen.getByRole('status').textContent).toContain('Google Meet');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/join'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to your sessions' }).getAttribute('href')).toBe(
      '/student-profile',
    );
  });

  it('says when the link opens before the window, and goes nowhere', async () => {
    signInAs('mentor', 'm-1');
    const opensAt = new Date(Date.now() + 25 * 60_000 + 30_000).toISOString();
    stubJoin(joined({ state: 'not_yet', opensAt }));
    renderJoin();

    expect(
      await screen.findByText(
        `The join link opens at ${formatIstDateTime(opensAt, 'en')}, 10 minutes before the session.`,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Opens in 26 minutes.')).toBeTruthy();
    expect(openCall).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to your sessions' }).getAttribute('href')).toBe(
      '/mentor-dashboard/sessions',
    );
  });

  it.each([
    ['student', { state: 'no_link' }, 'Your mentor has not added the call link yet.'],
    ['mentor', { state: 'no_link' }, 'You have not added the call link of this session yet.'],
    ['student', { state: 'over' }, 'This session is over: its join link has closed.'],
    ['mentor', { state: 'no_time' }, 'No time is agreed for this session yet.'],
  ] as const)('as the %s, says why there is no call: %j', async (role, result, text) => {
    signInAs(role, 'u-1');
    stubJoin(joined(result));
    renderJoin();
    expect(await screen.findByText(new RegExp(`^${text.replace(/[.]/g, '\\.')}`))).toBeTruthy();
    expect(openCall).not.toHaveBeenCalled();
  });

  it('says a session of someone else does not exist', async () => {
    signInAs('student', 's-2');
    stubJoin(() => envelopeResponse(null, 404, 'This session does not exist.'));
    renderJoin();
    expect(await screen.findByText('This session does not exist, or it is not yours.')).toBeTruthy();
  });

  it('sends a signed-out visitor to sign in, and back here afterwards', async () => {
    const fetchMock = stubJoin(joined({ state: 'over' }));
    renderJoin();
    expect(await screen.findByText('at /login?from=%2Fjoin%2Fb-1')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells an admin only the session’s people can join, without recording anything', async () => {
    signInAs('admin', 'a-1');
    const fetchMock = stubJoin(joined({ state: 'over' }));
    renderJoin();
    expect(await screen.findByText(/Only the session's student and mentor can join it/)).toBeTruthy();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });

  it('speaks Hindi', async () => {
    signInAs('student', 's-1');
    const opensAt = new Date(Date.now() + 5 * 60_000 + 30_000).toISOString();
    stubJoin(joined({ state: 'not_yet', opensAt }));
    renderJoin('hi');
    expect(await screen.findByRole('heading', { name: 'अपने सेशन से जुड़ें' })).toBeTruthy();
    expect(
      await screen.findByText(
        `जॉइन लिंक ${formatIstDateTime(opensAt, 'hi')} पर खुलेगा, यानी सेशन से 10 मिनट पहले।`,
      ),
    ).toBeTruthy();
    expect(screen.getByText('6 मिनट में खुलेगा।')).toBeTruthy();
  });
});
