import { and, desc, eq, ne } from 'drizzle-orm';
import { DEFAULT_SITE_LANGUAGE, type PaymentProviderName } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import { mentors, orders, students } from '../../db/schema/index.ts';

export interface NewOrder {
  /** Also the receipt given to the provider, so its dashboard and our table name the order alike. */
  id?: string;
  purpose: 'booking' | 'mentor_fee';
  studentId: string | null;
  mentorId: string;
  packageId: string | null;
  amountPaise: number;
  provider: PaymentProviderName;
  providerOrderId: string;
}

const orderColumns = {
  id: orders.id,
  purpose: orders.purpose,
  studentId: orders.studentId,
  mentorId: orders.mentorId,
  packageId: orders.packageId,
  amountPaise: orders.amountPaise,
  providerOrderId: orders.providerOrderId,
  status: orders.status,
  paymentId: orders.paymentId,
  paidAt: orders.paidAt,
};

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrderByProviderId>>>;

export async function insertOrder(executor: Executor, order: NewOrder, now: Date): Promise<void> {
  await executor.insert(orders).values({ ...order, createdAt: now, updatedAt: now });
}

export async function findOrderByProviderId(executor: Executor, providerOrderId: string) {
  const [row] = await executor
    .select(orderColumns)
    .from(orders)
    .where(eq(orders.providerOrderId, providerOrderId))
    .limit(1);
  return row;
}

export async function findOrderById(executor: Executor, id: string) {
  const [row] = await executor.select(orderColumns).from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** Who pays an order: the student of a booking, or the applicant paying the mentor fee. */
export async function findOrderPayer(executor: Executor, orderId: string) {
  const [row] = await executor
    .select({
      purpose: orders.purpose,
      studentId: students.id,
      studentFirstName: students.firstName,
      studentLastName: students.lastName,
      studentEmail: students.email,
      studentLanguage: students.language,
      mentorId: mentors.id,
      mentorFirstName: mentors.firstName,
      mentorLastName: mentors.lastName,
      mentorEmail: mentors.email,
      mentorLanguage: mentors.language,
    })
    .from(orders)
    .innerJoin(mentors, eq(mentors.id, orders.mentorId))
    .leftJoin(students, eq(students.id, orders.studentId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return undefined;
  if (row.purpose === 'booking' && row.studentId) {
    return {
      role: 'student' as const,
      id: row.studentId,
      name: `${row.studentFirstName ?? ''} ${row.studentLastName ?? ''}`.trim(),
      email: row.studentEmail ?? '',
      language: row.studentLanguage ?? DEFAULT_SITE_LANGUAGE,
    };
  }
  return {
    role: 'mentor' as const,
    id: row.mentorId,
    name: `${row.mentorFirstName} ${row.mentorLastName}`,
    email: row.mentorEmail,
    language: row.mentorLanguage,
  };
}

/**
 * The applicant's latest fee order of this amount that is not paid yet (never tried, or declined): opening
 * the checkout again pays that order, so two tabs or a retry cannot charge two fees.
 */
export async function findOpenFeeOrder(executor: Executor, mentorId: string, amountPaise: number) {
  const [row] = await executor
    .select(orderColumns)
    .from(orders)
    .where(
      and(
        eq(orders.purpose, 'mentor_fee'),
        eq(orders.mentorId, mentorId),
        eq(orders.amountPaise, amountPaise),
        ne(orders.status, 'paid'),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

/**
 * Records the captured payment: one conditional update, so of two concurrent captures (verify and the
 * webhook) exactly one gets the row back; the other sees it already paid.
 */
export async function markOrderPaid(
  executor: Executor,
  { id, paymentId, paidAt }: { id: string; paymentId: string; paidAt: Date },
) {
  const [row] = await executor
    .update(orders)
    .set({ status: 'paid', paymentId, paidAt, updatedAt: paidAt })
    .where(and(eq(orders.id, id), ne(orders.status, 'paid')))
    .returning(orderColumns);
  return row;
}

/** A declined attempt (the widget or the webhook said so); a later successful attempt can still pay it. */
export async function markOrderFailed(executor: Executor, id: string, now: Date): Promise<void> {
  await executor
    .update(orders)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'created')));
}
