import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  neetExamYears,
  BOOKING_STATUSES,
  CATEGORIES,
  LANGUAGES,
  MONTHLY_PACKAGE_NAME,
  PRICE_CARD,
  STATES,
  categoryForScore,
} from '@neetmentor/contract';
import { hasPublicFile } from '../../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { DEMO_LOGINS } from '../demo-logins.ts';
import {
  admins,
  blogs,
  bookings,
  conversations,
  featuredMentors,
  feedback,
  mentors,
  messages,
  packages,
  platformSettings,
  refunds,
  students,
  testimonials,
  walletLedger,
  webinars,
} from '../schema/index.ts';
import { hasDemoData, seedDemoData, type SeedSummary } from './index.ts';

const NOW = new Date('2026-11-22T08:00:00Z');

interface SeededDatabase {
  database: TestDatabase;
  dataDir: string;
  storage: FileStorage;
  summary: SeedSummary;
  seedMs: number;
}

async function seedFreshDatabase(): Promise<SeededDatabase> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'neetmentor-seed-'));
  const storage = createLocalStorage(dataDir);
  const startedAt = performance.now();
  const summary = await seedDemoData(database.db, { storage, now: NOW });
  return { database, dataDir, storage, summary, seedMs: performance.now() - startedAt };
}

function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

