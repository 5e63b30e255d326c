import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Role } from '@neetmentor/contract';
import type { Db } from '../../db/client.ts';
import { authSessions } from '../../db/schema/index.ts';
import type { TokenSigner } from './tokens.ts';

const HOUR = 60 * 60 * 1000;
/** Remember Me keeps a token 30 days; otherwise 12 hours (product rules §2). */
export const SESSION_LIFETIME_MS = { remembered: 30 * 24 * HOUR, session: 12 * HOUR } as const;

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/** Stores a server-side session and signs a token naming it; revoking the row kills the token. */
export async function issueSession(
  db: Pick<Db, 'insert'>,
  signer: TokenSigner,
  subject: { role: Role; userId: string; remember: boolean },
): Promise<IssuedSession> {
  const expiresAt = new Date(
    Date.now() + (subject.remember ? SESSION_LIFETIME_MS.remembered : SESSION_LIFETIME_MS.session),
  );
  const [row] = await db
    .insert(authSessions)
    .values({ role: subject.role, userId: subject.userId, expiresAt })
    .returning({ id: authSessions.id });
  if (!row) throw new Error('session not stored');
  const token = await signer.sign({ id: subject.userId, role: subject.role, sid: row.id }, expiresAt);
  return { token, sessionId: row.id, expiresAt };
}

/**
 * Whether a session was issued with Remember Me, so a token that replaces it (password change) keeps
 * its lifetime. The row keeps no flag; its lifetime tells: a 12-hour session never lasts a day.
 */
export async function isRememberedSession(db: Pick<Db, 'select'>, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ createdAt: authSessions.createdAt, expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId))
    .limit(1);
  if (!row) return false;
  return row.expiresAt.getTime() - row.createdAt.getTime() > 2 * SESSION_LIFETIME_MS.session;
}

export async function isSessionLive(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function revokeSession(db: Pick<Db, 'update'>, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Logs a user out everywhere (password change and reset). */
export async function revokeAllSessions(db: Pick<Db, 'update'>, role: Role, userId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.role, role), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}
