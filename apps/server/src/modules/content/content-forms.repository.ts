import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  contactMessages,
  newsletterSubscriptions,
  webinarRegistrations,
  webinars,
} from '../../db/schema/index.ts';

export async function findCurrentWebinar(executor: Executor) {
  const [row] = await executor
    .select({
      id: webinars.id,
      image: webinars.image,
      time: webinars.time,
      date: webinars.date,
      day: webinars.day,
      year: webinars.year,
      contentHtml: webinars.contentHtml,
    })
    .from(webinars)
    .where(eq(webinars.isCurrent, true))
    .orderBy(desc(webinars.createdAt))
    .limit(1);
  return row;
}

/**
 * Registers an address for a webinar; returns false when it was already registered. One statement, so
 * two submissions at once (a double click) cannot both pass a check and then collide on the unique index.
 */
export async function insertWebinarRegistration(
  executor: Executor,
  values: { webinarId: string; name: string; email: string },
): Promise<boolean> {
  const inserted = await executor
    .insert(webinarRegistrations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: webinarRegistrations.id });
  return inserted.length > 0;
}

export async function insertContactMessage(
  executor: Executor,
  values: { name: string; email: string; message: string },
): Promise<void> {
  await executor.insert(contactMessages).values(values);
}

/** Adds a subscriber; returns false when the address was already on the list. */
export async function insertNewsletterSubscription(executor: Executor, email: string): Promise<boolean> {
  const inserted = await executor
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0;
}
