import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@neetmentor/contract';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A socket.io client as the web app opens it: the bearer token in the handshake, websocket first. */
export function connectSocket(baseUrl: string, token: string | undefined): ClientSocket {
  return io(baseUrl, {
    path: '/socket.io',
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
}

/** Resolves when connected, rejects with the server's refusal. */
export function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Every payload of one event, in arrival order, and a way to wait for the next that matches. */
export function collect<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E) {
  type Payload = Parameters<ServerToClientEvents[E]>[0];
  const received: Payload[] = [];
  const waiters: { match: (payload: Payload) => boolean; resolve: (payload: Payload) => void }[] = [];
  const listener = (payload: Payload) => {
    received.push(payload);
    for (const waiter of [...waiters]) {
      if (waiter.match(payload)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(payload);
      }
    }
  };
  socket.on(event, listener as never);
  return {
    received,
    next(match: (payload: Payload) => boolean = () => true, timeoutMs = 5000): Promise<Payload> {
      const already = received.find(match);
      if (already !== undefined) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${String(event)} in ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (payload) => {
            clearTimeout(timer);
            resolve(payload);
          },
        });
      });
    },
  };
}

/**
 * Sends a packet too large for the connection and says what came of it: the reason the connection closed
 * (`transport close`), or the answer it got instead.
 */
export function sendOversized(socket: ClientSocket, event: string, payload: unknown): Promise<string> {
  const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  const emit = socket.emit.bind(socket) as unknown as (event: string, ...args: unknown[]) => void;
  const answered = new Promise<string>((resolve) => {
    emit(event, payload, (answer: unknown) => resolve(`answered ${JSON.stringify(answer)}`));
  });
  return Promise.race([closed, answered]);
}

/** Resolves with the reason once the server closes the connection; rejects if it stays open that long. */
export function disconnectedByServer(socket: ClientSocket, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
