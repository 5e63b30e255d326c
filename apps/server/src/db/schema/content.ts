import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { createdAt, primaryId, updatedAt } from './columns.ts';
import { mentors } from './mentors.ts';

export const blogs = pgTable(
  'blogs',
  {
    id: primaryId(),
    slug: text().notNull().unique('blogs_slug_unique'),
    title: text().notNull(),
    contentHtml: text().notNull(),
    image: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blogs_created_idx').on(t.createdAt)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: primaryId(),
    name: text().notNull(),
    image: text(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('testimonials_created_idx').on(t.createdAt)],
);

/** Fields are free text as the admin types them (e.g. time '06:00 PM', date '15 March', day 'Sunday'). */
export const webinars = pgTable(
  'webinars',
  {
    id: primaryId(),
    image: text(),
    time: text().notNull(),
    date: text().notNull(),
    day: text().notNull(),
    year: text().notNull(),
    contentHtml: text().notNull(),
    isCurrent: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webinars_one_current')
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
  ],
);

export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    id: primaryId(),
    webinarId: uuid()
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webinar_registrations_email_unique').on(t.webinarId, sql`lower(${t.email})`)],
);

export const adminUpdates = pgTable(
  'admin_updates',
  {
    id: primaryId(),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_updates_created_idx').on(t.createdAt)],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: primaryId(),
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_unique').on(sql`lower(${t.email})`)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: primaryId(),
    name: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const featuredMentors = pgTable(
  'featured_mentors',
  {
    id: primaryId(),
    mentorId: uuid()
      .notNull()
      .unique('featured_mentors_mentor_id_unique')
      .references(() => mentors.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('featured_mentors_position_idx').on(t.position)],
);
