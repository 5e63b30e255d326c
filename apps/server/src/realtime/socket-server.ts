import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { SOCKET_REFUSALS, type ClientToServerEvents, type ServerToClientEvents } from '@neetmentor/contract';
import type { AppContext } from '../context.ts';
import { guardConnections } from '../db/connection-guard.ts';
import { listenForNotifications } from '../db/notification-listener.ts';
import { isSessionLive } from '../modules/auth/index.ts';
import { chatPartners, chatPartnersOf, chatSendLimit, type ChatSender } from '../modules/chat/index.ts';
import { sessionRoom, userRoom } from './realtime-hub.ts';
import { createConnectionCap } from './connection-cap.ts';
import { acceptSends } from './socket-sends.ts';

type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, ChatSender>;
type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, ChatSender>;

/**
 * The largest packet a connection may send. The largest a client has reason to send is a message of the
 * most characters, each taking three bytes (Hindi) or escaped as two: about 6 KB with its ids. Anything far
 * larger closes the connection before it is read, instead of socket.io's default of 1 MB being parsed.
 */
export const MAX_SOCKET_PACKET_BYTES = 32 * 1024;

/** Open connections an account may hold on one instance: far more than anyone's devices and tabs. */
export const MAX_CONNECTIONS_PER_ACCOUNT = 20;

/**
 * How often an open connection checks that its session still stands. Logout, a password change and a reset
 * close the connections at once (see `disconnectSessions`); this catches a session that simply expired.
 */
const SESSION_CHECK_MS = 5 * 60 * 1000;

/**
 * The room of the connections that see this user's presence: each connection joins the rooms of its
 * user's conversation partners, so a presence change goes to whoever is a partner now, on any instance.
 */
const watchersRoom = (userId: string) => `presence:${userId}`;

/**
 * The channel on which PostgreSQL announces, on commit, the tables that changed (migration
 * `0005_read_cache_notifications`); `bookings` is announced whenever a session is accepted.
 */
const TABLE_CHANGES = 'read_cache';

/**
 * The realtime side of chat: socket.io on the same HTTP server. A connection proves who it is with the
 * same bearer token as the API (never an id in the query), joins its user's room, learns which of its
 * conversation partners are online, and tells them it is. An accepted session makes new partners: every
 * instance then brings its own connections up to date. With REDIS_URL the rooms (and so presence and
 * every push) are shared by all instances through the Redis adapter.
 */
export async function attachSocketServer(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const io: ChatServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: ctx.config.corsOrigins.length > 0 ? { origin: ctx.config.corsOrigins } : undefined,
    // A phone on a bad network: notice a dead connection in about half a minute.
    pingInterval: 20_000,
    pingTimeout: 15_000,
    maxHttpBufferSize: MAX_SOCKET_PACKET_BYTES,
  });

  let closeRedis = async () => undefined;
  if (ctx.config.redisUrl) {
    const pub = createClient({ url: ctx.config.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (error) => app.log.error({ err: error }, 'redis (realtime publish) error'));
    sub.on('error', (error) => app.log.error({ err: error }, 'redis (realtime subscribe) error'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    closeRedis = async () => {
      // Stop hearing other instances first; a question already heard is answered before the publisher goes.
      await sub.quit().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await pub.quit().catch(() => undefined);
    };
  }

  const connections = createConnectionCap(MAX_CONNECTIONS_PER_ACCOUNT);
  io.use((socket, next) => {
    authenticate(ctx, socket)
      .then((user) => {
        if (!connections.take(user.id)) return next(new Error(SOCKET_REFUSALS.tooManyConnections));
        // The underlying connection closes whether or not this socket ever counted as connected.
        socket.conn.once('close', () => connections.release(user.id));
        socket.data = user;
        next();
      })
      .catch(() => next(new Error(SOCKET_REFUSALS.unauthorized)));
  });

  // While shutting down, departing connections do not ask the other instances who is still online.
  let closing = false;
  const welcomed = new WeakMap<ChatSocket, Promise<void>>();
  const sendLimit = chatSendLimit(app, ctx);
  io.on('connection', (socket) => {
    watchSession(ctx, socket, app.log);
    acceptSends(ctx, sendLimit, socket, app.log);
    const setUp = welcome(ctx, io, socket, () => closing).catch((error: unknown) =>
      app.log.warn({ err: error }, 'realtime connection setup failed'),
    );
    welcomed.set(socket, setUp);
  });

  const followPartners = coalesce(async () => {
    if (closing) return;
    await followNewPartners(ctx, io, welcomed);
  }, app.log);
  // Listening holds a connection for good: its own, so the requests' pool keeps all of its connections.
  const listening = new pg.Pool({ ...ctx.db.$client.options, max: 1 });
  guardConnections(listening, app.log);
  // A notification missed while the listening connection was down is made up for once it is back.
  const acceptances = listenForNotifications(
    listening,
    TABLE_CHANGES,
    {
      onNotification: (table) => {
        if (table === 'bookings') followPartners();
      },
      onConnected: followPartners,
    },
    app.log,
  );

  ctx.realtime.attach(
    (rooms, except, event, args) => {
      const audience = except ? io.to(rooms).except(except) : io.to(rooms);
      audience.emit(event as keyof ServerToClientEvents, ...(args as [never]));
    },
    // Through the adapter, so connections on every instance close.
    (rooms) => io.in(rooms).disconnectSockets(true),
  );

  // Open connections would keep the HTTP server from closing: end them first.
  app.addHook('preClose', async () => {
    closing = true;
    await acceptances.stop();
    await listening.end();
    io.disconnectSockets(true);
  });
  // Closing socket.io also closes its Redis adapter (unsubscribing), before the Redis clients quit. It would
  // close the HTTP server too, which Fastify has closed already: that second close's error is expected.
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => {
      void io.close(() => resolve());
    });
    await closeRedis();
  });
}

