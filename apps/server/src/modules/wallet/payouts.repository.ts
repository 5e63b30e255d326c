import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readRowCount } from '../../db/row-counts.ts';
import type { TableSearch } from '../../lib/table-search.ts';
import { mentors, paymentDetails, payouts, walletLedger } from '../../db/schema/index.ts';

/**
 * Locks the mentor's row against a second payout (FOR NO KEY UPDATE: two clears queue behind each other,
 * while earnings and bookings referring to the mentor are not held up) and reads where to write to them.
 */
export async function lockMentorForPayout(executor: Executor, mentorId: string) {
  const [row] = await executor
    .select({
      id: mentors.id,
      mentorId: mentors.mentorId,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      email: mentors.email,
      language: mentors.language,
    })
    .from(mentors)
    .where(eq(mentors.id, mentorId))
    .for('no key update');
  return row;
}

/** The balance in paise: everything credited minus everything paid out. */
export async function sumBalance(executor: Executor, mentorId: string): Promise<number> {
  const [row] = await executor
    .select({ balance: sql<string>`coalesce(sum(${walletLedger.amountPaise}), 0)::bigint` })
    .from(walletLedger)
    .where(eq(walletLedger.mentorId, mentorId));
  return Number(row?.balance ?? 0);
}

/** The payout's record and its ledger entry; the entry's source key names the payout, once. */
export async function insertPayout(
  executor: Executor,
  payout: { mentorId: string; amountPaise: number; proofImageKey: string; adminId: string; now: Date },
) {
  const [row] = await executor
    .insert(payouts)
    .values({
      mentorId: payout.mentorId,
      amountPaise: payout.amountPaise,
      proofImageKey: payout.proofImageKey,
      clearedByAdminId: payout.adminId,
      clearedAt: payout.now,
      createdAt: payout.now,
    })
    .returning({ id: payouts.id, amountPaise: payouts.amountPaise, clearedAt: payouts.clearedAt });
  if (!row) throw new Error('payout not inserted');
  await executor.insert(walletLedger).values({
    mentorId: payout.mentorId,
    kind: 'payout',
    amountPaise: -payout.amountPaise,
    sourceKey: `payout:${row.id}`,
    payoutId: row.id,
    createdAt: payout.now,
  });
  return row;
}

export interface MentorSearch {
  search: TableSearch | undefined;
  limit: number;
  offset: number;
}

const mentorIdMatches = (search: MentorSearch['search']): SQL | undefined =>
  search ? sql`${mentors.mentorId} LIKE ${search.pattern}` : undefined;

/** Mentors whose wallet is above 0, the largest first, with where their money goes. */
export async function listMentorsWithBalance(executor: Executor, query: MentorSearch) {
  const balances = executor.$with('balances').as(
    executor
      .select({
        mentorId: walletLedger.mentorId,
        balancePaise: sql<string>`sum(${walletLedger.amountPaise})::bigint`.as('balance_paise'),
      })
      .from(walletLedger)
      .groupBy(walletLedger.mentorId)
      .having(sql`sum(${walletLedger.amountPaise}) > 0`),
  );
  const where = mentorIdMatches(query.search);
  const [count] = await executor
    .with(balances)
    .select({ total: sql<number>`count(*)::int` })
    .from(balances)
    .innerJoin(mentors, eq(mentors.id, balances.mentorId))
    .where(where);
  const rows = await executor
    .with(balances)
    .select({
      id: mentors.id,
      mentorId: mentors.mentorId,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      email: mentors.email,
      balancePaise: balances.balancePaise,
      paymentMethod: paymentDetails.paymentMethod,
      paymentInfo: paymentDetails.paymentInfo,
      accountHolderName: paymentDetails.accountHolderName,
      ifscCode: paymentDetails.ifscCode,
    })
    .from(balances)
    .innerJoin(mentors, eq(mentors.id, balances.mentorId))
    .leftJoin(paymentDetails, eq(paymentDetails.mentorId, mentors.id))
    .where(where)
    .orderBy(
      ...(query.search ? [sql`(${mentors.mentorId} = ${query.search.exact}) DESC`] : []),
      desc(balances.balancePaise),
      asc(mentors.mentorId),
    )
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total: count?.total ?? 0 };
}

/**
 * Every cleared payout, newest first (payouts_cleared_idx); without a search the total is the stored
 * count of payouts.
 */
export async function listAllPayouts(executor: Executor, query: MentorSearch) {
  const where = mentorIdMatches(query.search);
  const total = query.search
    ? await countPayouts(executor, where)
    : await readRowCount(executor, 'payouts.all');
  const rows = await executor
    .select({
      id: payouts.id,
      amountPaise: payouts.amountPaise,
      clearedAt: payouts.clearedAt,
      mentorDisplayId: mentors.mentorId,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      email: mentors.email,
    })
    .from(payouts)
    .innerJoin(mentors, eq(mentors.id, payouts.mentorId))
    .where(where)
    .orderBy(
      ...(query.search ? [sql`(${mentors.mentorId} = ${query.search.exact}) DESC`] : []),
      desc(payouts.clearedAt),
      desc(payouts.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total };
}

async function countPayouts(executor: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(payouts)
    .innerJoin(mentors, eq(mentors.id, payouts.mentorId))
    .where(where);
  return row?.total ?? 0;
}
