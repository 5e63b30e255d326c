import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  GUARDIAN_CODE_ATTEMPTS,
  GUARDIAN_CODE_MINUTES,
  isMinorOn,
  type GuardianState,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest, conflict, notFound, type AppError } from '../../lib/app-error.ts';
import { fullName } from '../../lib/full-name.ts';
import { generateCode } from '../auth/index.ts';
import { guardianCodeMail } from '../mail/index.ts';
import {
  countWrongGuardianCode,
  deleteGuardian,
  findAgeAndLanguage,
  findGuardian,
  findStudentProfile,
  lockGuardian,
  markGuardianConfirmed,
  upsertPendingGuardian,
} from './students.repository.ts';

/** Guardian codes are HMACs under the server secret, apart from the sign-up codes' (another purpose). */
function hashGuardianCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(`guardian:${code}`).digest('hex');
}

const invalidCode = (message: string) => badRequest(message, undefined, 'INVALID_CODE');

export async function readGuardian(executor: Executor, studentId: string): Promise<GuardianState> {
  const row = await findGuardian(executor, studentId);
  return row ? { email: row.email, confirmed: row.confirmedAt !== null } : null;
}

/**
 * A student under 18 names a parent's or guardian's e-mail: it is stored unconfirmed (replacing an earlier
 * unconfirmed one) and a code goes to that address, in the student's language. One guardian per student.
 */
export async function addGuardian(ctx: AppContext, studentId: string, email: string): Promise<GuardianState> {
  return ctx.db.transaction(async (tx) => {
    const student = await findStudentProfile(tx, studentId);
    const settings = await findAgeAndLanguage(tx, studentId);
    if (!student || !settings) throw notFound('This account no longer exists.');
    if (!isMinorOn(settings.dateOfBirth, ctx.clock.now()))
      throw conflict(
        'A parent or guardian can be added while you are under 18. Add your date of birth in your profile first.',
        'GUARDIAN_NOT_NEEDED',
      );
    if (email.toLowerCase() === student.email.toLowerCase())
      throw badRequest('Please enter your parent’s or guardian’s e-mail address, not your own.', [
        { path: 'email', message: 'This is your own e-mail address.' },
      ]);
    const code = generateCode();
    const now = ctx.clock.now();
    const stored = await upsertPendingGuardian(tx, {
      studentId,
      email,
      codeHash: hashGuardianCode(ctx.config.secrets.jwtSecret, code),
      codeExpiresAt: new Date(now.getTime() + GUARDIAN_CODE_MINUTES * 60 * 1000),
      now,
    });
    if (!stored)
      throw conflict(
        'You already have a confirmed parent or guardian. Remove them first to add another.',
        'GUARDIAN_EXISTS',
      );
    await ctx.outbox.enqueue(
      tx,
      guardianCodeMail(ctx.brand, settings.language, email, fullName(student), code),
    );
    return { email, confirmed: false };
  });
}

/**
 * The student types the code their guardian read out. A wrong code counts a try (committed before the
 * refusal is answered); five wrong tries or 30 minutes use the code up, and adding the address again
 * sends a fresh one. Confirming twice is harmless.
 */
export async function confirmGuardian(
  ctx: AppContext,
  studentId: string,
  code: string,
): Promise<GuardianState> {
  const refusal = await ctx.db.transaction(async (tx): Promise<AppError | null> => {
    const row = await lockGuardian(tx, studentId);
    if (!row) return invalidCode('There is no code waiting. Please add the e-mail address first.');
    if (row.confirmedAt) return null;
    if (row.codeAttempts >= GUARDIAN_CODE_ATTEMPTS)
      return invalidCode('Too many wrong codes. Please add the e-mail address again for a new code.');
    const now = ctx.clock.now();
    if (row.codeExpiresAt.getTime() <= now.getTime())
      return invalidCode('This code has expired. Please add the e-mail address again for a new code.');
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashGuardianCode(ctx.config.secrets.jwtSecret, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await countWrongGuardianCode(tx, row.id);
      const left = GUARDIAN_CODE_ATTEMPTS - row.codeAttempts - 1;
      return invalidCode(
        left > 0
          ? `The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`
          : 'Too many wrong codes. Please add the e-mail address again for a new code.',
      );
    }
    await markGuardianConfirmed(tx, row.id, now);
    return null;
  });
  if (refusal) throw refusal;
  return readGuardian(ctx.db, studentId);
}

/**
 * Removes the guardian. An unconfirmed one goes at any age; a confirmed one stays until the student's
 * 18th birthday by the India calendar (a student without a date of birth is not known to be under 18).
 */
export async function removeGuardian(ctx: AppContext, studentId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockGuardian(tx, studentId);
    if (!row) return;
    const settings = await findAgeAndLanguage(tx, studentId);
    if (row.confirmedAt && isMinorOn(settings?.dateOfBirth ?? null, ctx.clock.now()))
      throw conflict('Your parent or guardian can be removed once you turn 18.', 'GUARDIAN_KEPT_UNTIL_18');
    await deleteGuardian(tx, studentId);
  });
}
