import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { formatIstDate, formatRupeeAmount, type MentorSession, type SessionPage } from '@neetmentor/contract';
import { mentorSession, mentorSummary, sessionPage } from '../../../test/mentor-session-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { MentorDashboardPage } from './mentor-dashboard-page.tsx';

const COMPLETED = mentorSession({
  _id: 'b-9',
  status: 'complete',
  completedAt: '2025-03-05T11:00:00.000Z',
  imageOfProof: '/api/v1/bookings/b-9/proof',
  rating: 5,
});

interface Answers {
  summary?: () => Response;
  completed?: (page: number, body: Record<string, unknown>) => SessionPage<MentorSession> | Response;
}

/** The dashboard's calls, each answered by the test, every completed-sessions request recorded. */
function stubDashboard({ summary, completed }: Answers = {}) {
  const requests: { page: number; body: Record<string, unknown> }[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (url === '/api/v1/mentors/dashboard-summary') return summary?.() ?? envelopeResponse(mentorSummary());
    if (url.startsWith('/api/v1/bookings/'))
      return new Response(new Uint8Array([82, 73, 70, 70]), { headers: { 'Content-Type': 'image/webp' } });
    const page = Number(new URL(url, 'http://x').searchParams.get('page'));
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    requests.push({ page, body });
    const answer = completed?.(page, body) ?? sessionPage([COMPLETED]);
    return answer instanceof Response ? answer : envelopeResponse(answer);
  });
  return { requests, fetchMock };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderDashboard(route = '/mentor-dashboard', language: 'en' | 'hi' = 'en') {
  signInAs('mentor', 'm-1');
  renderWithProviders(
    <>
      <Routes>
        <Route path="/mentor-dashboard" element={<MentorDashboardPage />} />
      </Routes>
      <Where />
    </>,
    { route, language },
  );
}

/** What a screen reader reads of an element: its text without the parts hidden from them. */
function readableText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

function cardFigures(): Record<string, string[]> {
  const cards = screen.getAllByRole('term').map((term) => term.parentElement);
  return Object.fromEntries(
    cards.map((card) => [
      card?.querySelector('dt')?.textContent ?? '',
      Array.from(card?.querySelectorAll('dd') ?? [], (value) => value.textContent ?? ''),
    ]),
  );
}

