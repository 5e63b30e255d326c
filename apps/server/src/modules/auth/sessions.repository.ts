import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Role } from '@neetmentor/contract';
import { queryPrepared, type Db, type Executor } from '../../db/client.ts';
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
 * The stored role of a session that is neither revoked nor expired at `now`, or undefined. A mentor's
 * session also needs the mentor to be approved and active: deactivating a mentor ends their access at once.
 * Every signed-in request asks this, so it runs prepared (see queryPrepared), on the pool.
 */
export async function findLiveSessionRole(
  db: Db,
  { sessionId, userId, now }: { sessionId: string; userId: string; now: Date },
): Promise<Role | undefined> {
  const [row] = await queryPrepared<{ role: Role }>(
    db,
    'find_live_session_role',
    db
      .select({ role: authSessions.role })
      .from(authSessions)
      .where(
        and(
          eq(authSessions.id, sessionId),
          eq(authSessions.userId, userId),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, now),
          or(
            ne(authSessions.role, 'mentor'),
            sql`EXISTS (SELECT 1 FROM ${mentors} WHERE ${mentors.id} = ${authSessions.userId}
                   AND ${mentors.isActive} AND ${mentors.applicationStatus} = 'approved')`,
          ),
        ),
      )
      .limit(1),
  );
  return row?.role;
}

export async function markSessionRevoked(executor: Executor, sessionId: string, now: Date): Promise<void> {
  await executor
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export async function markUserSessionsRevoked(
  executor: Executor,
  { role, userId, now }: { role: Role; userId: string; now: Date },
): Promise<void> {
  await executor
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.role, role), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}
