import {
  ADMIN_PAGE_SIZE,
  ADMIN_PAYOUTS_PAGE_SIZE,
  paiseToRupees,
  type AdminClearedPayout,
  type PayoutMentor,
} from '@neetmentor/contract';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { pageThrough, type Paged } from '../../lib/paging.ts';
import { tableSearch } from '../../lib/table-search.ts';
import {
  insertPayout,
  listAllPayouts,
  listMentorsWithBalance,
  lockMentorForPayout,
  sumBalance,
} from './payouts.repository.ts';

/**
 * Pays out a mentor's whole balance, inside the caller's transaction: the mentor's row is locked first, so a
 * second clear (a double click, another admin) waits, then finds the balance at 0 and is refused; the
 * payout and its negative ledger entry are written together. `expectedPaise`, when given, is what the
 * admin saw and transferred: a balance that changed since is refused rather than recorded wrongly.
 */
export async function clearBalance(
  executor: Executor,
  payout: { mentorId: string; adminId: string; proofImageKey: string; expectedPaise?: number; now: Date },
) {
  const mentor = await lockMentorForPayout(executor, payout.mentorId);
  if (!mentor) throw notFound('This mentor does not exist.');
  const balancePaise = await sumBalance(executor, payout.mentorId);
  if (balancePaise <= 0)
    throw conflict("This mentor's wallet is empty: nothing to clear.", 'NOTHING_TO_CLEAR');
  if (payout.expectedPaise !== undefined && payout.expectedPaise !== balancePaise) {
    throw conflict(
      `The wallet now holds ${paiseToRupees(balancePaise)} rupees, not ${paiseToRupees(payout.expectedPaise)}: reload and check before clearing.`,
      'BALANCE_CHANGED',
    );
  }
  const row = await insertPayout(executor, {
    mentorId: payout.mentorId,
    amountPaise: balancePaise,
    proofImageKey: payout.proofImageKey,
    adminId: payout.adminId,
    now: payout.now,
  });
  return { ...row, mentor };
}

/** The admin's payout list: mentors with a positive balance and where to send it (IFSC for Bank only). */
export function listMentorsToPay(
  db: Db,
  query: { page: number; search: string | undefined | null },
): Promise<Paged<PayoutMentor>> {
  const search = tableSearch(query.search);
  return pageThrough(
    query.page,
    ADMIN_PAYOUTS_PAGE_SIZE,
    (window) => listMentorsWithBalance(db, { search, ...window }),
    (row) => {
      const bank = row.paymentMethod === 'Bank';
      return {
        _id: row.id,
        mentorId: row.mentorId,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        wallet: paiseToRupees(Number(row.balancePaise)),
        paymentMethod: row.paymentMethod,
        paymentInfo: row.paymentInfo,
        accountHolderName: bank ? row.accountHolderName : null,
        ifscCode: bank ? row.ifscCode : null,
      };
    },
  );
}

/** Every cleared payout, newest first, with its proof's address; search by MentorId. */
export function listClearedPayouts(
  db: Db,
  query: { page: number; search: string | undefined | null },
): Promise<Paged<AdminClearedPayout>> {
  const search = tableSearch(query.search);
  return pageThrough(
    query.page,
    ADMIN_PAGE_SIZE,
    (window) => listAllPayouts(db, { search, ...window }),
    (row) => ({
      _id: row.id,
      mentorId: row.mentorDisplayId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      amountCleared: paiseToRupees(row.amountPaise),
      clearDate: row.clearedAt.toISOString(),
      imageOfProof: `/api/v1/payouts/${row.id}/proof`,
    }),
  );
}
