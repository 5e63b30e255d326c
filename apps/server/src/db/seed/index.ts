import type { BookingStatus } from '@neetmentor/contract';
import argon2 from 'argon2';
import { and, eq } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { systemClock } from '../../lib/clock.ts';
import { PASSWORD_HASH_OPTIONS } from '../../lib/passwords.ts';
import type { Db, Executor } from '../client.ts';
import { DEMO_LOGINS } from '../demo-logins.ts';
import {
  adminUpdates,
  admins,
  blogs,
  bookings,
  conversations,
  customReferralCodes,
  featuredMentors,
  feedback,
  mentors,
  messages,
  notifications,
  orders,
  packages,
  payouts,
  refunds,
  students,
  testimonials,
  walletLedger,
  webinars,
} from '../schema/index.ts';
import { buildDemoData } from './build-demo-data.ts';
import type { PictureJob } from './demo-context.ts';
import { createImageRenderer } from './images.ts';

export interface SeedOptions {
  storage: FileStorage;
  /** The clock every demo timestamp is relative to; fixing it makes two runs produce identical rows. */
  now?: Date;
  /**
   * The password of every seeded account. By default the published demo password, which only a demo
   * may use (see `production-guard.ts`).
   */
  password?: string;
}

export interface SeedSummary {
  admins: number;
  mentors: number;
  approvedActiveMentors: number;
  pendingApplications: number;
  featuredMentors: number;
  students: number;
  packages: number;
  orders: number;
  bookings: Record<'pending' | 'active' | 'complete' | 'cancelled', number>;
  refunds: number;
  feedback: number;
  conversations: number;
  messages: number;
  walletEntries: number;
  payouts: number;
  notifications: number;
  blogs: number;
  testimonials: number;
  webinars: number;
  adminUpdates: number;
  customReferralCodes: number;
  pictures: number;
  durationMs: number;
}

/**
 * Argon2 normally salts randomly; a fixed salt keeps the demo rows byte-identical between runs.
 * The demo password is public anyway, so the salt protects nothing here.
 */
const DEMO_SALT = Buffer.from('neetmentor-demo-salt');

/** How many pictures are rendered at once; sharp already spreads each one over its own threads. */
const RENDER_CONCURRENCY = 8;

async function storePictures(storage: FileStorage, jobs: readonly PictureJob[]): Promise<void> {
  const render = createImageRenderer();
  let next = 0;
  async function worker(): Promise<void> {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const image = await render(job.svg);
      const location =
        job.visibility === 'public'
          ? await storage.putPublic(job.key, image)
          : await storage.putPrivate(job.key, image);
      job.assign?.(location);
    }
  }
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
}

/** True once the demo (or any real) admin exists: the seed must not run twice on the same database. */
export async function hasDemoData(db: Db): Promise<boolean> {
  const found = await db.select({ id: admins.id }).from(admins).limit(1);
  return found.length > 0;
}

/**
 * What the seed wrote, counted inside its transaction (the database was empty), so the summary
 * follows whatever rows the areas add without a second list of them here.
 */
async function countDemoRows(tx: Executor): Promise<Omit<SeedSummary, 'pictures' | 'durationMs'>> {
  const bookingsIn = (status: BookingStatus) => tx.$count(bookings, eq(bookings.status, status));
  return {
    admins: await tx.$count(admins),
    mentors: await tx.$count(mentors),
    approvedActiveMentors: await tx.$count(
      mentors,
      and(eq(mentors.applicationStatus, 'approved'), eq(mentors.isActive, true)),
    ),
    pendingApplications: await tx.$count(mentors, eq(mentors.applicationStatus, 'pending')),
    featuredMentors: await tx.$count(featuredMentors),
    students: await tx.$count(students),
    packages: await tx.$count(packages),
    orders: await tx.$count(orders),
    bookings: {
      pending: await bookingsIn('pending'),
      active: await bookingsIn('active'),
      complete: await bookingsIn('complete'),
      cancelled: await bookingsIn('cancelled'),
    },
    refunds: await tx.$count(refunds),
    feedback: await tx.$count(feedback),
    conversations: await tx.$count(conversations),
    messages: await tx.$count(messages),
    walletEntries: await tx.$count(walletLedger),
    payouts: await tx.$count(payouts),
    notifications: await tx.$count(notifications),
    blogs: await tx.$count(blogs),
    testimonials: await tx.$count(testimonials),
    webinars: await tx.$count(webinars),
    adminUpdates: await tx.$count(adminUpdates),
    customReferralCodes: await tx.$count(customReferralCodes),
  };
}

/**
 * Fills an empty database with deterministic demo data: fixed logins for each role, ~90 mentors,
 * students, bookings in every state with their money trail, chats and site content. Each area's rows
 * come from its own file under `areas/`, run in order by `buildDemoData`. Pictures are generated
 * locally and stored first; the rows are then written in one transaction.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const startedAt = performance.now();
  const passwordHash =
    options.password === undefined
      ? await argon2.hash(DEMO_LOGINS.password, { ...PASSWORD_HASH_OPTIONS, salt: DEMO_SALT })
      : await argon2.hash(options.password, PASSWORD_HASH_OPTIONS);
  const build = buildDemoData(options.now ?? systemClock.now(), passwordHash);
  await storePictures(options.storage, build.pictures);
  const counts = await db.transaction(async (tx) => {
    await build.write(tx);
    return countDemoRows(tx);
  });
  return {
    ...counts,
    pictures: build.pictures.length,
    durationMs: Math.round(performance.now() - startedAt),
  };
}
