import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';
import { badRequest, tooManyRequests, type AppError } from '../../lib/app-error.ts';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_COOLDOWN_MS = 60 * 1000;

type AccountRole = 'student' | 'mentor';
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Codes are stored as an HMAC under a server secret: a leaked table does not give the 6 digits away. */
export function hashCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${code}`).digest('hex');
}

export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Issues a fresh code for an account, replacing any earlier one, and returns it for the e-mail. */
export async function issueVerificationCode(
  tx: Db | Tx,
  secret: string,
  role: AccountRole,
  userId: string,
): Promise<string> {
  const code = generateCode();
  const values = {
    purpose: 'verify-email' as const,
    role,
    userId,
    codeHash: hashCode(secret, code),
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
    attempts: 0,
    consumedAt: null,
    lastSentAt: new Date(),
  };
  await tx
    .insert(oneTimeCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [oneTimeCodes.purpose, oneTimeCodes.role, oneTimeCodes.userId],
      set: values,
    });
  return code;
}

function forAccount(role: AccountRole, userId: string) {
  return and(
    eq(oneTimeCodes.purpose, 'verify-email'),
    eq(oneTimeCodes.role, role),
    eq(oneTimeCodes.userId, userId),
  );
}

/** Refuses a resend within a minute of the last one (429 with the seconds to wait). */
export async function assertResendAllowed(tx: Db | Tx, role: AccountRole, userId: string): Promise<void> {
  const [row] = await tx
    .select({ lastSentAt: oneTimeCodes.lastSentAt })
    .from(oneTimeCodes)
    .where(forAccount(role, userId))
    .limit(1);
  if (!row) return;
  const waitMs = row.lastSentAt.getTime() + RESEND_COOLDOWN_MS - Date.now();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw tooManyRequests(seconds, `Please wait ${seconds} seconds before asking for another code.`);
  }
}

/**
 * Checks a code inside the caller's transaction, locking the row so concurrent tries are counted
 * one by one. A wrong code counts a try; five wrong tries use the code up. The refusal is
 * returned, not thrown, so the caller can commit the counted try before answering.
 */
export async function consumeVerificationCode(
  tx: Tx,
  secret: string,
  role: AccountRole,
  userId: string,
  code: string,
): Promise<AppError | null> {
  const [row] = await tx.select().from(oneTimeCodes).where(forAccount(role, userId)).for('update').limit(1);
  if (!row || row.consumedAt)
    return badRequest('There is no active code for this account. Please ask for a new code.');
  if (row.attempts >= MAX_CODE_ATTEMPTS)
    return badRequest('Too many wrong codes. Please ask for a new code.');
  if (row.expiresAt.getTime() <= Date.now())
    return badRequest('This code has expired. Please ask for a new code.');
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(secret, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await tx
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, row.id));
    const left = MAX_CODE_ATTEMPTS - row.attempts - 1;
    return badRequest(
      left > 0
        ? `The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'Too many wrong codes. Please ask for a new code.',
    );
  }
  await tx.update(oneTimeCodes).set({ consumedAt: new Date() }).where(eq(oneTimeCodes.id, row.id));
  return null;
}
