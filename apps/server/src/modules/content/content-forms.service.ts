import { and, desc, eq, sql } from 'drizzle-orm';
import type { Webinar } from '@neetmentor/contract';
import type { Db } from '../../db/client.ts';
import {
  contactMessages,
  newsletterSubscriptions,
  webinarRegistrations,
  webinars,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { enqueueMail } from '../../jobs/mail-outbox-worker.ts';
import {
  newsletterWelcomeMail,
  supportNoticeMail,
  webinarRegistrationMail,
  type MailBrand,
} from '../mail/templates.ts';

export interface FormsContext {
  db: Db;
  brand: MailBrand;
  notifyMailQueued(): void;
}

export async function getCurrentWebinar(db: Db): Promise<Webinar | null> {
  const [row] = await db
    .select()
    .from(webinars)
    .where(eq(webinars.isCurrent, true))
    .orderBy(desc(webinars.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    _id: row.id,
    image: row.image,
    time: row.time,
    date: row.date,
    day: row.day,
    year: row.year,
    content: row.contentHtml,
  };
}

/**
 * Registering twice for the same webinar is answered like the first time, stored once and confirmed
 * once, so the form cannot be used to flood someone's inbox.
 */
export async function registerForWebinar(
  context: FormsContext,
  registration: { name: string; email: string },
): Promise<void> {
  const webinar = await getCurrentWebinar(context.db);
  if (!webinar) throw notFound('There is no upcoming webinar to register for.');
  await context.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: webinarRegistrations.id })
      .from(webinarRegistrations)
      .where(
        and(
          eq(webinarRegistrations.webinarId, webinar._id),
          sql`lower(${webinarRegistrations.email}) = ${registration.email}`,
        ),
      )
      .limit(1);
    if (existing) return;
    await tx.insert(webinarRegistrations).values({ webinarId: webinar._id, ...registration });
    await enqueueMail(
      tx,
      supportNoticeMail(context.brand, 'New webinar registration', [
        ['Name', registration.name],
        ['E-mail', registration.email],
        ['Webinar', `${webinar.day} ${webinar.date} ${webinar.year}, ${webinar.time}`],
      ]),
    );
    await enqueueMail(
      tx,
      webinarRegistrationMail(context.brand, registration.email, registration.name, webinar),
    );
  });
  context.notifyMailQueued();
}

export async function saveContactMessage(
  context: FormsContext,
  message: { name: string; email: string; message: string },
): Promise<void> {
  await context.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values(message);
    await enqueueMail(
      tx,
      supportNoticeMail(
        context.brand,
        'New contact message',
        [
          ['Name', message.name],
          ['E-mail', message.email],
          ['Message', message.message],
        ],
        `Reply to ${message.email} within the support hours (09:00 AM to 09:00 PM).`,
      ),
    );
  });
  context.notifyMailQueued();
}

/**
 * Subscribing twice answers the same as once, so the form never tells whether an address was on the
 * list; only a new subscriber gets the welcome e-mail.
 */
export async function subscribeToNewsletter(context: FormsContext, email: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscriptions)
      .values({ email })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    if (inserted.length === 0) return;
    await enqueueMail(tx, supportNoticeMail(context.brand, 'New newsletter subscriber', [['E-mail', email]]));
    await enqueueMail(tx, newsletterWelcomeMail(context.brand, email));
  });
  context.notifyMailQueued();
}
