import type { Role } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import { insertNotification, listNotifications, markAllRead } from './notifications.repository.ts';

/**
 * The one way every role reads and clears its bell: the latest notifications newest first, and
 * "mark all read" when the panel opens (spec part 1 §4, part 2 §4).
 */
export function readNotifications(executor: Executor, role: Role, recipientId: string) {
  return listNotifications(executor, role, recipientId);
}

export function markNotificationsRead(executor: Executor, role: Role, recipientId: string): Promise<void> {
  return markAllRead(executor, role, recipientId);
}

/** Adds an in-app notification, in the caller's transaction. */
export function notify(executor: Executor, role: Role, recipientId: string, message: string): Promise<void> {
  return insertNotification(executor, role, recipientId, message);
}
