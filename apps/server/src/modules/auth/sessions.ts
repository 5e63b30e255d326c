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
