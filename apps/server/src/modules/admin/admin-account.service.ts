import { and, eq, ne, sql } from 'drizzle-orm';
import type { AdminProfile } from '@neetmentor/contract';
import type { Db } from '../../db/client.ts';
import { admins, auditLog } from '../../db/schema/index.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { badRequest, conflict, unauthorized } from '../../lib/app-error.ts';
import { processUploadedImage } from '../../lib/images.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import {
  isRememberedSession,
  issueSession,
  revokeAllSessions,
  type IssuedSession,
} from '../auth/sessions.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import { getCurrentWebinar } from '../content/content-forms.service.ts';
import { listFeaturedMentorsForAdmin, listRecentPayouts } from './admin-account.repository.ts';
import { getFeaturedAdImage, getVerificationAmountRupees } from './platform-settings.ts';

type Executor = Pick<Db, 'insert'>;

/** Admin actions are written to the audit log: who, what, when (product rules §15). */
export async function audit(
  db: Executor,
  adminId: string,
  action: string,
  target?: { type: string; id: string },
  details?: Record<string, unknown>,
) {
  await db.insert(auditLog).values({
    actorRole: 'admin',
    actorId: adminId,
    action,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    details: details ?? null,
  });
}

export async function logInAdmin(
  db: Db,
  signer: TokenSigner,
  email: string,
  password: string,
): Promise<IssuedSession & { adminId: string }> {
  const [admin] = await db
    .select({ id: admins.id, passwordHash: admins.passwordHash })
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email}`)
    .limit(1);
  const ok = admin ? await verifyPassword(admin.passwordHash, password) : await verifyAgainstDummy(password);
  if (!admin || !ok) throw unauthorized('Invalid email or password');
  const session = await issueSession(db, signer, { role: 'admin', userId: admin.id, remember: false });
  await audit(db, admin.id, 'admin.login');
  return { ...session, adminId: admin.id };
}

/** admin-details is read on every admin page, so it carries only the latest payouts. */
const RECENT_PAYOUTS = 50;

export async function getAdminProfile(db: Db, id: string): Promise<AdminProfile> {
  const [admin] = await db
    .select({ id: admins.id, name: admins.name, email: admins.email, profilePicture: admins.profilePicture })
    .from(admins)
    .where(eq(admins.id, id))
    .limit(1);
  if (!admin) throw unauthorized();
  const [featured, featuredAd, verificationAmount, webinar, payouts] = await Promise.all([
    listFeaturedMentorsForAdmin(db),
    getFeaturedAdImage(db),
    getVerificationAmountRupees(db),
    getCurrentWebinar(db),
    listRecentPayouts(db, RECENT_PAYOUTS),
  ]);
  return {
    ...admin,
    featuredMentors: featured,
    featuredAd,
    verificationAmount,
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

/** Ends every admin session; the new token keeps the lifetime of the session it replaces. */
export async function changeAdminPassword(
  db: Db,
  signer: TokenSigner,
  caller: { id: string; sessionId: string },
  passwords: { oldPassword: string; newPassword: string },
): Promise<IssuedSession> {
  const { id } = caller;
  const [admin] = await db
    .select({ passwordHash: admins.passwordHash })
    .from(admins)
    .where(eq(admins.id, id))
    .limit(1);
  if (!admin || !(await verifyPassword(admin.passwordHash, passwords.oldPassword)))
    throw badRequest('Your current password is not correct.');
  const passwordHash = await hashPassword(passwords.newPassword);
  return db.transaction(async (tx) => {
    const remember = await isRememberedSession(tx, caller.sessionId);
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, id));
    await revokeAllSessions(tx, 'admin', id);
    await audit(tx, id, 'admin.change-password');
    return issueSession(tx, signer, { role: 'admin', userId: id, remember });
  });
}

/** The e-mail address and picture can change; the name is read-only (spec part 2 §2). */
export async function updateAdminDetails(
  deps: { db: Db; storage: FileStorage },
  id: string,
  email: string,
  picture: Buffer | undefined,
): Promise<AdminProfile> {
  const [clash] = await deps.db
    .select({ id: admins.id })
    .from(admins)
    .where(and(sql`lower(${admins.email}) = ${email}`, ne(admins.id, id)))
    .limit(1);
  if (clash) throw conflict('Another admin already uses this e-mail address.');
  const values: { email: string; profilePicture?: string } = { email };
  if (picture) {
    const image = await processUploadedImage(picture, { maxSize: 512 });
    values.profilePicture = await deps.storage.putPublic(
      `admins/${id}-${Date.now().toString(36)}.webp`,
      image.data,
    );
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(admins).set(values).where(eq(admins.id, id));
    await audit(
      tx,
      id,
      'admin.update-details',
      { type: 'admin', id },
      { email, pictureChanged: Boolean(picture) },
    );
  });
  return getAdminProfile(deps.db, id);
}

/** Creates an admin (the `npm run admin:create` command for production databases). */
export async function createAdmin(
  db: Db,
  values: { name: string; email: string; password: string },
): Promise<string> {
  const [row] = await db
    .insert(admins)
    .values({
      name: values.name,
      email: values.email.toLowerCase(),
      passwordHash: await hashPassword(values.password),
    })
    .returning({ id: admins.id });
  if (!row) throw new Error('admin not inserted');
  return row.id;
}
