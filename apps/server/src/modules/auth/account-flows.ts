import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { pathInLanguage, paths, type Role, type SiteLanguage } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { fullName } from '../../lib/full-name.ts';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import {
  accountCreatedMail,
  passwordResetMail,
  signupAttemptNoticeMail,
  verificationCodeMail,
} from '../mail/index.ts';
import {
  deleteUnverifiedAccount,
  deleteUnverifiedAccountsBefore,
  findAccountByEmail,
  findAccountById,
  findAnyAccountByEmail,
  findPasswordHash,
  insertResetToken,
  markEmailVerified,
  replacePasswordHash,
  spendAllResetTokens,
  spendResetToken,
  updateAccountLanguage,
  updatePasswordHash,
  type AccountRecord,
  type AccountRole,
} from './accounts.repository.ts';
import {
  CODE_LIFETIME_MS,
  assertResendAllowed,
  codeTimeLeftMs,
  consumeVerificationCode,
  hasVerificationCode,
  issueVerificationCode,
} from './one-time-codes.ts';
import { deleteCodesSentBefore } from './one-time-codes.repository.ts';
import { isDecoyFor, makeDecoyAccountId } from './signup-decoy.ts';
import { isRememberedSession, issueSession, revokeAllSessions, type IssuedSession } from './sessions.ts';

export type { AccountRole };

export const RESET_LINK_LIFETIME_MS = 30 * 60 * 1000;
/** Unverified sign-ups older than this are purged (product rules §3). */
export const UNVERIFIED_LIFETIME_MS = 24 * 60 * 60 * 1000;

const INVALID_LOGIN = 'Invalid email or password.';
const NO_ACTIVE_CODE = 'There is no active code for this account. Please ask for a new code.';
const SIGNUP_FROM_ELSEWHERE =
  'This sign-up can only be continued from the browser that started it. Please sign up again.';

/**
 * A mentor whose application waits for its fee: the login is refused, but the password was right, so the
 * route hands this browser the sign-up token with which the fee can be paid.
 */
export class ApplicationFeeDue extends AppError {
  constructor(readonly mentorId: string) {
    super(
      403,
      'Your application is waiting for the application fee. Pay it to send your application for review.',
      { code: 'FEE_UNPAID' },
    );
  }
}

/**
 * A rejected applicant gave the right password: the route hands this browser the sign-up token with
 * which the academic details and documents can be sent again (a re-application, see mentors.service).
 */
export class ApplicationRejected extends AppError {
  constructor(readonly mentorId: string) {
    super(403, APPLICATION_REJECTED_MESSAGE, { code: 'APPLICATION_REJECTED' });
  }
}

export const APPLICATION_REJECTED_MESSAGE =
  'Your mentor application was not approved. You can re-apply: send your academic details with a new NEET score card and college ID, and our team will review them again.';

function loginRefusal(account: AccountRecord): Error | null {
  if (!account.emailVerifiedAt)
    return forbidden(
      'Please verify your e-mail address before logging in. Sign up again to get a new code.',
      'EMAIL_NOT_VERIFIED',
    );
  if (account.role === 'mentor') {
    switch (account.applicationStatus) {
      case 'incomplete':
        return forbidden(
          'Your application is not complete yet. Please finish the academic details step.',
          'APPLICATION_INCOMPLETE',
        );
      case 'pending':
        if (account.feeDue) return new ApplicationFeeDue(account.id);
        return forbidden(
          'Your application is under review. You can log in once it is approved.',
          'APPLICATION_NOT_APPROVED',
        );
      case 'rejected':
        return new ApplicationRejected(account.id);
      default:
        break;
    }
  }
  if (!account.isActive)
    return forbidden('Your account has been deactivated. Please contact support.', 'ACCOUNT_DEACTIVATED');
  return null;
}

/**
 * After a right password: a hash made with earlier, costlier settings is replaced by one with today's. The
 * update is conditional on the old hash, so a password changed meanwhile is never overwritten.
 */
export async function rehashIfOutdated(
  executor: Executor,
  account: { role: Role; id: string; passwordHash: string | null },
  password: string,
): Promise<void> {
  const from = account.passwordHash;
  if (!from || !needsRehash(from)) return;
  const to = await hashPassword(password);
  await replacePasswordHash(executor, account.role, account.id, { from, to });
}