describe('MentorDashboardPage', () => {
  afterEach(clearStorages);

  it('shows the four cards, earnings abbreviated, with the wallet and the waiting requests', async () => {
    stubDashboard();
    renderDashboard();

    await screen.findByText('₹12.5k');
    expect(cardFigures()).toEqual({
      'Active Sessions': ['3', '2 requests waiting for you'],
      'Total Earnings': ['₹12.5k', 'Wallet balance: ₹1,240'],
      'Completed Sessions': ['8'],
      'Referred People': ['2'],
    });
    expect(screen.getByRole('link', { name: '2 requests waiting for you' }).getAttribute('href')).toBe(
      '/mentor-dashboard/approval-section',
    );
  });

  it('shows earnings under ₹1,000 in full and says when no request waits', async () => {
    stubDashboard({
      summary: () => envelopeResponse(mentorSummary({ totalEarnings: 999, pendingRequests: 0, wallet: 0 })),
    });
    renderDashboard();

    await screen.findByText('₹999');
    expect(cardFigures()['Active Sessions']).toEqual(['3', 'No requests waiting']);
    expect(cardFigures()['Total Earnings']).toEqual(['₹999', 'Wallet balance: ₹0']);
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubDashboard({
      summary: () =>
        fail
          ? envelopeResponse(null, 500, 'An unexpected error occurred')
          : envelopeResponse(mentorSummary()),
    });
    renderDashboard();

    const alert = await screen.findByText(/Your figures could not be loaded/);
    fail = false;
    await user.click(
      within(alert.closest('[role="alert"]') ?? alert).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByText('₹12.5k')).toBeTruthy();
  });

  it('lists the completed sessions with S.No, package, status, student, stars and the chat history', async () => {
    stubDashboard({
      completed: () =>
        sessionPage([
          COMPLETED,
          mentorSession({
            _id: 'b-10',
            status: 'complete',
            package: { _id: 'p-20', packageName: 'Free 20-Minute Intro Call', kind: 'intro20' },
            student: {
              _id: 's-2',
              username: 'arjunrao',
              firstName: 'Arjun',
              lastName: 'Rao',
              profilePicture: null,
            },
            completedAt: '2025-02-01T11:00:00.000Z',
          }),
        ]),
    });
    renderDashboard();

    const table = await screen.findByRole('table', { name: 'Completed sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map(readableText))).toEqual([
      [
        '1',
        '60-Minute Mentorship Session',
        'Completed05 Mar 2025',
        'Riya Sharma@riyasharma1234',
        '',
        '',
        'View proof',
      ],
      [
        '2',
        'Free 20-Minute Intro Call',
        'Completed01 Feb 2025',
        'Arjun Rao@arjunrao',
        'Not rated yet',
        '',
        'No proof',
      ],
    ]);
    expect(within(rows[0] ?? table).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    // The chat icon of a completed session opens its conversation, read-only.
    expect(
      within(rows[1] ?? table)
        .getByRole('link', { name: 'Chat history with Arjun Rao' })
        .getAttribute('href'),
    ).toBe('/mentor-dashboard/chat/s-2');
    expect(screen.queryByRole('navigation', { name: 'Pages of completed sessions' })).toBeNull();
  });

  it('says "No Completed Session yet" for a mentor without completed sessions', async () => {
    stubDashboard({ completed: () => sessionPage([]) });
    renderDashboard();
    expect(await screen.findByText('No Completed Session yet')).toBeTruthy();
  });

  it('says the completed sessions could not be loaded when the call fails', async () => {
    stubDashboard({ completed: () => envelopeResponse(null, 500, 'An unexpected error occurred') });
    renderDashboard();
    expect(await screen.findByText('Completed sessions could not be loaded.')).toBeTruthy();
  });

  it('searches by username from 4 characters, and the empty field shows everyone again', async () => {
    const user = userEvent.setup();
    const { requests } = stubDashboard({
      completed: (_page, body) => (body.search === 'nobody' ? sessionPage([]) : sessionPage([COMPLETED])),
    });
    renderDashboard();
    const field = await screen.findByRole('searchbox', { name: 'Search by student' });
    await screen.findByRole('table');

    await user.type(field, 'rsh{Enter}');
    expect(screen.getByText('Type at least 4 characters to search.')).toBeTruthy();
    expect(requests).toHaveLength(1);

    await user.clear(field);
    await user.type(field, 'nobody{Enter}');
    expect(await screen.findByText('No completed session with the student “nobody”.')).toBeTruthy();
    expect(requests.at(-1)).toEqual({ page: 1, body: { search: 'nobody' } });
    expect(screen.getByTestId('where').textContent).toBe('/mentor-dashboard?search=nobody');

    await user.clear(field);
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(requests.at(-1)).toEqual({ page: 1, body: {} });
    expect(screen.getByTestId('where').textContent).toBe('/mentor-dashboard');
  });

  it('pages beyond 10 completed sessions, keeping the page in the address', async () => {
    const user = userEvent.setup();
    const { requests } = stubDashboard({
      completed: (page) =>
        sessionPage(
          Array.from({ length: page === 1 ? 10 : 2 }, (_, index) =>
            mentorSession({ ...COMPLETED, _id: `b-${page}-${index}` }),
          ),
          page,
          2,
        ),
    });
    renderDashboard();

    const pager = await screen.findByRole('navigation', { name: 'Pages of completed sessions' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    await screen.findByRole('cell', { name: '12' });
    expect(requests.at(-1)).toEqual({ page: 2, body: {} });
    expect(screen.getByTestId('where').textContent).toBe('/mentor-dashboard?page=2');
  });

  it('opens the private proof image with the token', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubDashboard();
    renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'View proof' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of the session with Riya Sharma' });
    const image = await within(dialog).findByRole('img', { name: 'Proof of the session with Riya Sharma' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    const proofCall = fetchMock.mock.calls.find(([url]) => url === '/api/v1/bookings/b-9/proof');
    expect(new Headers(proofCall?.[1]?.headers).get('Authorization')).toMatch(/^Bearer /);
  });
});

describe('MentorDashboardPage in Hindi', () => {
  afterEach(clearStorages);

  it('shows the cards, the table and the dates in Hindi', async () => {
    stubDashboard();
    renderDashboard('/mentor-dashboard', 'hi');

    expect(await screen.findByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeTruthy();
    expect(await screen.findByText('2 रिक्वेस्ट आपके जवाब का इंतज़ार कर रही हैं')).toBeTruthy();
    expect(screen.getByText(`वॉलेट बैलेंस: ${formatRupeeAmount(1240, 'hi')}`)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'पूरे हुए सेशन' });
    expect(within(table).getByRole('columnheader', { name: 'पैकेज का नाम' })).toBeTruthy();
    expect(within(table).getByText(formatIstDate('2025-03-05T11:00:00.000Z', 'hi'))).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'सबूत देखें' })).toBeTruthy();
  });

  it('says so in Hindi when one request waits', async () => {
    stubDashboard({ summary: () => envelopeResponse(mentorSummary({ pendingRequests: 1 })) });
    renderDashboard('/mentor-dashboard', 'hi');
    expect(await screen.findByText('1 रिक्वेस्ट आपके जवाब का इंतज़ार कर रही है')).toBeTruthy();
  });
});
