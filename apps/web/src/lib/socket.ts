import { useEffect, useRef, useSyncExternalStore } from 'react';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import {
  SOCKET_REFUSALS,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketSendAnswer,
  type SocketSendMessage,
} from '@neetmentor/contract';
import { readAuthValue, subscribeToAuth } from './auth-storage.ts';

// Only the signed-in areas load this module (the chat screens, and the live updates of the student's and
// the mentor's areas, after their first paint), so socket.io-client never comes with a public page.

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The spec's reconnection settings (part 2 §8): 1 s growing to 5 s, jitter 0.5, 20 s to connect. */
export const SOCKET_OPTIONS: Readonly<Partial<ManagerOptions & SocketOptions>> = {
  path: '/socket.io',
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
  // A WebSocket first: it is one connection held by one server, so several servers behind a plain round-robin
  // load balancer need no stickiness. Networks that block WebSockets fall back to long-polling.
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
};

/**
 * How long the connection outlives the last chat screen, so moving between conversations, or a screen
 * that remounts, does not reconnect.
 */
export const RELEASE_DELAY_MS = 5000;

/**
 * How long a tab waits to try again when the server refused it for the account's many open connections
 * (other tabs and devices): a place frees when one of them closes. Until then messages go by the API.
 */
export const FULL_RETRY_DELAY_MS = 30_000;

/** What the signed-in screens hear: the server's events, and `connected` when the connection (re)opens. */
export interface ChatSocketEvents extends ServerToClientEvents {
  /** The connection opened again: whatever the server pushed while it was down was missed. */
  connected: () => void;
}

export type SocketStatus = 'connecting' | 'connected' | 'disconnected';

export interface SocketSnapshot {
  status: SocketStatus;
  /** The conversation partners online now (known only while connected). */
  online: ReadonlySet<string>;
}

const FORWARDED = ['newMessage', 'messagesRead', 'sessionScheduled', 'bookingChanged'] as const;

const IDLE: SocketSnapshot = { status: 'disconnected', online: new Set() };

let socket: ChatSocket | null = null;
/** The token the open connection authenticated with. */
let socketToken: string | null = null;
let holders = 0;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
let fullRetryTimer: ReturnType<typeof setTimeout> | undefined;
let stopWatchingAuth: (() => void) | undefined;
let snapshot: SocketSnapshot = IDLE;

const snapshotListeners = new Set<() => void>();
const eventListeners = new Map<keyof ChatSocketEvents, Set<(...args: never[]) => void>>();

function setSnapshot(next: Partial<SocketSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of snapshotListeners) listener();
}

function dispatch<E extends keyof ChatSocketEvents>(event: E, ...args: Parameters<ChatSocketEvents[E]>) {
  for (const listener of eventListeners.get(event) ?? []) {
    (listener as (...values: Parameters<ChatSocketEvents[E]>) => void)(...args);
  }
}

function open(token: string): void {
  const created: ChatSocket = io({
    ...SOCKET_OPTIONS,
    // Read at every attempt, so a reconnect after a password change (a fresh token) is accepted.
    auth: (callback) => callback({ token: readAuthValue('auth') ?? '' }),
  });
  socket = created;
  socketToken = token;
  setSnapshot({ status: 'connecting', online: new Set() });

  created.on('connect', () => {
    setSnapshot({ status: 'connected' });
    dispatch('connected');
  });
  created.on('disconnect', () => {
    // Presence is unknown until the server says again who is online.
    setSnapshot({ status: created.active ? 'connecting' : 'disconnected', online: new Set() });
  });
  created.on('connect_error', (error) => {
    // A refusal leaves the socket inactive (no automatic retry); a network failure is retried. A refused
    // token stays refused until the sign-in changes (followAuth opens a fresh connection then); a full
    // account is tried again a while later, as another tab may have closed by then.
    setSnapshot({ status: created.active ? 'connecting' : 'disconnected' });
    if (!created.active && error.message === SOCKET_REFUSALS.tooManyConnections) {
      clearTimeout(fullRetryTimer);
      fullRetryTimer = setTimeout(() => {
        if (socket !== created) return;
        setSnapshot({ status: 'connecting' });
        created.connect();
      }, FULL_RETRY_DELAY_MS);
    }
  });
  created.on('getOnlineUsers', (userIds) => setSnapshot({ online: new Set(userIds) }));
  created.on('presence', ({ userId, online }) => {
    const next = new Set(snapshot.online);
    if (online) next.add(userId);
    else next.delete(userId);
    setSnapshot({ online: next });
  });
  for (const event of FORWARDED) {
    created.on(event, (...args: Parameters<ServerToClientEvents[typeof event]>) =>
      dispatch(event, ...(args as [never])),
    );
  }
}