/** E-mail and password sign-in for students and mentors; each refusal has its own message. */
export async function logIn(
  context: AppContext,
  role: AccountRole,
  credentials: { email: string; password: string; rememberMe?: boolean | undefined },
): Promise<IssuedSession & { userId: string; language: SiteLanguage }> {
  const account = await findAccountByEmail(context.db, role, credentials.email);
  const passwordOk = account
    ? await verifyPassword(account.passwordHash, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  if (!account || !passwordOk) throw unauthorized(INVALID_LOGIN, 'INVALID_CREDENTIALS');
  const refusal = loginRefusal(account);
  if (refusal) throw refusal;
  await rehashIfOutdated(context.db, account, credentials.password);
  const session = await issueSession(context, context.db, {
    role,
    userId: account.id,
    remember: credentials.rememberMe === true,
  });
  return { ...session, userId: account.id, language: account.language };
}

/**
 * The address has a sign-up waiting for its code, started elsewhere (or a moment ago in a request that won
 * the race for it): not an account to log in to yet.
 */
export function signupWaitingForCode(waitMs: number = CODE_LIFETIME_MS): AppError {
  const minutes = Math.ceil(waitMs / 60_000);
  return conflict(
    `A sign-up with this e-mail address is waiting for its code. Please finish it in the browser where it started, or try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    'EMAIL_TAKEN',
  );
}

/**
 * Why a new sign-up cannot take this address, or null when it can. An unverified account is a sign-up in
 * progress: the browser that started it (`vouchedAccountIds`, from its sign-up token) may start over, and
 * so may anyone once its code has expired (an abandoned sign-up); until then someone else is refused, so
 * nobody can cancel or take over another person's sign-up. A verified account refuses nothing here: the
 * sign-up is answered as a new one would be (see answerSignupForRegistered).
 */
async function signupRefusal(
  context: Pick<AppContext, 'clock'>,
  executor: Executor,
  existing: AccountRecord,
  vouchedAccountIds: readonly string[],
): Promise<AppError | null> {
  if (existing.emailVerifiedAt) return null;
  if (vouchedAccountIds.includes(existing.id)) return null;
  const waitMs = await codeTimeLeftMs(context, executor, existing.role, existing.id);
  return waitMs > 0 ? signupWaitingForCode(waitMs) : null;
}

/**
 * Claims the e-mail address for a new account, replacing an unverified sign-up that may be replaced.
 * Returns the account when the address is already registered (verified): the caller then answers with
 * answerSignupForRegistered instead of creating anything.
 */
export async function claimEmailForSignup(
  context: Pick<AppContext, 'clock'>,
  executor: Executor,
  email: string,
  vouchedAccountIds: readonly string[],
): Promise<AccountRecord | null> {
  const existing = await findAnyAccountByEmail(executor, email);
  if (!existing) return null;
  if (existing.emailVerifiedAt) return existing;
  const refusal = await signupRefusal(context, executor, existing, vouchedAccountIds);
  if (refusal) throw refusal;
  await deleteUnverifiedAccount(executor, existing.role, existing.id);
  return null;
}

/**
 * A sign-up with a registered address: the same answer as for a new one (a decoy id, see signup-decoy.ts,
 * with a code stored for it that nobody receives), and the owner gets a notice instead of a code.
 */
export async function answerSignupForRegistered(
  context: AppContext,
  executor: Executor,
  role: AccountRole,
  registered: AccountRecord,
): Promise<string> {
  const decoyId = makeDecoyAccountId(context, registered.email);
  await issueVerificationCode(context, executor, role, decoyId);
  await context.outbox.enqueue(
    executor,
    signupAttemptNoticeMail(context.brand, registered.language, registered.email, fullName(registered)),
  );
  return decoyId;
}

/**
 * Step one's check of the address: the refusal create-account would give, without creating or
 * replacing anything, so a multi-step sign-up reports a taken address before the applicant goes on.
 */
export async function assertEmailFreeForSignup(
  context: Pick<AppContext, 'db' | 'clock'>,
  email: string,
  vouchedAccountIds: readonly string[],
): Promise<void> {
  const existing = await findAnyAccountByEmail(context.db, email);
  if (!existing) return;
  const refusal = await signupRefusal(context, context.db, existing, vouchedAccountIds);
  if (refusal) throw refusal;
}

/** Issues a code and queues the e-mail in the caller's transaction. */
export async function sendVerificationCode(
  context: AppContext,
  executor: Executor,
  account: {
    role: AccountRole;
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    language: SiteLanguage;
  },
): Promise<void> {
  const code = await issueVerificationCode(context, executor, account.role, account.id);
  await context.outbox.enqueue(
    executor,
    verificationCodeMail(context.brand, account.language, account.email, fullName(account), code),
  );
}

/**
 * Checks the e-mail code; on success the account is verified. `signupAccountId` is the account the
 * request's sign-up token vouches for: only the sign-up that created the account may verify it.
 */
export async function verifyEmail(
  context: AppContext,
  role: AccountRole,
  input: { email: string; otp: string; signupAccountId: string | undefined },
): Promise<AccountRecord> {
  const outcome = await context.db.transaction(async (tx) => {
    // A sign-up answered for a registered address: its code was never sent, so this is a wrong code, with
    // the same counted tries as any other.
    if (input.signupAccountId && isDecoyFor(context, input.signupAccountId, input.email)) {
      const refusal = await consumeVerificationCode(context, tx, role, input.signupAccountId, input.otp);
      return { error: refusal ?? badRequest(NO_ACTIVE_CODE, undefined, 'INVALID_CODE') };
    }
    const account = await findAccountByEmail(tx, role, input.email);
    // The same answer whether the address is unknown, registered or another browser's sign-up.
    if (!account || account.id !== input.signupAccountId)
      return { error: forbidden(SIGNUP_FROM_ELSEWHERE, 'SIGNUP_TOKEN_INVALID') };
    // Only the browser that made this sign-up gets here.
    if (account.emailVerifiedAt)
      return { error: conflict('This e-mail address is already verified. Please log in.') };
    const refusal = await consumeVerificationCode(context, tx, role, account.id, input.otp);
    if (refusal) return { error: refusal };
    await markEmailVerified(tx, role, account.id, context.clock.now());
    // Mentors hear from us when their application is complete, not at this step.
    if (role === 'student')
      await context.outbox.enqueue(
        tx,
        accountCreatedMail(context.brand, account.language, account.email, fullName(account)),
      );
    return { account };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.account;
}

export async function resendVerificationCode(
  context: AppContext,
  role: AccountRole,
  input: { id: string; signupAccountId: string | undefined },
): Promise<void> {
  if (input.id !== input.signupAccountId) throw forbidden(SIGNUP_FROM_ELSEWHERE, 'SIGNUP_TOKEN_INVALID');
  await context.db.transaction(async (tx) => {
    const account = await findAccountById(tx, role, input.id);
    if (!account && (await hasVerificationCode(tx, role, input.id))) {
      // A decoy sign-up (see signup-decoy.ts): a new code that nobody receives, under the same rules.
      await assertResendAllowed(context, tx, role, input.id);
      await issueVerificationCode(context, tx, role, input.id);
      return;
    }
    if (!account) throw notFound('This account no longer exists. Please sign up again.');
    if (account.emailVerifiedAt) throw conflict('This e-mail address is already verified. Please log in.');
    await assertResendAllowed(context, tx, role, input.id);
    await sendVerificationCode(context, tx, account);
  });
}

/** The sign-up flow's cancel: removes its own account, and only while the e-mail is unverified. */
export async function deleteUnverified(
  context: AppContext,
  role: AccountRole,
  input: { email: string; signupAccountId: string | undefined },
): Promise<void> {
  // A decoy sign-up (see signup-decoy.ts) is cancelled as a real one is; there is nothing to remove.
  if (input.signupAccountId && isDecoyFor(context, input.signupAccountId, input.email)) return;
  const account = await findAccountByEmail(context.db, role, input.email);
  // The same answer whether the address is unknown, registered or another browser's sign-up.
  if (!account || account.id !== input.signupAccountId)
    throw forbidden(SIGNUP_FROM_ELSEWHERE, 'SIGNUP_TOKEN_INVALID');
  if (account.emailVerifiedAt || !(await deleteUnverifiedAccount(context.db, role, account.id))) {
    throw conflict('This account is already verified and cannot be removed here.');
  }
}

/**
 * Deletes sign-ups whose e-mail was not verified within 24 hours, and codes sent that long ago (expired
 * for a day: of verified accounts, of purged ones, and of decoy sign-ups, which have no account).
 */
export async function purgeUnverifiedAccounts(
  context: Pick<AppContext, 'db' | 'clock'>,
): Promise<{ students: number; mentors: number }> {
  const cutoff = new Date(context.clock.now().getTime() - UNVERIFIED_LIFETIME_MS);
  const purged = await deleteUnverifiedAccountsBefore(context.db, cutoff);
  await deleteCodesSentBefore(context.db, cutoff);
  return purged;
}

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Forgot-password answers no sooner than this after it starts. A known address costs more work (a
 * token and a queued mail) than an unknown one; a floor well above both hides the difference.
 * This is about real elapsed time, not a rule, so it reads the process's monotonic clock.
 */
const FORGOT_PASSWORD_MIN_MS = 300;

/** Same answer, in the same time, whether or not the address exists; a link is mailed only when it does. */
export async function requestPasswordReset(context: AppContext, email: string): Promise<void> {
  const answerAt = performance.now() + FORGOT_PASSWORD_MIN_MS;
  await mailResetLink(context, email);
  const wait = answerAt - performance.now();
  if (wait > 0) await delay(wait);
}

async function mailResetLink(context: AppContext, email: string): Promise<void> {
  const account = await findAnyAccountByEmail(context.db, email);
  if (!account || !account.emailVerifiedAt) return;
  const token = randomBytes(32).toString('base64url');
  await context.db.transaction(async (tx) => {
    await insertResetToken(tx, {
      tokenHash: hashResetToken(token),
      role: account.role,
      userId: account.id,
      expiresAt: new Date(context.clock.now().getTime() + RESET_LINK_LIFETIME_MS),
    });
    const url = `${context.brand.publicUrl}${pathInLanguage(paths.resetPassword(token), account.language)}`;
    await context.outbox.enqueue(
      tx,
      passwordResetMail(context.brand, account.language, account.email, fullName(account), url),
    );
  });
}

/** Single use: the token is spent by one conditional update, then every session of the user ends. */
export async function resetPassword(context: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const ended = await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const spent = await spendResetToken(tx, hashResetToken(token), now);
    if (!spent) throw badRequest('This reset link is invalid or has expired. Please ask for a new one.');
    await updatePasswordHash(tx, spent.role, spent.userId, passwordHash);
    // Any other link asked for meanwhile must not set the password again over this one.
    await spendAllResetTokens(tx, spent.role, spent.userId, now);
    return revokeAllSessions(context, tx, spent.role, spent.userId);
  });
  context.realtime.disconnectSessions(ended);
}

/** Stores the language the account's e-mails and notifications are written in. */
export async function setAccountLanguage(
  context: Pick<AppContext, 'db'>,
  account: { role: Role; id: string },
  language: SiteLanguage,
): Promise<void> {
  if (!(await updateAccountLanguage(context.db, account.role, account.id, language))) throw unauthorized();
}

/**
 * The one password-change policy for students, mentors and admins: the current password must be right
 * and the new one different; every session ends (the old token stops working at once) and a fresh token
 * is returned with the lifetime of the one it replaces, so the person stays signed in on this device.
 * `inTransaction` lets a caller add its own writes (the admin audit log) to the same transaction.
 */
export async function changePassword(
  context: AppContext,
  role: Role,
  caller: { userId: string; sessionId: string },
  passwords: { oldPassword: string; newPassword: string },
  inTransaction?: (executor: Executor) => Promise<void>,
): Promise<IssuedSession> {
  const { userId } = caller;
  const account = await findPasswordHash(context.db, role, userId);
  if (!account) throw unauthorized();
  const currentHash = account.passwordHash;
  if (!currentHash || !(await verifyPassword(currentHash, passwords.oldPassword))) {
    throw badRequest('Your current password is not correct.', undefined, 'PASSWORD_REJECTED');
  }
  if (passwords.newPassword === passwords.oldPassword) {
    throw badRequest(
      'The new password must be different from your current password.',
      [{ path: 'newPassword', message: 'Choose a password different from your current one.' }],
      'PASSWORD_REJECTED',
    );
  }
  const passwordHash = await hashPassword(passwords.newPassword);
  const { session, ended } = await context.db.transaction(async (tx) => {
    const remember = await isRememberedSession(tx, caller.sessionId);
    // Against the hash the current password was checked with: a change that won meanwhile (a second press,
    // another device) makes this one's current password wrong.
    if (!(await replacePasswordHash(tx, role, userId, { from: currentHash, to: passwordHash }))) {
      throw badRequest('Your current password is not correct.', undefined, 'PASSWORD_REJECTED');
    }
    if (role !== 'admin') await spendAllResetTokens(tx, role, userId, context.clock.now());
    const endedSessions = await revokeAllSessions(context, tx, role, userId);
    await inTransaction?.(tx);
    return { session: await issueSession(context, tx, { role, userId, remember }), ended: endedSessions };
  });
  context.realtime.disconnectSessions(ended);
  return session;
}
