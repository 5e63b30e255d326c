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
