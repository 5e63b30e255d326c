import { webinarSchema, type SiteLanguage, type Webinar } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { PUBLIC_READ_TABLES, type PublicRead } from '../../lib/public-cache.ts';
import { newsletterWelcomeMail, supportNoticeMail, webinarRegistrationMail } from '../mail/index.ts';
import {
  findCurrentWebinar,
  insertContactMessage,
  insertNewsletterSubscription,
  insertWebinarRegistration,
} from './content-forms.repository.ts';

type FormsContext = Pick<AppContext, 'db' | 'brand' | 'outbox'>;

export async function getCurrentWebinar(executor: Executor): Promise<Webinar | null> {
  const row = await findCurrentWebinar(executor);
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

/** The current webinar as the public API and the server-rendered /webinar-page read it. */
export function webinarRead(db: Db): PublicRead<ReturnType<typeof webinarSchema.nullable>> {
  return {
    key: '/api/v1/admin/get-webinar',
    tables: PUBLIC_READ_TABLES.webinar,
    schema: webinarSchema.nullable(),
    load: () => getCurrentWebinar(db),
  };
}

/**
 * Registering twice for the same webinar is answered like the first time, stored once and confirmed
 * once, so the form cannot be used to flood someone's inbox.
 */
export async function registerForWebinar(
  context: FormsContext,
  registration: { name: string; email: string },
  language: SiteLanguage,
): Promise<void> {
  const webinar = await getCurrentWebinar(context.db);
  if (!webinar) throw notFound('There is no upcoming webinar to register for.');
  await context.db.transaction(async (tx) => {
    if (!(await insertWebinarRegistration(tx, { webinarId: webinar._id, ...registration }))) return;
    await context.outbox.enqueue(
      tx,
      supportNoticeMail(context.brand, 'New webinar registration', [
        ['Name', registration.name],
        ['E-mail', registration.email],
        ['Webinar', `${webinar.day} ${webinar.date} ${webinar.year}, ${webinar.time}`],
      ]),
    );
    await context.outbox.enqueue(
      tx,
      webinarRegistrationMail(context.brand, language, registration.email, registration.name, webinar),
    );
  });
}

export async function saveContactMessage(
  context: FormsContext,
  message: { name: string; email: string; message: string },
): Promise<void> {
  await context.db.transaction(async (tx) => {
    await insertContactMessage(tx, message);
    await context.outbox.enqueue(
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
}

/**
 * Subscribing twice answers the same as once, so the form never tells whether an address was on the
 * list; only a new subscriber gets the welcome e-mail.
 */
export async function subscribeToNewsletter(
  context: FormsContext,
  email: string,
  language: SiteLanguage,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    if (!(await insertNewsletterSubscription(tx, email))) return;
    await context.outbox.enqueue(
      tx,
      supportNoticeMail(context.brand, 'New newsletter subscriber', [['E-mail', email]]),
    );
    await context.outbox.enqueue(tx, newsletterWelcomeMail(context.brand, language, email));
  });
}
