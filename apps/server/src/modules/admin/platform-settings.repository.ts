import { eq } from 'drizzle-orm';
import { istCalendarDay, type ProgrammeDates } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import { platformSettings } from '../../db/schema/index.ts';

const DEFAULT_VERIFICATION_AMOUNT_PAISE = 14_900;

/** The mentor verification fee in rupees (₹149 until an admin changes it). */
export async function getVerificationAmountRupees(db: Executor): Promise<number> {
  const [row] = await db
    .select({ amount: platformSettings.verificationAmountPaise })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1))
    .limit(1);
  return (row?.amount ?? DEFAULT_VERIFICATION_AMOUNT_PAISE) / 100;
}

/** The featured ad image shown on mentor pages, if the admin set one. */
export async function getFeaturedAdImage(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ image: platformSettings.featuredAdImage })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1))
    .limit(1);
  return row?.image ?? null;
}

/** The application fee's terms: the amount in paise and the end of the waiver, if any. */
export async function getApplicationFeeTerms(
  db: Executor,
): Promise<{ amountPaise: number; freeUntil: Date | null }> {
  const [row] = await db
    .select({ amount: platformSettings.verificationAmountPaise, freeUntil: platformSettings.feeFreeUntil })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1))
    .limit(1);
  return { amountPaise: row?.amount ?? DEFAULT_VERIFICATION_AMOUNT_PAISE, freeUntil: row?.freeUntil ?? null };
}

/** When the mentors' referral programme opens; null when no date is set. */
export async function getReferralsAvailableFrom(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ from: platformSettings.referralsAvailableFrom })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1))
    .limit(1);
  return row?.from ?? null;
}

/** Whether the mentors' referral programme is open at `now` (no date set: not open). */
export async function areReferralsOpen(db: Executor, now: Date): Promise<boolean> {
  const from = await getReferralsAvailableFrom(db);
  return from !== null && from <= now;
}

/** The values the featured-ad page edits, with the defaults of a database that has no settings row yet. */
export async function findAdSettings(db: Executor) {
  const [row] = await db
    .select({
      verificationAmountPaise: platformSettings.verificationAmountPaise,
      featuredAdImage: platformSettings.featuredAdImage,
    })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1))
    .limit(1);
  return row ?? { verificationAmountPaise: DEFAULT_VERIFICATION_AMOUNT_PAISE, featuredAdImage: null };
}

/** Writes the settings row (created on first use) with the values given; others stay as they are. */
export async function saveAdSettings(
  executor: Executor,
  values: { verificationAmountPaise: number; featuredAdImage: string | null; now: Date },
): Promise<void> {
  const set = {
    verificationAmountPaise: values.verificationAmountPaise,
    featuredAdImage: values.featuredAdImage,
    updatedAt: values.now,
  };
  await executor
    .insert(platformSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: platformSettings.id, set });
}

/**
 * The programme dates as the India calendar days the admin chose (null when not set, or without a settings
 * row). `lock` holds the row until the transaction ends, so the audit entry names what a change replaced.
 */
export async function findProgrammeDates(
  executor: Executor,
  options: { lock?: boolean } = {},
): Promise<ProgrammeDates> {
  const query = executor
    .select({
      feeFreeUntil: platformSettings.feeFreeUntil,
      referralsAvailableFrom: platformSettings.referralsAvailableFrom,
    })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  const [row] = await (options.lock ? query.for('update') : query);
  return {
    feeFreeUntil: row?.feeFreeUntil ? istCalendarDay(row.feeFreeUntil) : null,
    referralsAvailableFrom: row?.referralsAvailableFrom ? istCalendarDay(row.referralsAvailableFrom) : null,
  };
}

/** Writes both programme dates on the settings row (created on first use); other settings stay. */
export async function saveProgrammeDates(
  executor: Executor,
  values: { feeFreeUntil: Date | null; referralsAvailableFrom: Date | null; now: Date },
): Promise<void> {
  const set = {
    feeFreeUntil: values.feeFreeUntil,
    referralsAvailableFrom: values.referralsAvailableFrom,
    updatedAt: values.now,
  };
  await executor
    .insert(platformSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: platformSettings.id, set });
}