function close(): void {
  clearTimeout(fullRetryTimer);
  socket?.disconnect();
  socket = null;
  socketToken = null;
  setSnapshot(IDLE);
}

/** Logout closes the connection; a new token (password change, another account) opens a fresh one. */
function followAuth(): void {
  const token = readAuthValue('auth');
  if (token === socketToken) return;
  close();
  if (token && holders > 0) open(token);
}

/**
 * Keeps the one connection of this tab open while a signed-in screen holds it; returns the release. The
 * last release closes it after RELEASE_DELAY_MS.
 */
export function holdSocket(): () => void {
  holders += 1;
  clearTimeout(releaseTimer);
  stopWatchingAuth ??= subscribeToAuth(followAuth);
  const token = readAuthValue('auth');
  if (!socket && token) open(token);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    releaseTimer = setTimeout(() => {
      stopWatchingAuth?.();
      stopWatchingAuth = undefined;
      close();
    }, RELEASE_DELAY_MS);
  };
}

function subscribeToSnapshot(listener: () => void): () => void {
  snapshotListeners.add(listener);
  return () => {
    snapshotListeners.delete(listener);
  };
}

/**
 * How long a message sent over the connection waits for the server's answer before the caller tries
 * another way. A stored message answers within milliseconds; a connection that has silently died (a phone
 * changing networks) answers never, and is noticed only at its next ping.
 */
export const SEND_ANSWER_TIMEOUT_MS = 8000;

/**
 * Sends a message over the open connection and waits for the server's answer: null when the connection
 * is not open or no answer came in time (the message may or may not be stored: its client id makes sending
 * it again safe).
 */
export async function sendOverSocket(request: SocketSendMessage): Promise<SocketSendAnswer | null> {
  if (!socket?.connected) return null;
  try {
    return await socket.timeout(SEND_ANSWER_TIMEOUT_MS).emitWithAck('sendMessage', request);
  } catch {
    return null;
  }
}

function readSnapshot(): SocketSnapshot {
  return snapshot;
}

/** Whether this tab's connection is open now. */
export function readSocketStatus(): SocketStatus {
  return snapshot.status;
}

/** Holds the connection while the calling screen is mounted and returns its state and who is online. */
export function useChatSocket(): SocketSnapshot {
  useEffect(() => holdSocket(), []);
  return useSyncExternalStore(subscribeToSnapshot, readSnapshot, readSnapshot);
}

/** Calls `listener` for every `event` of this tab's connection until the returned stop is called. */
export function onSocketEvent<E extends keyof ChatSocketEvents>(
  event: E,
  listener: ChatSocketEvents[E],
): () => void {
  const listeners = eventListeners.get(event) ?? new Set();
  eventListeners.set(event, listeners);
  listeners.add(listener as (...args: never[]) => void);
  return () => {
    listeners.delete(listener as (...args: never[]) => void);
  };
}

/** Calls the latest `handler` for every `event` while the caller is mounted. */
export function useSocketEvent<E extends keyof ChatSocketEvents>(
  event: E,
  handler: ChatSocketEvents[E],
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      onSocketEvent(event, ((...args: Parameters<ChatSocketEvents[E]>) =>
        (latest.current as (...values: Parameters<ChatSocketEvents[E]>) => void)(
          ...args,
        )) as ChatSocketEvents[E]),
    [event],
  );
}