async function authenticate(ctx: AppContext, socket: ChatSocket): Promise<ChatSender> {
  const token: unknown = socket.handshake.auth.token;
  if (typeof token !== 'string') throw new Error('no token');
  const claims = await ctx.signer.verify(token);
  if (!claims || !(await isSessionLive(ctx, claims))) throw new Error('session ended');
  if (claims.role !== 'student' && claims.role !== 'mentor') throw new Error('no chat for this role');
  return { id: claims.id, role: claims.role, sessionId: claims.sid };
}

/**
 * Puts a connection in its session's room, through which the session's end (logout, a password change or
 * reset) closes it, then checks the session once more: one ended between the handshake and joining would
 * otherwise have missed its close. Later, drops it once the session has expired.
 */
function watchSession(ctx: AppContext, socket: ChatSocket, log: Pick<FastifyBaseLogger, 'warn'>): void {
  const { id, role, sessionId } = socket.data;
  void socket.join(sessionRoom(sessionId));
  const dropIfEnded = () => {
    isSessionLive(ctx, { id, role, sid: sessionId })
      .then((live) => {
        if (!live) socket.disconnect(true);
      })
      // The database is unreachable: the session is checked again next time (a rejection here would end
      // the process).
      .catch((error: unknown) => log.warn({ err: error }, 'realtime session check failed'));
  };
  dropIfEnded();
  const check = setInterval(dropIfEnded, SESSION_CHECK_MS);
  socket.once('disconnect', () => clearInterval(check));
}

/** Which of these users have at least one open connection, on any instance. */
async function onlineAmong(io: ChatServer, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
  return [...new Set(sockets.map((socket) => socket.data.id))];
}

async function welcome(
  ctx: AppContext,
  io: ChatServer,
  socket: ChatSocket,
  isClosing: () => boolean,
): Promise<void> {
  const user = socket.data;
  await socket.join(userRoom(user.id));
  const partners = await chatPartners(ctx.db, user);
  await socket.join(partners.map(watchersRoom));
  socket.emit('getOnlineUsers', await onlineAmong(io, partners));
  const announce = (online: boolean) => {
    io.to(watchersRoom(user.id)).emit('presence', { userId: user.id, online });
  };
  announce(true);
  socket.once('disconnect', () => {
    if (isClosing()) return;
    // Offline only when the last of the user's devices is gone.
    onlineAmong(io, [user.id])
      .then((stillOnline) => {
        if (stillOnline.length === 0) announce(false);
      })
      // Another instance going away mid-question: the partners learn it at their next connection.
      .catch(() => undefined);
  });
}

/**
 * After a session was accepted somewhere: each connection on this instance whose user has gained a
 * partner starts watching them and gets `getOnlineUsers` again (the partner's own connections, wherever
 * they are, do the same on their instance). One query for every user connected here.
 */
async function followNewPartners(
  ctx: AppContext,
  io: ChatServer,
  welcomed: WeakMap<ChatSocket, Promise<void>>,
): Promise<void> {
  const sockets = [...io.of('/').sockets.values()];
  if (sockets.length === 0) return;
  const users = new Map(sockets.map((socket) => [socket.data.id, socket.data]));
  const partnersOf = await chatPartnersOf(ctx.db, [...users.values()]);
  await Promise.all(
    sockets.map(async (socket) => {
      // A connection still being welcomed may have read its partners before the acceptance: let it
      // finish, then add what it missed.
      await welcomed.get(socket);
      const partners = partnersOf.get(socket.data.id) ?? [];
      const added = partners.filter((partner) => !socket.rooms.has(watchersRoom(partner)));
      if (added.length === 0 || !socket.connected) return;
      await socket.join(added.map(watchersRoom));
      socket.emit('getOnlineUsers', await onlineAmong(io, partners));
    }),
  );
}

/** Runs `task` at once, or once more after the running one when asked meanwhile (bursts become one run). */
function coalesce(task: () => Promise<void>, log: Pick<FastifyBaseLogger, 'warn'>): () => void {
  let running = false;
  let again = false;
  const run = () => {
    running = true;
    again = false;
    task()
      .catch((error: unknown) => log.warn({ err: error }, 'realtime presence update failed'))
      .finally(() => {
        running = false;
        if (again) run();
      });
  };
  return () => {
    if (running) again = true;
    else run();
  };
}
