import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.ts';

export const admins = pgTable(
  'admins',
  {
    id: primaryId(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    profilePicture: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admins_email_lower_unique').on(sql`lower(${t.email})`)],
);
