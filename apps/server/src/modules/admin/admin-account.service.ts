import type { AdminProfile, SiteLanguage } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/app-error.ts';
import { processUploadedImage } from '../../lib/images.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { replacePublicFile } from '../../lib/replaced-files.ts';
import {
  changePassword,
  isEmailUsedByAnotherAccount,
  issueSession,
  rehashIfOutdated,
  type IssuedSession,
} from '../auth/index.ts';
import { getCurrentWebinar } from '../content/index.ts';
import {
  findAdmin,
  findAdminCredentials,
  insertAdmin,
  insertAuditEntry,
  listFeaturedMentorsForAdmin,
  listRecentPayouts,
  updateAdmin,
} from './admin-account.repository.ts';
import {
  findProgrammeDates,
  getFeaturedAdImage,
  getVerificationAmountRupees,
} from './platform-settings.repository.ts';

/** Admin actions are written to the audit log: who, what, when (product rules §15). */
export async function audit(
  ctx: Pick<AppContext, 'clock'>,
  executor: Executor,
  adminId: string,
  action: string,
  target?: { type: string; id: string },
  details?: Record<string, unknown>,
): Promise<void> {
  await insertAuditEntry(executor, {
    adminId,
    action,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    details: details ?? null,
    at: ctx.clock.now(),
  });
}

export async function logInAdmin(
  ctx: AppContext,
  email: string,
  password: string,
): Promise<IssuedSession & { adminId: string; language: SiteLanguage }> {
  const admin = await findAdminCredentials(ctx.db, email);
  const ok = admin ? await verifyPassword(admin.passwordHash, password) : await verifyAgainstDummy(password);
  if (!admin || !ok) throw unauthorized('Invalid email or password', 'INVALID_CREDENTIALS');
  await rehashIfOutdated(ctx.db, { role: 'admin', id: admin.id, passwordHash: admin.passwordHash }, password);
  return ctx.db.transaction(async (tx) => {
    const session = await issueSession(ctx, tx, { role: 'admin', userId: admin.id, remember: false });
    await audit(ctx, tx, admin.id, 'admin.login');
    return { ...session, adminId: admin.id, language: admin.language };
  });
}

/** admin-details is read on every admin page, so it carries only the latest payouts. */
const RECENT_PAYOUTS = 50;

export async function getAdminProfile(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  id: string,
): Promise<AdminProfile> {
  const admin = await findAdmin(ctx.db, id);
  if (!admin) throw unauthorized();
  const [featured, featuredAd, verificationAmount, programmeDates, webinar, payouts] = await Promise.all([
    listFeaturedMentorsForAdmin(ctx.db),
    getFeaturedAdImage(ctx.db),
    getVerificationAmountRupees(ctx.db),
    findProgrammeDates(ctx.db),
    getCurrentWebinar(ctx.db),
    listRecentPayouts(ctx.db, RECENT_PAYOUTS),
  ]);
  return {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    profilePicture: admin.profilePicture,
    featuredMentors: featured,
    featuredAd,
    verificationAmount,
    programmeDates,
    webinar,
    clearedAmount: payouts.map((payout) => ({
      _id: payout.id,
      mentorId: payout.mentorId,
      email: payout.email,
      amountCleared: payout.amountPaise / 100,
      clearDate: payout.clearedAt.toISOString(),
    })),
  };
}

/** The shared password policy, with the change written to the audit log in the same transaction. */
export function changeAdminPassword(
  ctx: AppContext,
  caller: { id: string; sessionId: string },
  passwords: { oldPassword: string; newPassword: string },
): Promise<IssuedSession> {
  return changePassword(ctx, 'admin', { userId: caller.id, sessionId: caller.sessionId }, passwords, (tx) =>
    audit(ctx, tx, caller.id, 'admin.change-password'),
  );
}

/**
 * The e-mail address and picture can change; the name is read-only (spec part 2 §2). A new address must
 * not belong to any other account, and changing it needs the current password: the address is where
 * password resets go.
 */
export async function updateAdminDetails(
  ctx: AppContext,
  id: string,
  update: { email: string; currentPassword?: string | undefined },
  picture: Buffer | undefined,
): Promise<AdminProfile> {
  const admin = await findAdmin(ctx.db, id);
  if (!admin) throw unauthorized();
  const email = update.email.trim().toLowerCase();
  const emailChanges = email !== admin.email.toLowerCase();
  if (emailChanges) {
    if (!update.currentPassword)
      throw badRequest('Please enter your current password to change the e-mail address.', [
        {
          path: 'currentPassword',
          message: 'Your current password is required to change the e-mail address.',
        },
      ]);
    if (!(await verifyPassword(admin.passwordHash, update.currentPassword)))
      throw forbidden('Your current password is not correct.', 'PASSWORD_REJECTED');
    if (await isEmailUsedByAnotherAccount(ctx.db, email, { role: 'admin', id }))
      throw conflict('This e-mail address is used by another account.', 'EMAIL_TAKEN');
  }
  const image = picture ? await processUploadedImage(picture, { maxSize: 512 }) : undefined;
  await replacePublicFile(ctx, {
    current: admin.profilePicture,
    replacement: image && {
      key: `admins/${id}-${ctx.clock.now().getTime().toString(36)}.webp`,
      data: image.data,
    },
    save: (profilePicture) =>
      ctx.db.transaction(async (tx) => {
        await updateAdmin(tx, id, { email: emailChanges ? email : admin.email, profilePicture });
        await audit(
          ctx,
          tx,
          id,
          'admin.update-details',
          { type: 'admin', id },
          { emailChanged: emailChanges, pictureChanged: Boolean(picture) },
        );
      }),
  });
  return getAdminProfile(ctx, id);
}

/** The mentor application fee in rupees, as get-amount answers it. */
export function getApplicationFeeAmount(ctx: Pick<AppContext, 'db'>): Promise<number> {
  return getVerificationAmountRupees(ctx.db);
}

/** Creates an admin (the `npm run admin:create` command for production databases). */
export async function createAdmin(
  ctx: Pick<AppContext, 'db'>,
  values: { name: string; email: string; password: string },
): Promise<string> {
  return insertAdmin(ctx.db, {
    name: values.name,
    email: values.email.toLowerCase(),
    passwordHash: await hashPassword(values.password),
  });
}
