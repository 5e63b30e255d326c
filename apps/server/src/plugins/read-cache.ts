import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { z } from 'zod';
import { listenForNotifications } from '../db/notification-listener.ts';
import type { Clock } from '../lib/clock.ts';
import { envelope } from '../lib/envelope.ts';
import type { PublicRead } from '../lib/public-cache.ts';
import { LastAnswers, ReadCache, readyAnswer, type ReadyAnswer } from '../lib/read-cache.ts';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';

/** The channel the tables' triggers announce changes on (see the read_cache_notifications migration). */
const CHANNEL = 'read_cache';
const BARRIER = 'barrier:';
/** How long a writer waits for its change to reach this server's cache before answering anyway. */
const BARRIER_WAIT_MS = 2000;
/** How often the listening connection is checked, and how soon its heartbeat must be heard. */
const HEARTBEAT_INTERVAL_MS = 1000;
const HEARTBEAT_WAIT_MS = 1000;
const LIMITS = { maxBytes: 64 * 1024 * 1024, maxAgeMs: 60_000 };
/** Rendered pages weigh tens of kilobytes each; a few hundred cover the mentors and blogs in demand. */
const PAGE_LIMITS = { maxBytes: 48 * 1024 * 1024, maxAgeMs: 60_000, maxEntries: 300 };
/** The last answers kept for a database outage (JSON bytes). */
const FALLBACK_BYTES = 16 * 1024 * 1024;

export interface PublicReads {
  /**
   * Answers from memory when possible: `key` names the answer (route and normalised input), `tables` what
   * it is built from, `load` builds its data, `schema` shapes it exactly as the route's response schema.
   */
  send<T extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    options: PublicRead<T>,
  ): Promise<FastifyReply>;
  /** The same answer's data, as its API answer carries it (for a page rendered with it). */
  read<T extends z.ZodType>(options: PublicRead<T>): Promise<z.output<T>>;
  /**
   * A page's HTML built from public reads, kept beside them and dropped with them: when one of `tables`
   * changes, on every instance. `render` builds it; what it throws is passed on and nothing is kept.
   */
  page(key: string, tables: readonly string[], render: () => Promise<string>): Promise<string>;
  /** Waits until every change committed so far has reached this server's cache. */
  barrier(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: PublicReads;
  }
  interface FastifyContextConfig {
    /** Calls that change what public reads show: they answer only once this server's cache has the change. */
    changesPublicReads?: boolean;
  }
}

function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return undefined;
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** Sends a ready answer; `isCurrent` says for how long the bytes sent may be replayed (answer-replay.ts). */
function sendReady(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ReadyAnswer,
  isCurrent: () => boolean,
): FastifyReply {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  const given = request.headers['if-none-match'];
  if (typeof given === 'string' && given.split(',').some((tag) => tag.trim() === answer.etag)) {
    return reply.code(304).send();
  }
  // Compressed once and kept: the compression plugin leaves an answer that already has an encoding alone.
  const encoding = preferredEncoding(request);
  const compressed = encoding !== undefined && answer.body.length > 1024;
  const body = compressed ? answer.compressed(encoding) : answer.body;
  if (compressed) reply.header('content-encoding', encoding);
  request.replayable = { body, isCurrent };
  return reply.send(body);
}

async function buildAnswer<T extends z.ZodType>(schema: T, load: () => Promise<z.input<T>>): Promise<string> {
  return JSON.stringify(envelope(200, schema.parse(await load()), 'OK'));
}

/** The data of a built answer, read back from its JSON: exactly what a browser calling the API gets. */
function dataOf<T extends z.ZodType>(schema: T, json: string): z.output<T> {
  const answer: unknown = JSON.parse(json);
  return schema.parse(typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'data') : null);
}

/** READ_CACHE=off: every public read is built from the database, as it would be on a cache miss. */
function registerUncachedReads(app: FastifyInstance): void {
  app.decorate('publicReads', {
    async send(_request, reply, { schema, load }) {
      return reply.type('application/json; charset=utf-8').send(await buildAnswer(schema, load));
    },
    async read({ schema, load }) {
      return dataOf(schema, await buildAnswer(schema, load));
    },
    page: (_key, _tables, render) => render(),
    async barrier() {},
  } satisfies PublicReads);
}

/**
 * Public reads kept ready in memory (lib/read-cache.ts), dropped when PostgreSQL announces a change to a
 * table they are built from, on every instance. Until this server listens, and again after its listening
 * connection dropped, nothing is kept. A successful call that changes what they show (marked in its route's
 * config, and every admin change) waits, before it answers, until the change has reached this server's
 * cache, so whoever made it sees it at once; other servers get it a few milliseconds after the commit.
 * The HTML of pages rendered with public reads (a mentor's profile, a blog) is kept the same way, in a
 * cache of its own bounded by count, and dropped by the same notifications.
 */
