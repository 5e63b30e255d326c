import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ROLE_VALUES, createdAt, isOneOf, primaryId } from './columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    recipientRole: text({ enum: ROLE_VALUES }).notNull(),
    // Points at students, mentors or admins depending on recipientRole, so it carries no foreign key.
    recipientId: uuid().notNull(),
    message: text().notNull(),
    isRead: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_recipient_role_check', isOneOf(t.recipientRole, ROLE_VALUES)),
    index('notifications_recipient_created_idx').on(t.recipientRole, t.recipientId, t.createdAt),
  ],
);