describe('demo data', () => {
  let first: SeededDatabase;
  let second: SeededDatabase;

  beforeAll(async () => {
    first = await seedFreshDatabase();
    second = await seedFreshDatabase();
  }, 120_000);

  afterAll(async () => {
    for (const seeded of [first, second]) {
      if (!seeded) continue;
      await seeded.database.close();
      rmSync(seeded.dataDir, { recursive: true, force: true });
    }
  });

  it('reports demo data as present once seeded, and not before', async () => {
    const empty = await createTestDatabase();
    try {
      expect(await hasDemoData(empty.db)).toBe(false);
    } finally {
      await empty.close();
    }
    expect(await hasDemoData(first.database.db)).toBe(true);
  });

  it('seeds in well under 20 seconds', () => {
    expect(first.seedMs).toBeLessThan(20_000);
  });

  it('produces identical rows for the same clock', async () => {
    const rowsOf = async (seeded: SeededDatabase) => ({
      mentors: await seeded.database.db.select().from(mentors).orderBy(asc(mentors.id)),
      students: await seeded.database.db.select().from(students).orderBy(asc(students.id)),
      bookings: await seeded.database.db.select().from(bookings).orderBy(asc(bookings.id)),
    });
    const [a, b] = await Promise.all([rowsOf(first), rowsOf(second)]);
    expect(a.mentors.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
    const { durationMs: _firstDuration, ...firstCounts } = first.summary;
    const { durationMs: _secondDuration, ...secondCounts } = second.summary;
    expect(secondCounts).toEqual(firstCounts);
  });

  it('has the three demo logins with the demo password', async () => {
    const { db } = first.database;
    const [student] = await db.select().from(students).where(eq(students.email, DEMO_LOGINS.student));
    const [mentor] = await db.select().from(mentors).where(eq(mentors.email, DEMO_LOGINS.mentor));
    const [admin] = await db.select().from(admins).where(eq(admins.email, DEMO_LOGINS.admin));
    if (!student?.passwordHash || !mentor || !admin) throw new Error('A demo login is missing');

    expect(await argon2.verify(student.passwordHash, DEMO_LOGINS.password)).toBe(true);
    expect(await argon2.verify(mentor.passwordHash, DEMO_LOGINS.password)).toBe(true);
    expect(await argon2.verify(admin.passwordHash, DEMO_LOGINS.password)).toBe(true);
    expect(student.passwordHash.startsWith('$argon2id$')).toBe(true);

    expect(student).toMatchObject({ currentClass: '12th', gender: 'Female' });
    expect(student.emailVerifiedAt).not.toBeNull();
    expect(student.profilePicture).toMatch(/^\/uploads\/students\/.+\.webp$/);
    expect(mentor).toMatchObject({ applicationStatus: 'approved', isActive: true, category: 'M4' });
    expect(mentor.emailVerifiedAt).not.toBeNull();
    expect(admin.name).toBe('Platform Admin');

    const demoBookings = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.mentorId, mentor.id));
    expect(new Set(demoBookings.map((row) => row.status))).toEqual(new Set(BOOKING_STATUSES));
    const reviews = await db.select().from(feedback).where(eq(feedback.mentorId, mentor.id));
    expect(reviews.filter((row) => row.review).length).toBeGreaterThanOrEqual(3);
    // One of them answered, so the demo profile shows a reply.
    expect(reviews.filter((row) => row.reply).length).toBe(1);
    const ledger = await db.select().from(walletLedger).where(eq(walletLedger.mentorId, mentor.id));
    // The demo referral programme opens next May: no reward yet.
    expect(new Set(ledger.map((row) => row.kind))).toEqual(new Set(['earning', 'payout']));
    expect(ledger.reduce((sum, row) => sum + row.amountPaise, 0)).toBeGreaterThan(0);
  });

  it('has at least 80 approved, active mentors across categories, states, genders and years', async () => {
    const { db } = first.database;
    const approved = await db
      .select()
      .from(mentors)
      .where(sql`${mentors.applicationStatus} = 'approved' AND ${mentors.isActive}`);
    expect(approved.length).toBeGreaterThanOrEqual(80);
    expect(new Set(approved.map((row) => row.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(approved.map((row) => row.state)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(approved.map((row) => row.gender)).size).toBe(3);
    expect(new Set(approved.map((row) => row.neetAttempts))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const row of approved) {
      expect(STATES).toContain(row.state);
      expect(row.neetScore).toBeGreaterThanOrEqual(500);
      expect(row.neetScore).toBeLessThanOrEqual(720);
      expect(row.category).toBe(categoryForScore(row.neetScore ?? -1));
      expect(neetExamYears(new Date())).toContain(row.neetExamYear);
      expect(row.languages.length).toBeGreaterThanOrEqual(1);
      expect(row.languages.length).toBeLessThanOrEqual(3);
      for (const language of row.languages) expect(LANGUAGES).toContain(language);
      expect(row.mentorId).toMatch(/^[a-z]+\d{4}$/);
      expect(row.referralCode).toBeTruthy();
      expect(row.about).toBeTruthy();
      expect(row.institute).toBeTruthy();
      expect(row.profilePicture).toMatch(/^\/uploads\/mentors\/.+\.webp$/);
    }
    expect(approved.some((row) => row.airRank !== null)).toBe(true);

    const statuses = await db
      .select({ status: mentors.applicationStatus, isActive: mentors.isActive })
      .from(mentors);
    expect(statuses.filter((row) => row.status === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((row) => row.status === 'rejected')).toHaveLength(1);
    expect(statuses.filter((row) => row.status === 'approved' && !row.isActive)).toHaveLength(1);
  });

  it('features 12 approved, active mentors in positions 1 to 12', async () => {
    const rows = await first.database.db
      .select({
        position: featuredMentors.position,
        status: mentors.applicationStatus,
        isActive: mentors.isActive,
      })
      .from(featuredMentors)
      .innerJoin(mentors, eq(featuredMentors.mentorId, mentors.id))
      .orderBy(asc(featuredMentors.position));
    expect(rows.map((row) => row.position)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    for (const row of rows) expect(row).toMatchObject({ status: 'approved', isActive: true });
  });

  it('has at least 30 students with usernames in the display format', async () => {
    const rows = await first.database.db.select().from(students);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const row of rows) expect(row.username).toMatch(/^[a-z]+\d{4}$/);
    expect(rows.some((row) => row.number)).toBe(true);
    expect(rows.some((row) => !row.number)).toBe(true);
  });

  it('seeds the catalog of product rules §5 for every category', async () => {
    const rows = await first.database.db.select().from(packages);
    expect(rows).toHaveLength(12);
    const expectedSessionPrices = { M1: 19_900, M2: 24_900, M3: 29_900, M4: 34_900 };
    for (const category of CATEGORIES) {
      const ofCategory = rows.filter((row) => row.category === category);
      const intro = ofCategory.find((row) => row.kind === 'intro20');
      const session = ofCategory.find((row) => row.kind === 'session60');
      const monthly = ofCategory.find((row) => row.kind === 'monthly');
      expect(intro).toMatchObject({ pricePaise: 0, mentorEarningPaise: PRICE_CARD.intro20[category] * 100 });
      expect(session).toMatchObject({
        pricePaise: expectedSessionPrices[category],
        mentorEarningPaise: PRICE_CARD.session60[category] * 100,
      });
      expect(monthly?.name).toBe(MONTHLY_PACKAGE_NAME);
      for (const row of ofCategory) expect(row.realPricePaise).toBeGreaterThan(row.pricePaise);
    }
  });

  it('has bookings in every state with a consistent money trail', async () => {
    const { db } = first.database;
    const rows = await db.select().from(bookings);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(BOOKING_STATUSES));

    for (const row of rows.filter((booking) => booking.status === 'pending')) {
      expect(NOW.getTime() - row.purchasedAt.getTime()).toBeLessThan(24 * 60 * 60 * 1000);
    }
    expect(rows.some((row) => row.status === 'pending' && row.reminderSentAt)).toBe(true);
    for (const row of rows) expect(row.isFree).toBe(row.orderId === null);

    const earnings = await db.select().from(walletLedger).where(eq(walletLedger.kind, 'earning'));
    const completed = rows.filter((row) => row.status === 'complete');
    expect(earnings.map((row) => row.sourceKey).sort()).toEqual(
      completed.map((row) => `booking:${row.id}:earning`).sort(),
    );
    for (const row of completed) expect(row.proofImageKey).toBeTruthy();

    const refunded = await db.select().from(refunds);
    expect(refunded.length).toBeGreaterThan(0);
    for (const refund of refunded) {
      const booking = rows.find((row) => row.id === refund.bookingId);
      expect(booking).toMatchObject({ status: 'cancelled', isFree: false, pricePaise: refund.amountPaise });
    }

    const balances = await db.execute<{ balance: string }>(
      sql`SELECT sum(${walletLedger.amountPaise}) AS balance FROM ${walletLedger} GROUP BY ${walletLedger.mentorId}`,
    );
    for (const row of balances.rows) expect(Number(row.balance)).toBeGreaterThanOrEqual(0);
  });

  it('only has reviews and chats between students and mentors who share a session', async () => {
    const { db } = first.database;
    const rows = await db.select().from(bookings);
    const completedPairs = new Set(
      rows.filter((row) => row.status === 'complete').map((row) => `${row.studentId}:${row.mentorId}`),
    );
    const chatPairs = new Set(
      rows
        .filter((row) => row.status === 'complete' || row.status === 'active')
        .map((row) => `${row.studentId}:${row.mentorId}`),
    );
    const reviews = await db.select().from(feedback);
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) expect(completedPairs).toContain(`${review.studentId}:${review.mentorId}`);

    const chats = await db.select().from(conversations);
    expect(chats.length).toBeGreaterThan(0);
    for (const chat of chats) expect(chatPairs).toContain(`${chat.studentId}:${chat.mentorId}`);
    const chatMessages = await db.select().from(messages);
    for (const message of chatMessages)
      expect(message.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it('has the site content with locally generated pictures', async () => {
    const { db } = first.database;
    const stored = (url: string | null | undefined) => hasPublicFile(first.storage, url ?? '');

    const posts = await db.select().from(blogs);
    expect(posts.length).toBeGreaterThanOrEqual(8);
    for (const post of posts) {
      expect(wordCount(post.contentHtml)).toBeGreaterThanOrEqual(300);
      for (const tag of ['<h2>', '<p>', '<ul>', '<li>', '<strong>']) expect(post.contentHtml).toContain(tag);
      expect(post.slug).toMatch(/^[a-z0-9-]+$/);
      expect(await stored(post.image)).toBe(true);
    }

    const quotes = await db.select().from(testimonials);
    expect(quotes).toHaveLength(6);
    for (const quote of quotes) expect(await stored(quote.image)).toBe(true);

    const current = await db.select().from(webinars).where(eq(webinars.isCurrent, true));
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ time: '06:00 PM', day: 'Sunday' });
    expect(await stored(current[0]?.image)).toBe(true);

    const [settings] = await db.select().from(platformSettings);
    expect(settings).toMatchObject({
      id: 1,
      verificationAmountPaise: 14_900,
      feeFreeUntil: new Date('2025-02-15T18:29:59Z'),
    });
    expect(await stored(settings?.featuredAdImage)).toBe(true);

    const everyStoredUrl = await db.execute<{ url: string | null }>(sql`
      SELECT profile_picture AS url FROM mentors UNION ALL SELECT profile_picture FROM students
      UNION ALL SELECT image FROM blogs UNION ALL SELECT image FROM testimonials UNION ALL SELECT image FROM webinars
      UNION ALL SELECT featured_ad_image FROM platform_settings`);
    for (const row of everyStoredUrl.rows) {
      if (row.url !== null) expect(row.url).toMatch(/^\/uploads\//);
    }
  });
});
