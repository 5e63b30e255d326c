import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { enqueueMail } from '../../jobs/mail-outbox-worker.ts';
import {
  accountCreatedMail,
  passwordResetMail,
  verificationCodeMail,
  type MailBrand,
} from '../mail/templates.ts';
import {
  deleteUnverifiedAccount,
  findAccountByEmail,
  findAccountById,
  findAnyAccountByEmail,
  markEmailVerified,
  updatePasswordHash,
  type AccountRecord,
  type AccountRole,
} from './accounts.repository.ts';
import { assertResendAllowed, consumeVerificationCode, issueVerificationCode } from './one-time-codes.ts';
import { isRememberedSession, issueSession, revokeAllSessions, type IssuedSession } from './sessions.ts';
import type { TokenSigner } from './tokens.ts';

export const RESET_LINK_LIFETIME_MS = 30 * 60 * 1000;

export interface AuthContext {
  db: Db;
  signer: TokenSigner;
  /** Keys the HMAC of one-time codes. */
  codeSecret: string;
  brand: MailBrand;
  notifyMailQueued(): void;
}

const INVALID_LOGIN = 'Invalid email or password.';

function loginRefusal(account: AccountRecord): Error | null {
  if (!account.emailVerifiedAt)
    return forbidden('Please verify your e-mail address before logging in. Sign up again to get a new code.');
  if (account.role === 'mentor') {
    switch (account.applicationStatus) {
      case 'incomplete':
        return forbidden('Your application is not complete yet. Please finish the academic details step.');
      case 'pending':
        return forbidden('Your application is under review. You can log in once it is approved.');
      case 'rejected':
        return forbidden('Your mentor application was not approved. Please contact support for details.');
      default:
        break;
    }
  }
  if (!account.isActive) return forbidden('Your account has been deactivated. Please contact support.');
  return null;
}

/** E-mail and password sign-in for students and mentors; each refusal has its own message. */
export async function logIn(
  context: AuthContext,
  role: AccountRole,
  credentials: { email: string; password: string; rememberMe?: boolean | undefined },
): Promise<IssuedSession & { userId: string }> {
  const account = await findAccountByEmail(context.db, role, credentials.email);
  const passwordOk = account
    ? await verifyPassword(account.passwordHash, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  if (!account || !passwordOk) throw unauthorized(INVALID_LOGIN);
  const refusal = loginRefusal(account);
  if (refusal) throw refusal;
  const session = await issueSession(context.db, context.signer, {
    role,
    userId: account.id,
    remember: credentials.rememberMe === true,
  });
  return { ...session, userId: account.id };
}

/** Sends a new code for an account being created (after sign-up or on resend). */
export async function sendVerificationCode(
  context: AuthContext,
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  account: { role: AccountRole; id: string; email: string; firstName: string },
): Promise<void> {
  const code = await issueVerificationCode(tx, context.codeSecret, account.role, account.id);
  await enqueueMail(tx, verificationCodeMail(context.brand, account.email, account.firstName, code));
}

/** Checks the e-mail code; on success the account is verified. Returns the account. */
export async function verifyEmail(
  context: AuthContext,
  role: AccountRole,
  email: string,
  otp: string,
): Promise<AccountRecord> {
  const outcome = await context.db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, role, email);
    if (!account)
      return { error: badRequest('There is no active code for this account. Please ask for a new code.') };
    if (account.emailVerifiedAt)
      return { error: conflict('This e-mail address is already verified. Please log in.') };
    const refusal = await consumeVerificationCode(tx, context.codeSecret, role, account.id, otp);
    if (refusal) return { error: refusal };
    await markEmailVerified(tx, role, account.id);
    // Mentors hear from us when their application is complete, not at this step.
    if (role === 'student')
      await enqueueMail(tx, accountCreatedMail(context.brand, account.email, account.firstName));
    return { account };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.account;
}

export async function resendVerificationCode(
  context: AuthContext,
  role: AccountRole,
  id: string,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const account = await findAccountById(tx, role, id);
    if (!account) throw notFound('This account no longer exists. Please sign up again.');
    if (account.emailVerifiedAt) throw conflict('This e-mail address is already verified. Please log in.');
    await assertResendAllowed(tx, role, id);
    await sendVerificationCode(context, tx, account);
  });
  context.notifyMailQueued();
}

/** The sign-up flow's cancel: removes an account only while its e-mail is unverified. */
export async function deleteUnverified(
  context: AuthContext,
  role: AccountRole,
  email: string,
): Promise<void> {
  const account = await findAccountByEmail(context.db, role, email);
  if (!account) throw notFound('There is no pending sign-up for this e-mail address.');
  if (account.emailVerifiedAt || !(await deleteUnverifiedAccount(context.db, role, account.id))) {
    throw conflict('This account is already verified and cannot be removed here.');
  }
}

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Forgot-password answers no sooner than this after it starts. A known address costs more work (a
 * token and a queued mail) than an unknown one; a floor well above both hides the difference.
 */
const FORGOT_PASSWORD_MIN_MS = 300;

/** Same answer, in the same time, whether or not the address exists; a link is mailed only when it does. */
export async function requestPasswordReset(context: AuthContext, email: string): Promise<void> {
  const answerAt = Date.now() + FORGOT_PASSWORD_MIN_MS;
  await mailResetLink(context, email);
  const wait = answerAt - Date.now();
  if (wait > 0) await delay(wait);
}

async function mailResetLink(context: AuthContext, email: string): Promise<void> {
  const account = await findAnyAccountByEmail(context.db, email);
  if (!account || !account.emailVerifiedAt) return;
  const token = randomBytes(32).toString('base64url');
  await context.db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashResetToken(token),
      role: account.role,
      userId: account.id,
      expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
    });
    const url = `${context.brand.publicUrl}/login/forgot-password/resetPassword/${token}`;
    await enqueueMail(tx, passwordResetMail(context.brand, account.email, account.firstName, url));
  });
  context.notifyMailQueued();
}

/** Single use: the token is spent by one conditional update, then every session of the user ends. */
export async function resetPassword(context: AuthContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await context.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ role: passwordResetTokens.role, userId: passwordResetTokens.userId });
    if (!spent) throw badRequest('This reset link is invalid or has expired. Please ask for a new one.');
    await updatePasswordHash(tx, spent.role, spent.userId, passwordHash);
    await revokeAllSessions(tx, spent.role, spent.userId);
  });
}

/**
 * Changes the password, ends every session (the old token stops working at once) and returns a
 * fresh token, with the lifetime of the one it replaces, so the person stays signed in on this device.
 */
export async function changePassword(
  context: AuthContext,
  role: AccountRole,
  caller: { userId: string; sessionId: string },
  passwords: { oldPassword: string; newPassword: string },
): Promise<IssuedSession> {
  const { userId } = caller;
  const account = await findAccountById(context.db, role, userId);
  if (!account) throw unauthorized();
  if (!(await verifyPassword(account.passwordHash, passwords.oldPassword))) {
    throw badRequest('Your current password is not correct.');
  }
  const passwordHash = await hashPassword(passwords.newPassword);
  return context.db.transaction(async (tx) => {
    const remember = await isRememberedSession(tx, caller.sessionId);
    await updatePasswordHash(tx, role, userId, passwordHash);
    await revokeAllSessions(tx, role, userId);
    return issueSession(tx, context.signer, { role, userId, remember });
  });
}
