import { and, desc, eq } from 'drizzle-orm';
import type { Role } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

const RECENT_LIMIT = 50;

/** The latest notifications of one person, newest first, in the public shape. */
export async function listNotifications(db: Executor, role: Role, recipientId: string) {
  const rows = await db
    .select({
      id: notifications.id,
      message: notifications.message,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(and(eq(notifications.recipientRole, role), eq(notifications.recipientId, recipientId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(RECENT_LIMIT);
  return rows.map((row) => ({
    _id: row.id,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function markAllRead(db: Executor, role: Role, recipientId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.recipientRole, role),
        eq(notifications.recipientId, recipientId),
        eq(notifications.isRead, false),
      ),
    );
}

export async function insertNotification(
  db: Executor,
  role: Role,
  recipientId: string,
  message: string,
): Promise<void> {
  await db.insert(notifications).values({ recipientRole: role, recipientId, message });
}
