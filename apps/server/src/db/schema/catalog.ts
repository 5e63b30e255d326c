import { CATEGORIES, PACKAGE_KINDS } from '@neetmentor/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, primaryId, updatedAt } from './columns.ts';

/** The platform's package catalog: one package of each kind per mentor category (product rules §5). */
export const packages = pgTable(
  'packages',
  {
    id: primaryId(),
    category: text({ enum: CATEGORIES }).notNull(),
    kind: text({ enum: PACKAGE_KINDS }).notNull(),
    name: text().notNull(),
    descriptionHtml: text().notNull(),
    pricePaise: integer().notNull(),
    /** The struck-through price; 0 shows as Free. */
    realPricePaise: integer().notNull(),
    mentorEarningPaise: integer().notNull(),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('packages_category_check', isOneOf(t.category, CATEGORIES)),
    check('packages_kind_check', isOneOf(t.kind, PACKAGE_KINDS)),
    check('packages_price_check', sql`${t.pricePaise} >= 0`),
    check('packages_real_price_check', sql`${t.realPricePaise} >= 0`),
    check('packages_mentor_earning_check', sql`${t.mentorEarningPaise} >= 0`),
    unique('packages_category_kind_unique').on(t.category, t.kind),
  ],
);
