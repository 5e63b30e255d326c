import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { platformSettings } from '../../db/schema/index.ts';

const DEFAULT_VERIFICATION_AMOUNT_PAISE = 14_900;

/** The mentor verification fee in rupees (₹149 until an admin changes it). */
export async function getVerificationAmountRupees(db: Db): Promise<number> {
  const [row] = await db
    .select({ amount: platformSettings.verificationAmountPaise })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1))
    .limit(1);
  return (row?.amount ?? DEFAULT_VERIFICATION_AMOUNT_PAISE) / 100;
}

/** The featured ad image shown on mentor pages, if the admin set one. */
export async function getFeaturedAdImage(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ image: platformSettings.featuredAdImage })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1))
    .limit(1);
  return row?.image ?? null;
}
