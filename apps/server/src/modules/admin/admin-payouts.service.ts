import { randomBytes } from 'node:crypto';
import {
  paiseToRupees,
  PROOF_REQUIRED_MESSAGE,
  ROUTES,
  rupeesToPaise,
  type AdminClearedPayout,
  type ClearPaymentResult,
  type PayoutMentor,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { fullName } from '../../lib/full-name.ts';
import { badRequest } from '../../lib/app-error.ts';
import { processUploadedImage } from '../../lib/images.ts';
import type { Paged } from '../../lib/paging.ts';
import { composeMail, greeting, wordingFor } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';
import { clearBalance, listClearedPayouts, listMentorsToPay } from '../wallet/index.ts';
import { audit } from './admin-account.service.ts';

type PayoutContext = Pick<AppContext, 'db' | 'clock' | 'outbox' | 'brand' | 'storage'>;

/**
 * clear-payment: the whole balance is paid out with the transfer proof (product rules §8). The proof is
 * stored privately first and deleted again if the payout is refused; the payout, its ledger entry, the
 * mentor's notification and e-mail, and the audit entry commit together.
 */
export async function clearPayment(
  ctx: PayoutContext,
  adminId: string,
  request: { mentorId: string; expectedRupees: number | undefined; proof: Buffer | undefined },
): Promise<ClearPaymentResult> {
  if (!request.proof) {
    throw badRequest(PROOF_REQUIRED_MESSAGE, [{ path: 'imageOfProof', message: PROOF_REQUIRED_MESSAGE }]);
  }
  const image = await processUploadedImage(request.proof, { maxSize: 1600 });
  const key = await ctx.storage.putPrivate(
    `payouts/${request.mentorId}-${randomBytes(6).toString('hex')}.webp`,
    image.data,
  );
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const payout = await clearBalance(tx, {
        mentorId: request.mentorId,
        adminId,
        proofImageKey: key,
        ...(request.expectedRupees === undefined
          ? {}
          : { expectedPaise: rupeesToPaise(request.expectedRupees) }),
        now,
      });
      const w = wordingFor(payout.mentor.language);
      const amount = w.rupees(payout.amountPaise);
      await notify(tx, 'mentor', request.mentorId, w.t('payouts.cleared.notification', { amount }));
      await ctx.outbox.enqueue(
        tx,
        composeMail(ctx.brand, w.language, {
          to: payout.mentor.email,
          subject: w.t('payouts.cleared.subject', { amount }),
          heading: w.t('payouts.cleared.heading'),
          paragraphs: [
            greeting(w, fullName(payout.mentor)),
            w.t('payouts.cleared.body', { amount }),
            w.t('payouts.cleared.proof'),
          ],
          action: { label: w.t('actions.openWallet'), url: w.page(ctx.brand.publicUrl, ROUTES.mentorWallet) },
        }),
      );
      await audit(
        ctx,
        tx,
        adminId,
        'payout.clear',
        { type: 'mentor', id: request.mentorId },
        { mentorId: payout.mentor.mentorId, payoutId: payout.id, amountPaise: payout.amountPaise },
      );
      return {
        _id: payout.id,
        amountCleared: paiseToRupees(payout.amountPaise),
        clearDate: payout.clearedAt.toISOString(),
      };
    });
  } catch (error) {
    // The proof of a payout that did not happen must not linger.
    await ctx.storage.deletePrivate(key);
    throw error;
  }
}

export function listPayoutMentors(
  ctx: Pick<AppContext, 'db'>,
  query: { page: number; search: string | undefined },
): Promise<Paged<PayoutMentor>> {
  return listMentorsToPay(ctx.db, query);
}

export function listPayouts(
  ctx: Pick<AppContext, 'db'>,
  query: { page: number; search: string | undefined },
): Promise<Paged<AdminClearedPayout>> {
  return listClearedPayouts(ctx.db, query);
}
