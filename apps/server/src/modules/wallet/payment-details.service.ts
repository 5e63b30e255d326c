import {
  paiseToRupees,
  type PaymentDetails,
  type PaymentDetailsRequest,
  type PayoutEntry,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  findPaymentDetails,
  findPayoutProof,
  listMentorPayouts,
  savePaymentDetails,
} from './payment-details.repository.ts';

/** A mentor is paid a few times a year; the wallet shows them all (paged in the browser). */
const PAYOUT_HISTORY_LIMIT = 120;

export async function readPaymentDetails(
  ctx: Pick<AppContext, 'db'>,
  mentorId: string,
): Promise<PaymentDetails | null> {
  return (await findPaymentDetails(ctx.db, mentorId)) ?? null;
}

/** Saves where payouts go; holder name and IFSC belong to bank transfers only (product rules §8). */
export async function updatePaymentDetails(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  mentorId: string,
  request: PaymentDetailsRequest,
): Promise<PaymentDetails> {
  const bank = request.paymentMethod === 'Bank';
  const details = {
    paymentMethod: request.paymentMethod,
    paymentInfo: bank ? request.paymentInfo.replace(/\s/g, '') : request.paymentInfo.toLowerCase(),
    accountHolderName: bank ? (request.accountHolderName ?? null) : null,
    ifscCode: bank ? (request.ifscCode ?? null) : null,
  };
  await savePaymentDetails(ctx.db, mentorId, details, ctx.clock.now());
  return details;
}

/** get-payment-history: the caller's own cleared payouts only (the spec's client filtered everyone's). */
export async function readPayoutHistory(
  ctx: Pick<AppContext, 'db'>,
  mentorId: string,
): Promise<PayoutEntry[]> {
  const rows = await listMentorPayouts(ctx.db, mentorId, PAYOUT_HISTORY_LIMIT);
  return rows.map((row) => ({
    _id: row.id,
    mentorId: row.mentorDisplayId,
    email: row.email,
    amountCleared: paiseToRupees(row.amountPaise),
    clearDate: row.clearedAt.toISOString(),
    imageOfProof: `/api/v1/payouts/${row.id}/proof`,
  }));
}

/** A payout's transfer proof is private: its mentor and the admins see it; to anyone else it does not exist. */
export async function readPayoutProofKey(
  ctx: Pick<AppContext, 'db'>,
  payoutId: string,
  viewer: AuthUser,
): Promise<string> {
  const payout = await findPayoutProof(ctx.db, payoutId);
  if (!payout || (viewer.role !== 'admin' && payout.mentorId !== viewer.id)) {
    throw notFound('This proof image does not exist.');
  }
  return payout.proofImageKey;
}
