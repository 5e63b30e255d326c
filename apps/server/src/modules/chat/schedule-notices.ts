import { ROUTES } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { buildSessionInvitation } from '../../lib/ics.ts';
import { copyToGuardian, mentorFullName, studentFullName, type BookingParties } from '../bookings/index.ts';
import { composeMail, greeting, wordingFor } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';

type NoticeContext = Pick<AppContext, 'outbox' | 'brand'>;

interface Pair {
  studentId: string;
  mentorId: string;
}

/**
 * The two people of a session, each with their full name, the other's, their language and the page where
 * they find the session.
 */
function people(parties: BookingParties, pair: Pair) {
  const mentorName = mentorFullName(parties);
  const studentName = studentFullName(parties);
  return [
    {
      role: 'student' as const,
      id: pair.studentId,
      name: studentName,
      email: parties.studentEmail,
      language: parties.studentLanguage,
      other: mentorName,
      path: ROUTES.studentProfile,
    },
    {
      role: 'mentor' as const,
      id: pair.mentorId,
      name: mentorName,
      email: parties.mentorEmail,
      language: parties.mentorLanguage,
      other: studentName,
      path: ROUTES.mentorSessions,
    },
  ];
}

/**
 * The time agreed in the chat: a notification and an e-mail with a calendar invitation to each side, each
 * in their own language.
 */
export async function announceAgreedTime(
  ctx: NoticeContext,
  executor: Executor,
  session: {
    bookingId: string;
    at: Date;
    durationMinutes: number;
    parties: BookingParties;
    pair: Pair;
    sequence: number;
  },
): Promise<void> {
  const host = new URL(ctx.brand.publicUrl).host;
  for (const person of people(session.parties, session.pair)) {
    const w = wordingFor(person.language);
    const values = {
      package: session.parties.packageName,
      other: person.other,
      when: w.dateTime(session.at),
    };
    const calendar = buildSessionInvitation({
      uid: `session-${session.bookingId}@${host}`,
      sequence: session.sequence,
      start: session.at,
      durationMinutes: session.durationMinutes,
      summary: `${session.parties.packageName}: ${mentorFullName(session.parties)} and ${studentFullName(session.parties)}`,
      description: w.t('schedule.agreed.calendarDescription', { brand: ctx.brand.brandName }),
      organizer: { name: ctx.brand.brandName, email: ctx.brand.supportEmail },
      attendees: [
        { name: studentFullName(session.parties), email: session.parties.studentEmail },
        { name: mentorFullName(session.parties), email: session.parties.mentorEmail },
      ],
      // Not a reading of the time: the invitation's stamp is derived from its sequence, so a resend of
      // the same version is byte for byte the same.
      stamp: new Date(session.sequence * 1000),
    });
    await notify(executor, person.role, person.id, w.t('schedule.agreed.notification', values));
    await ctx.outbox.enqueue(executor, {
      ...composeMail(ctx.brand, w.language, {
        to: person.email,
        subject: w.t('schedule.agreed.subject', values),
        heading: w.t('schedule.agreed.heading'),
        paragraphs: [
          greeting(w, person.name),
          w.t('schedule.agreed.when', { ...values, minutes: session.durationMinutes }),
          w.t('schedule.agreed.calendar'),
        ],
        action: { label: w.t('actions.openSessions'), url: w.page(ctx.brand.publicUrl, person.path) },
      }),
      calendar,
    });
  }
  await copyToGuardian(ctx, executor, session.parties, (w, student) => {
    const values = {
      student,
      mentor: mentorFullName(session.parties),
      package: session.parties.packageName,
      when: w.dateTime(session.at),
      minutes: session.durationMinutes,
    };
    return {
      subject: w.t('guardians.agreedTime.subject', values),
      heading: w.t('guardians.agreedTime.heading'),
      paragraphs: [w.t('guardians.agreedTime.when', values)],
    };
  });
}

/** An hour before the agreed time: a notification and an e-mail to each side, each in their own language. */
export async function remindOfSession(
  ctx: NoticeContext,
  executor: Executor,
  session: { at: Date; parties: BookingParties; pair: Pair },
): Promise<void> {
  for (const person of people(session.parties, session.pair)) {
    const w = wordingFor(person.language);
    const values = {
      package: session.parties.packageName,
      other: person.other,
      when: w.dateTime(session.at),
    };
    await notify(executor, person.role, person.id, w.t('schedule.reminder.notification', values));
    await ctx.outbox.enqueue(
      executor,
      composeMail(ctx.brand, w.language, {
        to: person.email,
        subject: w.t('schedule.reminder.subject', values),
        heading: w.t('schedule.reminder.heading'),
        paragraphs: [
          greeting(w, person.name),
          w.t('schedule.reminder.when', values),
          w.t('schedule.reminder.link'),
        ],
        action: { label: w.t('actions.openSessions'), url: w.page(ctx.brand.publicUrl, person.path) },
      }),
    );
  }
}
