import { randomBytes } from 'node:crypto';
import {
  istCalendarDay,
  latestProgrammeDay,
  paiseToRupees,
  programmeDateTooLate,
  rupeesToPaise,
  type ProgrammeDateField,
  type ProgrammeDates,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { processUploadedImage } from '../../lib/images.ts';
import { replacePublicFile } from '../../lib/replaced-files.ts';
import { audit } from './admin-account.service.ts';
import {
  findAdSettings,
  findProgrammeDates,
  saveAdSettings,
  saveProgrammeDates,
} from './platform-settings.repository.ts';

/**
 * add-feature-ad: a new ad picture, a new verification amount (whole rupees, validated by the contract), or
 * both. The former picture is deleted once the new one is saved.
 */
export async function updateFeaturedAd(
  ctx: Pick<AppContext, 'db' | 'clock' | 'storage'>,
  adminId: string,
  change: { amountRupees: number | undefined },
  picture: Buffer | undefined,
): Promise<{ featuredAd: string | null; verificationAmount: number }> {
  if (change.amountRupees === undefined && !picture) {
    throw badRequest('Send a new verification amount, a new ad picture, or both.', [
      { path: 'amount', message: 'Enter the verification amount or choose an ad picture.' },
    ]);
  }
  const current = await findAdSettings(ctx.db);
  const amountPaise =
    change.amountRupees === undefined ? current.verificationAmountPaise : rupeesToPaise(change.amountRupees);
  const image = picture ? await processUploadedImage(picture, { maxSize: 1600 }) : undefined;
  let featuredAd = current.featuredAdImage;
  await replacePublicFile(ctx, {
    current: current.featuredAdImage,
    replacement: image && {
      key: `site/featured-ad-${randomBytes(6).toString('hex')}.webp`,
      data: image.data,
    },
    save: (url) =>
      ctx.db.transaction(async (tx) => {
        featuredAd = url;
        await saveAdSettings(tx, {
          verificationAmountPaise: amountPaise,
          featuredAdImage: url,
          now: ctx.clock.now(),
        });
        const amountChanged = amountPaise !== current.verificationAmountPaise;
        if (!amountChanged && !image) return;
        await audit(ctx, tx, adminId, 'settings.featured-ad', undefined, {
          pictureChanged: Boolean(image),
          ...(amountChanged
            ? { amountBeforePaise: current.verificationAmountPaise, amountAfterPaise: amountPaise }
            : {}),
        });
      }),
  });
  return { featuredAd, verificationAmount: paiseToRupees(amountPaise) };
}

const PROGRAMME_DATE_FIELDS: readonly ProgrammeDateField[] = ['feeFreeUntil', 'referralsAvailableFrom'];

/** The moment a time of day is reached on an India calendar day; null for no day. */
function atIstTime(day: string | null, time: string): Date | null {
  return day === null ? null : new Date(`${day}T${time}+05:30`);
}

/**
 * update-programme-dates: the last fee-free day and the day referrals open, as India calendar days (null:
 * no waiver, not scheduled). The waiver covers applications to the end of its day, India time (the rule is
 * `now < feeFreeUntil`), and referrals open at the start of theirs (`availableFrom <= now`). Only a change
 * is written and audited, with the days it replaced; the public answers built from the settings are
 * dropped by the table's change notification.
 */
export async function updateProgrammeDates(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  dates: ProgrammeDates,
): Promise<ProgrammeDates> {
  const latest = latestProgrammeDay(istCalendarDay(ctx.clock.now()));
  const tooLate = PROGRAMME_DATE_FIELDS.filter((field) => (dates[field] ?? '') > latest);
  if (tooLate.length > 0) {
    const errors = tooLate.map((field) => ({ path: field, message: programmeDateTooLate(field, latest) }));
    throw badRequest(errors.map((error) => error.message).join(' '), errors);
  }
  return ctx.db.transaction(async (tx) => {
    const before = await findProgrammeDates(tx, { lock: true });
    const changed = PROGRAMME_DATE_FIELDS.filter((field) => before[field] !== dates[field]);
    if (changed.length === 0) return before;
    await saveProgrammeDates(tx, {
      feeFreeUntil: atIstTime(dates.feeFreeUntil, '23:59:59.999'),
      referralsAvailableFrom: atIstTime(dates.referralsAvailableFrom, '00:00:00'),
      now: ctx.clock.now(),
    });
    await audit(
      ctx,
      tx,
      adminId,
      'settings.programme-dates',
      undefined,
      Object.fromEntries(
        changed.flatMap((field) => [
          [`${field}Before`, before[field]],
          [`${field}After`, dates[field]],
        ]),
      ),
    );
    return dates;
  });
}
