import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.ts';
import { avatarSvg } from './images.ts';
import { handleBase } from './people.ts';
import { createRandom, type Random } from './random.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const IST_OFFSET = 5.5 * HOUR;

/** Demo rows carry their id from the seeded generator, so later steps can point at them. */
export type WithId<T> = T & { id: string };

/** A picture to render and store; `assign` receives what the storage returns (URL or private key). */
export interface PictureJob {
  visibility: 'public' | 'private';
  key: string;
  svg: string;
  assign?: (location: string) => void;
}

/**
 * What every area's demo step shares: one seeded generator and one reference time, so the whole demo
 * is reproducible, and two queues that the seed works through once every step has run — the pictures
 * to render, then the rows to write in one transaction.
 */
export interface DemoContext {
  /** One stream for every step: a step that draws more or less shifts every row drawn after it. */
  rand: Random;
  /** The reference time, to the minute; every demo timestamp is relative to it. */
  nowMs: number;
  passwordHash: string;
  ago(ms: number): Date;
  after(date: Date, ms: number): Date;
  /** Events generated with random gaps must never land in the future. */
  notLaterThanNow(date: Date): Date;
  /**
   * Queues rows for one table. Rows are written in the order they were queued, so a step queues a
   * table after the tables it points at; they may still change until the write (pictures fill in
   * their URLs, later steps link rows).
   */
  insert<T extends PgTable>(table: T, rows: PgInsertValue<T>[]): void;
  addPicture(job: PictureJob): void;
  addAvatar(
    folder: string,
    id: string,
    firstName: string,
    lastName: string,
    assign: (url: string) => void,
  ): void;
  /** Students' usernames and mentors' display ids share one namespace, so they are drawn from one set. */
  uniqueHandle(firstName: string, lastName: string): string;
  mobileNumber(): string;
  /** An id in the shape the payment provider gives its orders, payments and refunds. */
  providerId(prefix: string): string;
}

/** Everything the steps queued: pictures to store first, then the rows to write. */
export interface DemoBuild {
  pictures: readonly PictureJob[];
  write(executor: Executor): Promise<void>;
}

const SEED = 20_250_215;

export function createDemoContext(now: Date, passwordHash: string): DemoContext & DemoBuild {
  const rand = createRandom(SEED);
  const nowMs = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const pictures: PictureJob[] = [];
  const writes: ((executor: Executor) => Promise<unknown>)[] = [];
  const usedHandles = new Set<string>();

  function addPicture(job: PictureJob): void {
    pictures.push(job);
  }

  return {
    rand,
    nowMs,
    passwordHash,
    pictures,
    ago: (ms) => new Date(nowMs - ms),
    after: (date, ms) => new Date(date.getTime() + ms),
    notLaterThanNow: (date) => new Date(Math.min(date.getTime(), nowMs - MINUTE)),
    insert(table, rows) {
      writes.push(async (executor) => {
        if (rows.length > 0) await executor.insert(table).values(rows);
      });
    },
    addPicture,
    addAvatar(folder, id, firstName, lastName, assign) {
      addPicture({
        visibility: 'public',
        key: `${folder}/${id}.webp`,
        svg: avatarSvg(firstName, lastName),
        assign,
      });
    },
    uniqueHandle(firstName, lastName) {
      for (;;) {
        const handle = `${handleBase(firstName, lastName)}${rand.int(1000, 9999)}`;
        if (!usedHandles.has(handle)) {
          usedHandles.add(handle);
          return handle;
        }
      }
    },
    mobileNumber: () => `${rand.pick(['6', '7', '8', '9'])}${rand.digits(9)}`,
    providerId: (prefix) => `${prefix}_${rand.alphanumeric(14)}`,
    async write(executor) {
      for (const write of writes) await write(executor);
    },
  };
}
