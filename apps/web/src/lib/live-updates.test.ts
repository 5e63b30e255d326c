import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { FakeSocket } from '../test/fake-socket.ts';
import { clearStorages, signInAs } from '../test/session.ts';
import { featuredMentorsQuery } from './api/get-featured-mentors.ts';
import { privateImageQuery } from './api/get-private-image.ts';
import { RELEASE_DELAY_MS } from './socket.ts';
import { followBookingChanges, startLiveUpdates, type SocketEvents } from './live-updates.ts';
import { purchasedSessionsQuery } from '../features/student/api/get-purchased-sessions.ts';
import { completedSessionsQuery as studentCompletedQuery } from '../features/student/api/get-completed-sessions.ts';
import { studentDetailsQuery } from '../features/student/api/get-student-details.ts';
import { sessionRequestsQuery } from '../features/mentor-area/api/get-session-requests.ts';
import { activeSessionsQuery } from '../features/mentor-area/api/get-active-sessions.ts';
import { completedSessionsQuery as mentorCompletedQuery } from '../features/mentor-area/api/get-completed-sessions.ts';
import { mentorSummaryQuery } from '../features/mentor-area/api/get-mentor-summary.ts';
import { mentorDetailsQuery } from '../features/mentor-area/api/get-mentor-details.ts';
import { payoutHistoryQuery } from '../features/mentor-area/api/get-payout-history.ts';
import { mentorReferralsQuery } from '../features/mentor-area/api/get-mentor-referrals.ts';
import { paymentDetailsQuery } from '../features/mentor-area/api/get-payment-details.ts';
import { priceCardQuery } from '../features/mentor-area/api/get-price-card.ts';
import { updatesQuery } from '../features/mentor-area/api/get-updates.ts';
import { conversationsQuery } from '../features/chat/api/get-conversations.ts';
import { partnerQuery } from '../features/chat/api/get-partner.ts';
import { sharedSessionsQuery } from '../features/chat/api/get-shared-sessions.ts';
import { historyQuery } from '../features/chat/api/get-history.ts';

const sockets = vi.hoisted(() => [] as FakeSocket[]);

vi.mock('socket.io-client', async () => {
  const { FakeSocket: Fake } = await import('../test/fake-socket.ts');
  return {
    io: vi.fn(() => {
      const socket = new Fake();
      sockets.push(socket);
      return socket as unknown as Socket;
    }),
  };
});

/** The reads of the signed-in areas that show bookings, their money, figures or notifications. */
const BOOKING_VIEWS: Record<string, QueryKey> = {
  'student purchased sessions': purchasedSessionsQuery(1).queryKey,
  'student completed sessions': studentCompletedQuery(1).queryKey,
  'student details and bell': studentDetailsQuery('s-1').queryKey,
  'mentor requests': sessionRequestsQuery(1).queryKey,
  'mentor active sessions': activeSessionsQuery(1).queryKey,
  'mentor completed sessions': mentorCompletedQuery(1, '').queryKey,
  'mentor dashboard figures': mentorSummaryQuery().queryKey,
  'mentor details and bell': mentorDetailsQuery('m-1').queryKey,
  'mentor payouts': payoutHistoryQuery().queryKey,
  'mentor referral rewards': mentorReferralsQuery().queryKey,
  'chat list': conversationsQuery('student').queryKey,
  'chat partner (composer open or closed)': partnerQuery('student', 'm-1').queryKey,
  'chat sessions': sharedSessionsQuery('student', 'm-1').queryKey,
};

/** The account's reads no booking change alters. */
const OTHER_ACCOUNT_READS: Record<string, QueryKey> = {
  'chat messages': historyQuery('m-1').queryKey,
  'admin updates': updatesQuery(1).queryKey,
  'bank details': paymentDetailsQuery().queryKey,
  'price card': priceCardQuery().queryKey,
};

const PROOF_IMAGE = privateImageQuery('/api/v1/bookings/b-1/proof').queryKey;
const PUBLIC_READ = featuredMentorsQuery.queryKey;

let queryClient: QueryClient;

/** Every read above, answered a moment ago. */
function seedQueries() {
  queryClient = new QueryClient();
  for (const key of [
    ...Object.values(BOOKING_VIEWS),
    ...Object.values(OTHER_ACCOUNT_READS),
    PROOF_IMAGE,
    PUBLIC_READ,
  ])
    queryClient.setQueryData(key, { seeded: true });
}

