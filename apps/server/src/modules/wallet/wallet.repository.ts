import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { students, walletLedger } from '../../db/schema/index.ts';

/**
 * Appends an entry to a mentor's ledger (a credit, or a dispute's hold with a negative amount). The source
 * key names the event ("booking:<id>:earning", "referral:<student id>", "booking:<id>:dispute-hold"), and
 * its unique index makes a second entry for the same event a no-op: returns whether this call wrote one.
 */
export async function insertCredit(
  executor: Executor,
  entry: {
    mentorId: string;
    kind: 'earning' | 'referral_reward' | 'dispute_hold' | 'dispute_release';
    amountPaise: number;
    sourceKey: string;
    bookingId: string;
    now: Date;
  },
): Promise<boolean> {
  const rows = await executor
    .insert(walletLedger)
    .values({
      mentorId: entry.mentorId,
      kind: entry.kind,
      amountPaise: entry.amountPaise,
      sourceKey: entry.sourceKey,
      bookingId: entry.bookingId,
      createdAt: entry.now,
    })
    .onConflictDoNothing({ target: walletLedger.sourceKey })
    .returning({ id: walletLedger.id });
  return rows.length > 0;
}

/** Balance (everything credited minus payouts) and what was ever earned, in paise. */
export async function sumLedger(executor: Executor, mentorId: string) {
  const [row] = await executor
    .select({
      balancePaise: sql<number>`coalesce(sum(${walletLedger.amountPaise}), 0)::int`,
      earnedPaise: sql<number>`coalesce(sum(${walletLedger.amountPaise}) FILTER (WHERE ${walletLedger.kind} <> 'payout'), 0)::int`,
      referralRewards: sql<number>`count(*) FILTER (WHERE ${walletLedger.kind} = 'referral_reward')::int`,
    })
    .from(walletLedger)
    .where(eq(walletLedger.mentorId, mentorId));
  return {
    balancePaise: row?.balancePaise ?? 0,
    earnedPaise: row?.earnedPaise ?? 0,
    referralRewards: row?.referralRewards ?? 0,
  };
}

/** Students who signed up with the mentor's referral code (verified accounts only). */
export async function countReferredStudents(executor: Executor, mentorId: string): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(students)
    .where(and(eq(students.referredByMentorId, mentorId), sql`${students.emailVerifiedAt} IS NOT NULL`));
  return row?.total ?? 0;
}
