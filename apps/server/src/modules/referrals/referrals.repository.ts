import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customReferralCodes, mentors } from '../../db/schema/index.ts';

const referralColumns = {
  id: customReferralCodes.id,
  name: customReferralCodes.organisationName,
  code: customReferralCodes.code,
  createdAt: customReferralCodes.createdAt,
  deletedAt: customReferralCodes.deletedAt,
};

/**
 * Every custom code, deleted ones included, newest first, with the verified students who signed up with it and the sessions they
 * completed (each count an indexed lookup by code, then by student). Organisations number in the tens; the
 * limit only guards the page.
 */
export function listCustomReferrals(executor: Executor, limit: number) {
  return executor
    .select({
      ...referralColumns,
      studentsRegistered: sql<number>`(SELECT count(*)::int FROM students s
        WHERE s.custom_referral_id = "custom_referral_codes"."id" AND s.email_verified_at IS NOT NULL)`,
      studentsCompletedSessions: sql<number>`(SELECT count(*)::int FROM students s
        JOIN bookings b ON b.student_id = s.id AND b.status = 'complete'
        WHERE s.custom_referral_id = "custom_referral_codes"."id")`,
    })
    .from(customReferralCodes)
    .orderBy(desc(customReferralCodes.createdAt), desc(customReferralCodes.id))
    .limit(limit);
}

/** Adds a code; undefined when the (upper-case) code exists already. */
export async function insertCustomReferral(
  executor: Executor,
  referral: { name: string; code: string; now: Date },
) {
  const [row] = await executor
    .insert(customReferralCodes)
    .values({ organisationName: referral.name, code: referral.code, createdAt: referral.now })
    .onConflictDoNothing({ target: customReferralCodes.code })
    .returning(referralColumns);
  return row;
}

/** Whether a mentor's own referral code reads the same, whatever its letter case. */
export async function isMentorReferralCode(executor: Executor, code: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: mentors.id })
    .from(mentors)
    .where(sql`upper(${mentors.referralCode}) = ${code}`)
    .limit(1);
  return Boolean(row);
}

/** Marks a code deleted (the row stays for its students); undefined when there is no such live code. */
export async function deleteCustomReferral(executor: Executor, id: string, now: Date) {
  const [row] = await executor
    .update(customReferralCodes)
    .set({ deletedAt: now })
    .where(and(eq(customReferralCodes.id, id), isNull(customReferralCodes.deletedAt)))
    .returning({ id: customReferralCodes.id, code: customReferralCodes.code });
  return row;
}
