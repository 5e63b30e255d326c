import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { badRequest, tooManyRequests, type AppError } from '../../lib/app-error.ts';
import {
  countWrongCodeTry,
  findCodeLastSentAt,
  lockVerificationCode,
  markCodeConsumed,
  upsertVerificationCode,
} from './one-time-codes.repository.ts';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_COOLDOWN_MS = 60 * 1000;

type AccountRole = 'student' | 'mentor';
type CodeContext = Pick<AppContext, 'clock' | 'config'>;

/** Codes are stored as an HMAC under a server secret: a leaked table does not give the 6 digits away. */
export function hashCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${code}`).digest('hex');
}

export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

const invalidCode = (message: string) => badRequest(message, undefined, 'INVALID_CODE');

/** Issues a fresh code for an account, replacing any earlier one, and returns it for the e-mail. */
export async function issueVerificationCode(
  ctx: CodeContext,
  executor: Executor,
  role: AccountRole,
  userId: string,
): Promise<string> {
  const code = generateCode();
  const now = ctx.clock.now();
  await upsertVerificationCode(executor, {
    role,
    userId,
    codeHash: hashCode(ctx.config.secrets.jwtSecret, code),
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
    sentAt: now,
  });
  return code;
}

/** Whether a code was ever issued for this account id (a live one or not). */
export async function hasVerificationCode(
  executor: Executor,
  role: AccountRole,
  userId: string,
): Promise<boolean> {
  return (await findCodeLastSentAt(executor, role, userId)) !== undefined;
}

/** Refuses a resend within a minute of the last one (429 with the seconds to wait). */
export async function assertResendAllowed(
  ctx: CodeContext,
  executor: Executor,
  role: AccountRole,
  userId: string,
): Promise<void> {
  const lastSentAt = await findCodeLastSentAt(executor, role, userId);
  if (!lastSentAt) return;
  const waitMs = lastSentAt.getTime() + RESEND_COOLDOWN_MS - ctx.clock.now().getTime();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw tooManyRequests(seconds, `Please wait ${seconds} seconds before asking for another code.`);
  }
}

/** How long the account's latest code stays usable: 0 when it has none or it has expired. */
export async function codeTimeLeftMs(
  ctx: Pick<AppContext, 'clock'>,
  executor: Executor,
  role: AccountRole,
  userId: string,
): Promise<number> {
  const lastSentAt = await findCodeLastSentAt(executor, role, userId);
  if (!lastSentAt) return 0;
  return Math.max(0, lastSentAt.getTime() + CODE_LIFETIME_MS - ctx.clock.now().getTime());
}

/**
 * Checks a code inside the caller's transaction, locking the row so concurrent tries are counted
 * one by one. A wrong code counts a try; five wrong tries use the code up. The refusal is
 * returned, not thrown, so the caller can commit the counted try before answering.
 */
export async function consumeVerificationCode(
  ctx: CodeContext,
  tx: Transaction,
  role: AccountRole,
  userId: string,
  code: string,
): Promise<AppError | null> {
  const row = await lockVerificationCode(tx, role, userId);
  if (!row || row.consumedAt)
    return invalidCode('There is no active code for this account. Please ask for a new code.');
  if (row.attempts >= MAX_CODE_ATTEMPTS)
    return invalidCode('Too many wrong codes. Please ask for a new code.');
  const now = ctx.clock.now();
  if (row.expiresAt.getTime() <= now.getTime())
    return invalidCode('This code has expired. Please ask for a new code.');
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(ctx.config.secrets.jwtSecret, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await countWrongCodeTry(tx, row.id);
    const left = MAX_CODE_ATTEMPTS - row.attempts - 1;
    return invalidCode(
      left > 0
        ? `The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'Too many wrong codes. Please ask for a new code.',
    );
  }
  await markCodeConsumed(tx, row.id, now);
  return null;
}
