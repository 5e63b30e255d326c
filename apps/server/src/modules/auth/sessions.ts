import type { Role } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import {
  findLiveSessionRole,
  findSessionLifetime,
  insertSession,
  markSessionRevoked,
  markUserSessionsRevoked,
} from './sessions.repository.ts';

const HOUR = 60 * 60 * 1000;
/** Remember Me keeps a token 30 days; otherwise 12 hours (product rules §2). */
export const SESSION_LIFETIME_MS = { remembered: 30 * 24 * HOUR, session: 12 * HOUR } as const;

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

type SessionContext = Pick<AppContext, 'signer' | 'clock'>;

/** Stores a server-side session and signs a token naming it; revoking the row kills the token. */
export async function issueSession(
  ctx: SessionContext,
  executor: Executor,
  subject: { role: Role; userId: string; remember: boolean },
): Promise<IssuedSession> {
  const now = ctx.clock.now();
  const expiresAt = new Date(
    now.getTime() + (subject.remember ? SESSION_LIFETIME_MS.remembered : SESSION_LIFETIME_MS.session),
  );
  const sessionId = await insertSession(executor, {
    role: subject.role,
    userId: subject.userId,
    createdAt: now,
    expiresAt,
  });
  const token = await ctx.signer.sign({ id: subject.userId, role: subject.role, sid: sessionId }, expiresAt);
  return { token, sessionId, expiresAt };
}

/**
 * Whether a session was issued with Remember Me, so a token that replaces it (password change) keeps
 * its lifetime. The row keeps no flag; its lifetime tells: a 12-hour session never lasts a day.
 */
export async function isRememberedSession(executor: Executor, sessionId: string): Promise<boolean> {
  const row = await findSessionLifetime(executor, sessionId);
  if (!row) return false;
  return row.expiresAt.getTime() - row.createdAt.getTime() > 2 * SESSION_LIFETIME_MS.session;
}

/**
 * Whether a token's claims name a live session of that user with that role: the role is compared with
 * the one stored when the session began, never taken from the token alone.
 */
export async function isSessionLive(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  claims: { sid: string; id: string; role: Role },
): Promise<boolean> {
  const storedRole = await findLiveSessionRole(ctx.db, {
    sessionId: claims.sid,
    userId: claims.id,
    now: ctx.clock.now(),
  });
  return storedRole === claims.role;
}

export function revokeSession(
  ctx: Pick<AppContext, 'clock'>,
  executor: Executor,
  sessionId: string,
): Promise<void> {
  return markSessionRevoked(executor, sessionId, ctx.clock.now());
}

/**
 * Logs a user out everywhere (password change and reset); returns the ended sessions, whose realtime
 * connections the caller closes once this is committed (`realtime.disconnectSessions`).
 */
export function revokeAllSessions(
  ctx: Pick<AppContext, 'clock'>,
  executor: Executor,
  role: Role,
  userId: string,
): Promise<string[]> {
  return markUserSessionsRevoked(executor, { role, userId, now: ctx.clock.now() });
}
