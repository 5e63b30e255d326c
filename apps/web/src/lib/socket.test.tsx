import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { FakeSocket } from '../test/fake-socket.ts';
import { clearStorages, signInAs } from '../test/session.ts';
import { clearAuth } from './auth-storage.ts';
import { SOCKET_REFUSALS } from '@neetmentor/contract';
import {
  FULL_RETRY_DELAY_MS,
  holdSocket,
  RELEASE_DELAY_MS,
  SOCKET_OPTIONS,
  useChatSocket,
  useSocketEvent,
} from './socket.ts';

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

const { io } = await import('socket.io-client');

function Presence() {
  const { status, online } = useChatSocket();
  useSocketEvent('newMessage', (message) => {
    document.title = message.message;
  });
  return (
    <p>
      {status}: {[...online].join(',')}
    </p>
  );
}

describe('the chat connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sockets.length = 0;
  });
  afterEach(async () => {
    // Unmount first, so the screens' hold on the connection is let go and its closing timer runs here.
    cleanup();
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    clearStorages();
  });

  it('opens one connection with the spec’s reconnection settings and the stored token', () => {
    const token = signInAs('student', 's-1');
    const release = holdSocket();
    const again = holdSocket();
    expect(sockets).toHaveLength(1);
    // Same origin: the options are io()'s only argument (its typing picks the overload with an address).
    const options = vi.mocked(io).mock.calls[0]?.[0] as Partial<ManagerOptions & SocketOptions> | undefined;
    expect(options).toMatchObject(SOCKET_OPTIONS);
    expect(SOCKET_OPTIONS).toMatchObject({
      path: '/socket.io',
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20_000,
    });
    const auth = options?.auth;
    if (typeof auth !== 'function') throw new Error('auth should be read at every attempt');
    auth((value: object) => expect(value).toEqual({ token }));
    release();
    again();
  });

  it('closes a while after the last screen lets go, and at once on logout', async () => {
    signInAs('mentor', 'm-1');
    holdSocket()();
    await vi.advanceTimersByTimeAsync(RELEASE_DELAY_MS - 1);
    expect(sockets[0]?.disconnected).toBe(false);
    const release = holdSocket();
    await vi.advanceTimersByTimeAsync(RELEASE_DELAY_MS);
    expect(sockets[0]?.disconnected).toBe(false);
    expect(sockets).toHaveLength(1);

    clearAuth();
    expect(sockets[0]?.disconnected).toBe(true);
    release();
  });

  it('keeps who is online from the server’s pushes and hands events to the screens', () => {
    signInAs('student', 's-1');
    render(<Presence />);
    const socket = sockets[0];
    if (!socket) throw new Error('no connection');
    act(() => {
      socket.serverSends('connect');
      socket.serverSends('getOnlineUsers', ['m-1', 'm-2']);
      socket.serverSends('presence', { userId: 'm-2', online: false });
      socket.serverSends('presence', { userId: 'm-3', online: true });
      socket.serverSends('newMessage', { message: 'pushed' });
    });
    expect(screen.getByText('connected: m-1,m-3')).toBeTruthy();
    expect(document.title).toBe('pushed');
    act(() => socket.serverSends('disconnect', 'transport close'));
    expect(screen.getByText(/^connecting:\s*$/)).toBeTruthy();
  });

  it('tries again a while after the server refused the connection for the account’s many others', async () => {
    signInAs('student', 's-1');
    render(<Presence />);
    const socket = sockets[0];
    if (!socket) throw new Error('no connection');
    // A refusal by the server's middleware leaves the socket inactive: socket.io does not retry by itself.
    act(() => {
      socket.active = false;
      socket.serverSends('connect_error', new Error(SOCKET_REFUSALS.tooManyConnections));
    });
    expect(screen.getByText(/^disconnected:\s*$/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(FULL_RETRY_DELAY_MS - 1));
    expect(socket.connectCalls).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(socket.connectCalls).toBe(1);
    expect(screen.getByText(/^connecting:\s*$/)).toBeTruthy();
    act(() => socket.serverSends('connect'));
    expect(screen.getByText(/^connected:\s*$/)).toBeTruthy();
  });

  it('does not knock again with a refused token, and drops a pending retry on logout', async () => {
    signInAs('mentor', 'm-1');
    const release = holdSocket();
    const refused = sockets[0];
    if (!refused) throw new Error('no connection');
    refused.active = false;
    refused.serverSends('connect_error', new Error(SOCKET_REFUSALS.unauthorized));
    await vi.advanceTimersByTimeAsync(FULL_RETRY_DELAY_MS * 3);
    expect(refused.connectCalls).toBe(0);

    signInAs('mentor', 'm-2');
    const full = sockets[1];
    if (!full) throw new Error('a new sign-in opens a new connection');
    full.active = false;
    full.serverSends('connect_error', new Error(SOCKET_REFUSALS.tooManyConnections));
    clearAuth();
    await vi.advanceTimersByTimeAsync(FULL_RETRY_DELAY_MS * 3);
    expect(full.connectCalls).toBe(0);
    release();
  });
});