function invalidated(keys: Record<string, QueryKey>): string[] {
  return Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

function isInvalidated(key: QueryKey): boolean {
  return queryClient.getQueryState(key)?.isInvalidated ?? false;
}

/** A connection played by the test: `send` delivers an event to the listeners the hub registered. */
function fakeEvents() {
  const listeners = new Map<string, Set<() => void>>();
  const on: SocketEvents = (event, listener) => {
    const set = listeners.get(event) ?? new Set();
    listeners.set(event, set);
    set.add(listener as () => void);
    return () => set.delete(listener as () => void);
  };
  const send = (event: 'bookingChanged' | 'connected') => {
    for (const listener of listeners.get(event) ?? []) listener();
  };
  return { on, send, listening: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0) };
}

describe('the live updates hub', () => {
  beforeEach(seedQueries);

  it('makes every read that shows bookings stale on a booking change, and nothing else', () => {
    const events = fakeEvents();
    followBookingChanges(queryClient, events.on);
    expect(invalidated(BOOKING_VIEWS)).toEqual([]);
    events.send('bookingChanged');
    expect(invalidated(BOOKING_VIEWS)).toEqual(Object.keys(BOOKING_VIEWS));
    expect(invalidated(OTHER_ACCOUNT_READS)).toEqual([]);
    expect(isInvalidated(PROOF_IMAGE)).toBe(false);
    expect(isInvalidated(PUBLIC_READ)).toBe(false);
  });

  it('makes every account read stale when the connection opens again after a break, not at the first', () => {
    const events = fakeEvents();
    followBookingChanges(queryClient, events.on);
    events.send('connected');
    expect(invalidated({ ...BOOKING_VIEWS, ...OTHER_ACCOUNT_READS })).toEqual([]);

    events.send('connected');
    expect(invalidated(BOOKING_VIEWS)).toEqual(Object.keys(BOOKING_VIEWS));
    expect(invalidated(OTHER_ACCOUNT_READS)).toEqual(Object.keys(OTHER_ACCOUNT_READS));
    // Images never change once made; public reads are no one's account.
    expect(isInvalidated(PROOF_IMAGE)).toBe(false);
    expect(isInvalidated(PUBLIC_READ)).toBe(false);
  });

  it('counts the first opening as a reopening when the connection was already open', () => {
    const events = fakeEvents();
    followBookingChanges(queryClient, events.on, true);
    events.send('connected');
    expect(invalidated(BOOKING_VIEWS)).toEqual(Object.keys(BOOKING_VIEWS));
  });

  it('stops listening when stopped', () => {
    const events = fakeEvents();
    const stop = followBookingChanges(queryClient, events.on);
    expect(events.listening()).toBe(2);
    stop();
    expect(events.listening()).toBe(0);
    events.send('bookingChanged');
    expect(invalidated(BOOKING_VIEWS)).toEqual([]);
  });
});

describe('the live updates on the tab’s connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sockets.length = 0;
    seedQueries();
  });
  afterEach(async () => {
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    clearStorages();
  });

  it('holds the connection, follows the server’s bookingChanged and reconnections, and lets go when stopped', async () => {
    signInAs('mentor', 'm-1');
    const stop = startLiveUpdates(queryClient);
    const socket = sockets[0];
    if (!socket) throw new Error('the live updates open the connection');
    socket.serverSends('connect');
    expect(invalidated(BOOKING_VIEWS)).toEqual([]);

    socket.serverSends('bookingChanged', { bookingId: 'b-1' });
    expect(invalidated(BOOKING_VIEWS)).toEqual(Object.keys(BOOKING_VIEWS));
    expect(invalidated(OTHER_ACCOUNT_READS)).toEqual([]);

    socket.serverSends('disconnect', 'transport close');
    socket.serverSends('connect');
    expect(invalidated(OTHER_ACCOUNT_READS)).toEqual(Object.keys(OTHER_ACCOUNT_READS));

    stop();
    await vi.advanceTimersByTimeAsync(RELEASE_DELAY_MS);
    expect(socket.disconnected).toBe(true);
  });
});
