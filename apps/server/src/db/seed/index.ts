import argon2 from 'argon2';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { Db } from '../client.ts';
import { DEMO_LOGINS } from '../demo-logins.ts';
import {
  adminUpdates,
  admins,
  auditLog,
  blogs,
  bookings,
  contactMessages,
  conversations,
  customReferralCodes,
  featuredMentors,
  feedback,
  mentors,
  messages,
  newsletterSubscriptions,
  notifications,
  orders,
  packages,
  paymentDetails,
  payouts,
  platformSettings,
  refunds,
  students,
  testimonials,
  walletLedger,
  webinarRegistrations,
  webinars,
} from '../schema/index.ts';
import { buildDemoData, type PictureJob } from './build-demo-data.ts';
import { createImageRenderer } from './images.ts';

export interface SeedOptions {
  storage: FileStorage;
  /** The clock every demo timestamp is relative to; fixing it makes two runs produce identical rows. */
  now?: Date;
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
 * Fills an empty database with deterministic demo data: fixed logins for each role, ~90 mentors,
 * students, bookings in every state with their money trail, chats and site content. Pictures are
 * generated locally and stored first; the rows are then written in one transaction.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const startedAt = performance.now();
  const passwordHash = await argon2.hash(DEMO_LOGINS.password, { type: argon2.argon2id, salt: DEMO_SALT });
  const data = buildDemoData(options.now ?? new Date(), passwordHash);
  await storePictures(options.storage, data.pictures);

  await db.transaction(async (tx) => {
    await tx.insert(admins).values(data.admins);
    await tx.insert(platformSettings).values(data.platformSettings);
    await tx.insert(customReferralCodes).values(data.customReferralCodes);
    await tx.insert(packages).values(data.packages);
    await tx.insert(mentors).values(data.mentors);
    await tx.insert(students).values(data.students);
    await tx.insert(featuredMentors).values(data.featuredMentors);
    await tx.insert(paymentDetails).values(data.paymentDetails);
    await tx.insert(orders).values(data.orders);
    await tx.insert(bookings).values(data.bookings);
    await tx.insert(refunds).values(data.refunds);
    await tx.insert(feedback).values(data.feedback);
    await tx.insert(payouts).values(data.payouts);
    await tx.insert(walletLedger).values(data.walletLedger);
    await tx.insert(conversations).values(data.conversations);
    await tx.insert(messages).values(data.messages);
    await tx.insert(notifications).values(data.notifications);
    await tx.insert(blogs).values(data.blogs);
    await tx.insert(testimonials).values(data.testimonials);
    await tx.insert(webinars).values(data.webinars);
    await tx.insert(webinarRegistrations).values(data.webinarRegistrations);
    await tx.insert(adminUpdates).values(data.adminUpdates);
    await tx.insert(newsletterSubscriptions).values(data.newsletterSubscriptions);
    await tx.insert(contactMessages).values(data.contactMessages);
    await tx.insert(auditLog).values(data.auditLog);
  });

  const countStatus = (status: string) => data.bookings.filter((booking) => booking.status === status).length;
  return {
    admins: data.admins.length,
    mentors: data.mentors.length,
    approvedActiveMentors: data.mentors.filter((row) => row.applicationStatus === 'approved' && row.isActive)
      .length,
    pendingApplications: data.mentors.filter((row) => row.applicationStatus === 'pending').length,
    featuredMentors: data.featuredMentors.length,
    students: data.students.length,
    packages: data.packages.length,
    orders: data.orders.length,
    bookings: {
      pending: countStatus('pending'),
      active: countStatus('active'),
      complete: countStatus('complete'),
      cancelled: countStatus('cancelled'),
    },
    refunds: data.refunds.length,
    feedback: data.feedback.length,
    conversations: data.conversations.length,
    messages: data.messages.length,
    walletEntries: data.walletLedger.length,
    payouts: data.payouts.length,
    notifications: data.notifications.length,
    blogs: data.blogs.length,
    testimonials: data.testimonials.length,
    webinars: data.webinars.length,
    adminUpdates: data.adminUpdates.length,
    customReferralCodes: data.customReferralCodes.length,
    pictures: data.pictures.length,
    durationMs: Math.round(performance.now() - startedAt),
  };
}
