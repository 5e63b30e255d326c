import { SITE_LANGUAGES } from '@neetmentor/contract';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, primaryId, siteLanguage, updatedAt } from './columns.ts';

export const admins = pgTable(
  'admins',
  {
    id: primaryId(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    profilePicture: text(),
    language: siteLanguage(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admins_email_lower_unique').on(sql`lower(${t.email})`),
    check('admins_language_check', isOneOf(t.language, SITE_LANGUAGES)),
  ],
);
