import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** An answer kept ready: its JSON bytes, their ETag, and compressed copies made on first demand. */
export interface ReadyAnswer {
  body: Buffer;
  etag: string;
  /** The tables it was built from: a change to any of them drops it. */
  tables: readonly string[];
  compressed(encoding: 'br' | 'gzip'): Buffer;
}

interface Entry {
  answer: ReadyAnswer;
  bytes: number;
  storedAt: number;
}

/**
 * Public answers kept ready in memory, per server instance. An answer depends on tables; when one of them
 * changes (the `read_cache` notification, see the migration that adds it), every answer built from it is
 * dropped. A load that was running while its tables changed is answered but not kept, so nothing stale is
 * ever stored. The least recently used answers go first when the cache is full, and none is kept longer
 * than `maxAgeMs`: some answers depend on the time too (how quickly a mentor accepts over the last 90 days,
 * an away period that ends).
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { generation: string; promise: Promise<ReadyAnswer> }>();
  private readonly tableGenerations = new Map<string, number>();
  private epoch = 0;
  private bytes = 0;

  constructor(
    /** `maxEntries` bounds the count too, where many small entries would cost more than their bytes say. */
    private readonly limits: { maxBytes: number; maxAgeMs: number; maxEntries?: number },
    private readonly now: () => number,
  ) {}

  /** Drops every answer built from `table`. */
  invalidate(table: string): void {
    this.tableGenerations.set(table, (this.tableGenerations.get(table) ?? 0) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.answer.tables.includes(table)) this.remove(key, entry);
    }
  }

  /** Drops everything (the notifications may have been missed). */
  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Whether `answer` is still the ready answer for `key` (not dropped, replaced or too old). */
  holds(key: string, answer: ReadyAnswer): boolean {
    const entry = this.entries.get(key);
    return entry?.answer === answer && this.now() - entry.storedAt <= this.limits.maxAgeMs;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The ready answer for `key`, or one built by `load` (a single load for simultaneous first requests). */
  async answer(key: string, tables: readonly string[], load: () => Promise<string>): Promise<ReadyAnswer> {
    const cached = this.entries.get(key);
    if (cached && this.now() - cached.storedAt > this.limits.maxAgeMs) this.remove(key, cached);
    else if (cached) {
      // Most recently used last: the Map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.answer;
    }
    const generation = this.generationOf(tables);
    const inFlight = this.loading.get(key);
    if (inFlight && inFlight.generation === generation) return inFlight.promise;
    const promise = load().then((json) => {
      const answer = readyAnswer(json, tables);
      // Keep it only if none of its tables changed while it was being built.
      if (this.generationOf(tables) === generation) this.store(key, answer);
      return answer;
    });
    this.loading.set(key, { generation, promise });
    try {
      return await promise;
    } finally {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    }
  }

  private generationOf(tables: readonly string[]): string {
    return `${this.epoch}:${tables.map((table) => this.tableGenerations.get(table) ?? 0).join('.')}`;
  }

  private store(key: string, answer: ReadyAnswer): void {
    // Room for the compressed copies made later, roughly.
    const bytes = answer.body.length * 2;
    if (bytes > this.limits.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { answer, bytes, storedAt: this.now() });
    this.bytes += bytes;
    const maxEntries = this.limits.maxEntries ?? Number.POSITIVE_INFINITY;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.limits.maxBytes && this.entries.size <= maxEntries) break;
      this.remove(oldest, entry);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** An answer ready to send: its bytes and ETag, with compressed copies made on demand. */
export function readyAnswer(json: string, tables: readonly string[]): ReadyAnswer {
  const body = Buffer.from(json, 'utf8');
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const copies: { br?: Buffer; gzip?: Buffer } = {};
  return {
    body,
    etag,
    tables,
    compressed(encoding) {
      copies[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 6,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : gzipSync(body, { level: 6 });
      return copies[encoding];
    },
  };
}

/**
 * The last answer built for each key, kept through changes and reconnections (unlike ReadCache): what a
 * public read falls back to while the database is unreachable, so visitors see a page a little out of date
 * rather than an error. The answers stored longest ago go first beyond `maxBytes`.
 */
export class LastAnswers {
  private readonly entries = new Map<string, ReadyAnswer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  remember(key: string, answer: ReadyAnswer): void {
    const previous = this.entries.get(key);
    if (previous === answer) return;
    if (previous) this.forget(key, previous);
    if (answer.body.length > this.maxBytes) return;
    this.entries.set(key, answer);
    this.bytes += answer.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest, entry);
    }
  }

  recall(key: string): ReadyAnswer | undefined {
    return this.entries.get(key);
  }

  private forget(key: string, answer: ReadyAnswer): void {
    this.entries.delete(key);
    this.bytes -= answer.body.length;
  }
}
