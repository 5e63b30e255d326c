import type { Query, QueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from './account-query.ts';
import { holdSocket, onSocketEvent, readSocketStatus, type ChatSocketEvents } from './socket.ts';

type KeyPrefix = readonly string[];

/** The account's reads that never change once made: proof and document images. */
const NEVER_CHANGING: readonly KeyPrefix[] = [['private-image']];

/**
 * The account's reads that no booking change can alter: those above, the chat's messages (pushed one by
 * one by the chat itself), the admins' announcements, the mentor's bank details and price card. Every
 * other account read shows bookings, their money or their notifications and follows every change, so a
 * new screen is live without being listed here.
 */
const UNTOUCHED_BY_BOOKINGS: readonly KeyPrefix[] = [
  ...NEVER_CHANGING,
  ['chat', 'history'],
  ['mentor-updates'],
  ['mentor-payment-details'],
  ['price-card'],
];

/** Whether a query is one of the signed-in account's reads outside every one of `prefixes`. */
function isAccountReadOutside(query: Pick<Query, 'queryKey'>, prefixes: readonly KeyPrefix[]): boolean {
  const [root, ...rest] = query.queryKey;
  if (root !== ACCOUNT_QUERY_KEY[0]) return false;
  return !prefixes.some((prefix) => prefix.every((part, index) => rest[index] === part));
}

/** Whether a query is one of the account's reads that a booking change can alter. */
export function showsBookings(query: Pick<Query, 'queryKey'>): boolean {
  return isAccountReadOutside(query, UNTOUCHED_BY_BOOKINGS);
}

/** Whether a query is one of the account's reads that may have changed while the connection was down. */
export function mayHaveChanged(query: Pick<Query, 'queryKey'>): boolean {
  return isAccountReadOutside(query, NEVER_CHANGING);
}

/** The part of the connection the live updates listen to (the tab's connection, or a test's). */
export type SocketEvents = <E extends 'bookingChanged' | 'connected'>(
  event: E,
  listener: ChatSocketEvents[E],
) => () => void;

/**
 * Turns the connection's news into fresh screens: a changed booking makes every read that shows bookings
 * stale (the ones on screen are fetched again at once, the others when next shown); a connection opened
 * again after a break makes every account read stale (images aside), as what was pushed meanwhile was missed.
 * A read already being fetched is left to finish. `connectedAlready`: the connection was open before (held
 * by another screen), so its next opening follows a break. Returns the stop.
 */
export function followBookingChanges(
  queryClient: QueryClient,
  on: SocketEvents,
  connectedAlready = false,
): () => void {
  let connectedBefore = connectedAlready;
  const stops = [
    on('bookingChanged', () => {
      void queryClient.invalidateQueries({ predicate: showsBookings });
    }),
    on('connected', () => {
      // The first connection comes as the screen's reads are made; only a later one follows a break.
      if (!connectedBefore) {
        connectedBefore = true;
        return;
      }
      void queryClient.invalidateQueries({
        predicate: (query) => mayHaveChanged(query) && query.state.fetchStatus !== 'fetching',
      });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/** Holds this tab's connection and follows booking changes on it, until the returned stop is called. */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  const connectedAlready = readSocketStatus() === 'connected';
  const release = holdSocket();
  const stopFollowing = followBookingChanges(queryClient, onSocketEvent, connectedAlready);
  return () => {
    stopFollowing();
    release();
  };
}
