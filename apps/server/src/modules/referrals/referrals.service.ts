import type { CreateReferralRequest, CustomReferral } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { audit } from '../admin/index.ts';
import {
  deleteCustomReferral,
  insertCustomReferral,
  isMentorReferralCode,
  listCustomReferrals,
} from './referrals.repository.ts';

type ReferralContext = Pick<AppContext, 'db' | 'clock'>;

const MAX_LISTED = 1000;

export async function listReferrals(ctx: Pick<AppContext, 'db'>): Promise<CustomReferral[]> {
  const rows = await listCustomReferrals(ctx.db, MAX_LISTED);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    code: row.code,
    studentsRegistered: row.studentsRegistered,
    studentsCompletedSessions: row.studentsCompletedSessions,
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  }));
}

function codeTaken(code: string) {
  return conflict(
    `The referral code ${code} is already in use. Please choose another.`,
    'REFERRAL_CODE_TAKEN',
  );
}

/**
 * Codes are unique whatever their letter case (the contract upper-cases them, the table keeps them so);
 * a code equal to a mentor's own referral code is refused too, so a student's code names one referrer.
 */
export async function createReferral(
  ctx: ReferralContext,
  adminId: string,
  request: CreateReferralRequest,
): Promise<CustomReferral> {
  if (await isMentorReferralCode(ctx.db, request.code)) throw codeTaken(request.code);
  return ctx.db.transaction(async (tx) => {
    const row = await insertCustomReferral(tx, { ...request, now: ctx.clock.now() });
    if (!row) throw codeTaken(request.code);
    await audit(
      ctx,
      tx,
      adminId,
      'referral.create',
      { type: 'referral', id: row.id },
      {
        code: row.code,
        name: row.name,
      },
    );
    return {
      _id: row.id,
      name: row.name,
      code: row.code,
      studentsRegistered: 0,
      studentsCompletedSessions: 0,
      createdAt: row.createdAt.toISOString(),
      deletedAt: null,
    };
  });
}

/**
 * A deleted code is refused at sign-up from now on; the students who signed up with it stay linked to it,
 * so the table still lists the code with what came of it, and the dashboard still counts them as referred.
 */
export async function deleteReferral(ctx: ReferralContext, adminId: string, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await deleteCustomReferral(tx, id, ctx.clock.now());
    if (!row) throw notFound('This referral code does not exist.');
    await audit(ctx, tx, adminId, 'referral.delete', { type: 'referral', id }, { code: row.code });
  });
}
