import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerFactory,
} from 'fastify';

/**
 * Distinct addresses (with their accept-encoding) kept, and their bodies' bytes: the oldest recorded goes
 * first. The bodies are mostly the read cache's own buffers, but one it has dropped stays here until its
 * address is asked for again or pushed out, so the bytes are bounded too.
 */
const MAX_ENTRIES = 2000;
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Request headers that change an answer or must be seen by the framework: a signed-in caller (`no-store`),
 * a cross-origin caller (CORS headers), a conditional request (304), a range. A request carrying any of
 * them always goes through Fastify.
 */
const ROUTED_HEADERS = ['authorization', 'origin', 'if-none-match', 'if-modified-since', 'range'] as const;

interface RecordedAnswer {
  /**
   * The headers Fastify sent for this address and encoding, as Node's flat raw list (name, value, name,
   * value…), ending with the request id's name and a slot for its value, filled per request: a replay
   * allocates no header object of its own.
   */
  rawHeaders: string[];
  body: Buffer;
  /** Whether what it was built from is still the ready answer in the read cache. */
  isCurrent: () => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    answerReplay: AnswerReplay;
  }
  interface FastifyRequest {
    /** Set by a public read answered from the read cache: what to record once Fastify has sent it. */
    replayable?: { body: Buffer; isCurrent: () => boolean };
  }
}

/**
 * The answers of public reads kept ready in memory, replayed byte for byte at the HTTP server, before
 * Fastify routes the request. A cached public read through Fastify still pays for routing, its hooks,
 * the security and CORS headers and the request logger on every request, most of its cost. Here
 * Fastify answers an address once, the exact headers and bytes it sent are recorded, and identical
 * requests get them again while the read cache still holds the answer they came from: the read cache's
 * invalidation (every instance, within the commit's notification) ends the replay too. Only anonymous,
 * same-origin, unconditional GETs are replayed; anything else goes through Fastify.
 */
export class AnswerReplay {
  private readonly entries = new Map<string, RecordedAnswer>();
  private bytes = 0;
  private stopped = false;
  /** Fastify's logger while it logs every request (level info or finer): replays are logged alike. */
  private requestLog: FastifyBaseLogger | undefined;
  /** How many requests were answered here (for tests and the curious). */
  replayed = 0;

  constructor(
    /** The request id an answer carries: the caller's when it is sane, else a new one (as Fastify's). */
    private readonly requestId: (request: IncomingMessage) => string,
  ) {}

  /** The entry key of a request that may be replayed (or recorded), undefined for any other. */
  keyOf(request: IncomingMessage): string | undefined {
    if (request.method !== 'GET' || this.stopped) return undefined;
    const headers = request.headers;
    for (const name of ROUTED_HEADERS) if (headers[name] !== undefined) return undefined;
    return `${request.url ?? ''}\n${headers['accept-encoding'] ?? ''}`;
  }

  /** Answers `request` from a recorded answer still current; false when Fastify must answer it. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.entries.size === 0) return false;
    const key = this.keyOf(request);
    const recorded = key === undefined ? undefined : this.entries.get(key);
    if (!recorded || key === undefined) return false;
    if (!recorded.isCurrent()) {
      this.remove(key, recorded);
      return false;
    }
    const started = performance.now();
    const id = this.requestId(request);
    const raw = recorded.rawHeaders;
    // writeHead copies the list into the response's header block at once, so the slot can be reused.
    raw[raw.length - 1] = id;
    response.writeHead(200, raw);
    response.end(recorded.body);
    this.replayed += 1;
    if (this.requestLog) {
      const child = this.requestLog.child({ reqId: id });
      child.info({ req: { method: 'GET', url: request.url }, replayed: true }, 'incoming request');
      child.info(
        { res: { statusCode: 200 }, responseTime: performance.now() - started },
        'request completed',
      );
    }
    return true;
  }

  /** Keeps what Fastify sent for a replayable request (called once it has been sent). */
  record(request: FastifyRequest, reply: FastifyReply): void {
    const replayable = request.replayable;
    if (!replayable || reply.statusCode !== 200) return;
    const key = this.keyOf(request.raw);
    if (key === undefined) return;
    const rawHeaders: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || name === 'x-request-id') continue;
      for (const one of Array.isArray(value) ? value : [value]) rawHeaders.push(name, String(one));
    }
    rawHeaders.push('x-request-id', '');
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { rawHeaders, body: replayable.body, isCurrent: replayable.isCurrent });
    this.bytes += replayable.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.remove(oldest, entry);
    }
  }

  private remove(key: string, entry: RecordedAnswer): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }

  /** No more replays (the server is closing: Fastify answers 503 from now on). */
  stop(): void {
    this.stopped = true;
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * Fastify's `serverFactory`: the HTTP server Fastify would make, with the same timeouts, that tries a
   * replay before handing the request to Fastify.
   */
  serverFactory(): FastifyServerFactory {
    return (handler, options) => {
      const server: Server = createServer((request, response) => {
        if (!this.serve(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = Number(options.keepAliveTimeout ?? 72_000);
      server.requestTimeout = Number(options.requestTimeout ?? 0);
      server.setTimeout(Number(options.connectionTimeout ?? 0));
      return server;
    };
  }

  /** Records replayable answers once sent, and stops replaying when the app closes. */
  register(app: FastifyInstance): void {
    if (['info', 'debug', 'trace'].includes(app.log.level)) this.requestLog = app.log;
    app.addHook('onResponse', async (request, reply) => this.record(request, reply));
    app.addHook('preClose', async () => this.stop());
  }
}
