import type { Category, PackageKind, Role } from '@neetmentor/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { bookings, orders, packages } from '../src/db/schema/index.ts';
import { issueSession } from '../src/modules/auth/index.ts';
import { signPayment, signWebhook } from '../src/adapters/payments/payment-provider.ts';
import { sandboxSecrets } from '../src/adapters/payments/sandbox-provider.ts';
import type { TestApp } from './app.ts';
import { createMentor, createStudent } from './factories.ts';

export interface CatalogPackage {
  id: string;
  kind: PackageKind;
  pricePaise: number;
  mentorEarningPaise: number;
}

/** One category's catalog: a free 20-minute intro, a ₹299 hour and the monthly package. */
export async function createCatalog(
  db: Db,
  category: Category = 'M3',
): Promise<Record<PackageKind, CatalogPackage>> {
  const rows = await db
    .insert(packages)
    .values([
      {
        category,
        kind: 'intro20' as const,
        name: 'Free 20-Minute Intro Call',
        descriptionHtml: '<p>Intro</p>',
        pricePaise: 0,
        realPricePaise: 9900,
        mentorEarningPaise: 3500,
        sortOrder: 1,
      },
      {
        category,
        kind: 'session60' as const,
        name: '60-Minute Mentorship Session',
        descriptionHtml: '<p>Hour</p>',
        pricePaise: 29900,
        realPricePaise: 59900,
        mentorEarningPaise: 11000,
        sortOrder: 2,
      },
      {
        category,
        kind: 'monthly' as const,
        name: 'Monthly Mentorship Package (1 Mentor : 1 Student)',
        descriptionHtml: '<p>Month</p>',
        pricePaise: 159900,
        realPricePaise: 299900,
        mentorEarningPaise: 64000,
        sortOrder: 3,
      },
    ])
    // Made once per category and database: asking again gives the same packages, reset to these values.
    .onConflictDoUpdate({
      target: [packages.category, packages.kind],
      set: {
        pricePaise: sql`excluded.price_paise`,
        mentorEarningPaise: sql`excluded.mentor_earning_paise`,
        isActive: true,
      },
    })
    .returning({
      id: packages.id,
      kind: packages.kind,
      pricePaise: packages.pricePaise,
      mentorEarningPaise: packages.mentorEarningPaise,
    });
  return Object.fromEntries(rows.map((row) => [row.kind, row])) as Record<PackageKind, CatalogPackage>;
}

/** A bearer token for an account, issued directly (its login is tested elsewhere). */
export async function tokenFor(subject: TestApp, role: Role, userId: string): Promise<string> {
  const session = await issueSession(subject.context, subject.database.db, { role, userId, remember: false });
  return session.token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** What the checkout hands back on success, signed like Razorpay with the sandbox's key secret. */
export function checkoutAnswer(
  subject: TestApp,
  orderId: string,
  paymentId = `pay_${Math.random().toString(36).slice(2, 16)}`,
) {
  const { keySecret } = sandboxSecrets(subject.config.secrets.jwtSecret);
  return { orderId, paymentId, signature: signPayment(keySecret, orderId, paymentId) };
}

/** A webhook request as Razorpay sends it, signed with the sandbox's webhook secret. */
export function webhookRequest(subject: TestApp, event: Record<string, unknown>) {
  const { webhookSecret } = sandboxSecrets(subject.config.secrets.jwtSecret);
  const payload = JSON.stringify(event);
  return {
    method: 'POST' as const,
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signWebhook(webhookSecret, payload),
    },
    payload,
  };
}

export function capturedEvent(orderId: string, paymentId: string, amountPaise: number) {
  return {
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: amountPaise,
          currency: 'INR',
          status: 'captured',
          order_id: orderId,
        },
      },
    },
    created_at: 1_767_000_000,
  };
}

export async function bookingsOf(db: Db, studentId: string) {
  return db.select().from(bookings).where(eq(bookings.studentId, studentId));
}

export async function orderByProviderId(db: Db, providerOrderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return row;
}

export interface BookingFixture {
  studentId: string;
  mentorId: string;
  packageId: string;
  status: 'pending' | 'active' | 'complete' | 'cancelled';
  /** The proof image's storage key, for completed bookings shown with their proof. */
  proofImageKey?: string | null;
  pricePaise?: number;
  mentorEarningPaise?: number;
  purchasedAt?: Date;
}

/** A booking in a given state, written directly (the flows that make one are tested on their own). */
export async function createBooking(db: Db, fixture: BookingFixture) {
  const purchasedAt = fixture.purchasedAt ?? new Date();
  const approvedAt =
    fixture.status === 'active' || fixture.status === 'complete'
      ? new Date(purchasedAt.getTime() + 60_000)
      : null;
  const [row] = await db
    .insert(bookings)
    .values({
      studentId: fixture.studentId,
      mentorId: fixture.mentorId,
      packageId: fixture.packageId,
      status: fixture.status,
      pricePaise: fixture.pricePaise ?? 29900,
      mentorEarningPaise: fixture.mentorEarningPaise ?? 11000,
      isFree: (fixture.pricePaise ?? 29900) === 0,
      purchasedAt,
      approvedAt,
      completedAt: fixture.status === 'complete' ? new Date(purchasedAt.getTime() + 120_000) : null,
      cancelledAt: fixture.status === 'cancelled' ? new Date(purchasedAt.getTime() + 120_000) : null,
      cancelReason: fixture.status === 'cancelled' ? 'student' : null,
      proofImageKey: fixture.proofImageKey ?? null,
    })
    .returning();
  if (!row) throw new Error('booking not inserted');
  return row;
}

/**
 * A student and a mentor who share a session (active unless said), each signed in: their tokens and the
 * sign-in sessions behind them.
 */
export async function createSessionPair(subject: TestApp, status: BookingFixture['status'] = 'active') {
  const db = subject.database.db;
  const catalog = await createCatalog(db, 'M3');
  const student = await createStudent(db);
  const mentor = await createMentor(db, { neetScore: 650 });
  await createBooking(db, {
    studentId: student.id,
    mentorId: mentor.id,
    packageId: catalog.session60.id,
    status,
  });
  const studentSession = await issueSession(subject.context, db, {
    role: 'student',
    userId: student.id,
    remember: false,
  });
  const mentorSession = await issueSession(subject.context, db, {
    role: 'mentor',
    userId: mentor.id,
    remember: false,
  });
  return {
    student,
    mentor,
    studentToken: studentSession.token,
    mentorToken: mentorSession.token,
    studentSessionId: studentSession.sessionId,
    mentorSessionId: mentorSession.sessionId,
  };
}