export function registerPublicReads(
  app: FastifyInstance,
  pool: pg.Pool,
  clock: Clock,
  options: { enabled: boolean } = { enabled: true },
): void {
  if (!options.enabled) {
    registerUncachedReads(app);
    return;
  }
  const cache = new ReadCache(LIMITS, () => clock.now().getTime());
  const pages = new ReadCache(PAGE_LIMITS, () => clock.now().getTime());
  const lastAnswers = new LastAnswers(FALLBACK_BYTES);
  /** The answer for `key`, kept for a later outage; or, when the database is unreachable, the last one kept. */
  async function answerOrLast(key: string, build: () => Promise<ReadyAnswer>): Promise<ReadyAnswer> {
    try {
      const answer = await build();
      lastAnswers.remember(key, answer);
      return answer;
    } catch (error) {
      const last = lastAnswers.recall(key);
      if (!last || !isDatabaseUnavailable(error)) throw error;
      app.log.warn({ err: error, key }, 'database unavailable: serving the last answer of a public read');
      return last;
    }
  }
  let listening = false;
  let markListening: (() => void) | undefined;
  const firstConnection = new Promise<void>((resolve) => {
    markListening = resolve;
  });
  const barriers = new Map<string, () => void>();
  /** Nothing is kept while notifications may be missed: what is kept could go stale unnoticed. */
  const stopKeeping = () => {
    listening = false;
    cache.clear();
    pages.clear();
  };

  /**
   * Sends a notification through the pool and waits until the listening connection hears it: then every
   * change committed before has reached this server's cache. False when it is not heard within
   * `withinMs` of being sent (or cannot be sent).
   */
  async function roundTrip(withinMs: number): Promise<boolean> {
    const token = randomUUID();
    let heard: (value: boolean) => void = () => undefined;
    const reached = new Promise<boolean>((resolve) => (heard = resolve));
    barriers.set(token, () => heard(true));
    let timer: NodeJS.Timeout | undefined;
    try {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, `${BARRIER}${token}`]);
      // The wait starts once the notification is committed, not while the pool is busy under load.
      timer = setTimeout(() => heard(false), withinMs);
      return await reached;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      barriers.delete(token);
    }
  }

  const listener = listenForNotifications(
    pool,
    CHANNEL,
    {
      onNotification(payload) {
        if (payload.startsWith(BARRIER)) {
          barriers.get(payload.slice(BARRIER.length))?.();
          return;
        }
        cache.invalidate(payload);
        pages.invalidate(payload);
      },
      onConnected() {
        cache.clear();
        pages.clear();
        listening = true;
        markListening?.();
      },
      onDisconnected: stopKeeping,
    },
    app.log,
  );

  const publicReads: PublicReads = {
    async send(request, reply, { key, tables, schema, load }) {
      const build = () => buildAnswer(schema, load);
      const answer = await answerOrLast(key, async () =>
        listening ? cache.answer(key, tables, build) : readyAnswer(await build(), tables),
      );
      return sendReady(request, reply, answer, () => listening && cache.holds(key, answer));
    },
    async read({ key, tables, schema, load }) {
      const build = () => buildAnswer(schema, load);
      const answer = await answerOrLast(key, async () =>
        listening ? cache.answer(key, tables, build) : readyAnswer(await build(), tables),
      );
      return dataOf(schema, answer.body.toString('utf8'));
    },
    async page(key, tables, render) {
      if (!listening) return render();
      return (await pages.answer(key, tables, render)).body.toString('utf8');
    },
    async barrier() {
      // Just started: give the listening connection a moment to come up.
      if (!listening)
        await Promise.race([firstConnection, new Promise((resolve) => setTimeout(resolve, 2000))]);
      if (listening) await roundTrip(BARRIER_WAIT_MS);
    },
  };
  app.decorate('publicReads', publicReads);

  app.addHook('onSend', async (request, reply, payload) => {
    const changing =
      request.routeOptions.config.changesPublicReads === true ||
      (request.authUser?.role === 'admin' && request.method !== 'GET');
    if (changing && reply.statusCode < 400) await publicReads.barrier();
    return payload;
  });
  // A connection can also go silent without an error (a network that drops packets): a heartbeat that
  // is not heard in time stops the keeping and opens a new listening connection.
  let beating = false;
  const heartbeat = setInterval(() => {
    if (!listening || beating) return;
    beating = true;
    void roundTrip(HEARTBEAT_WAIT_MS)
      .then((heard) => {
        if (heard || !listening) return;
        app.log.warn('the read cache did not hear its heartbeat; reconnecting');
        stopKeeping();
        listener.reconnect();
      })
      .finally(() => (beating = false));
  }, HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    listening = false;
    await listener.stop();
  });
}
