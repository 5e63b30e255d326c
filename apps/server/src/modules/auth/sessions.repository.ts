import { and, eq, gt, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Role } from '@neetmentor/contract';
import { preparedStatement, type Db, type Executor } from '../../db/client.ts';
import { authSessions, mentors } from '../../db/schema/index.ts';

export async function insertSession(
  executor: Executor,
  values: { role: Role; userId: string; createdAt: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await executor.insert(authSessions).values(values).returning({ id: authSessions.id });
  if (!row) throw new Error('session not stored');
  return row.id;
}

export async function findSessionLifetime(executor: Executor, sessionId: string) {
  const [row] = await executor
    .select({ createdAt: authSessions.createdAt, expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId))
    .limit(1);
  return row;
}

/**
 * A row of auth_sessions that still stands at `now`: neither revoked nor expired, and for a mentor, the
 * mentor still approved and active (deactivating a mentor ends their access at once). Shared by the
 * session check of every signed-in request and by statements that check a session inside themselves.
 */
export function sessionStands(now: Date | Placeholder): SQL {
  return sql`${isNull(authSessions.revokedAt)} AND ${gt(authSessions.expiresAt, now)} AND (${ne(authSessions.role, 'mentor')}
    OR EXISTS (SELECT 1 FROM ${mentors} WHERE ${mentors.id} = ${authSessions.userId}
               AND ${mentors.isActive} AND ${mentors.applicationStatus} = 'approved'))`;
}

const liveSessionRole = preparedStatement<{ role: Role }>(
  'find_live_session_role',
  () =>
    sql`SELECT ${authSessions.role} FROM ${authSessions}
       WHERE ${authSessions.id} = ${sql.placeholder('sessionId')} AND ${authSessions.userId} = ${sql.placeholder('userId')}
         AND ${sessionStands(sql.placeholder('now'))}
       LIMIT 1`,
);

/**
 * The stored role of a session that stands at `now` (see sessionStands), or undefined. Every signed-in
 * request asks this, so it runs prepared (see preparedStatement), on the pool.
 */
export async function findLiveSessionRole(
  db: Db,
  { sessionId, userId, now }: { sessionId: string; userId: string; now: Date },
): Promise<Role | undefined> {
  const [row] = await liveSessionRole(db, { sessionId, userId, now });
  return row?.role;
}

export async function markSessionRevoked(executor: Executor, sessionId: string, now: Date): Promise<void> {
  await executor
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every session of a user that had not ended yet; returns their ids. */
export async function markUserSessionsRevoked(
  executor: Executor,
  { role, userId, now }: { role: Role; userId: string; now: Date },
): Promise<string[]> {
  const revoked = await executor
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.role, role), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return revoked.map((row) => row.id);
}
