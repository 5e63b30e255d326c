import { formatIstDateTime } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { buildSessionInvitation } from '../../lib/ics.ts';
import { mentorFullName, studentFullName, type BookingParties } from '../bookings/index.ts';
import { composeMail } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';

type NoticeContext = Pick<AppContext, 'outbox' | 'brand'>;

interface Pair {
  studentId: string;
  mentorId: string;
}

/**
 * The two people of a session, each with their full name, the other's and the page where they find the
 * session.
 */
function people(ctx: NoticeContext, parties: BookingParties, pair: Pair) {
  const mentorName = mentorFullName(parties);
  const studentName = studentFullName(parties);
  return [
    {
      role: 'student' as const,
      id: pair.studentId,
      name: studentName,
      email: parties.studentEmail,
      other: mentorName,
      url: `${ctx.brand.publicUrl}/student-profile`,
    },
    {
      role: 'mentor' as const,
      id: pair.mentorId,
      name: mentorName,
      email: parties.mentorEmail,
      other: studentName,
      url: `${ctx.brand.publicUrl}/mentor-dashboard/sessions`,
    },
  ];
}

/** The time agreed in the chat: a notification and an e-mail with a calendar invitation to each side. */
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
  const when = formatIstDateTime(session.at);
  const host = new URL(ctx.brand.publicUrl).host;
  const calendar = buildSessionInvitation({
    uid: `session-${session.bookingId}@${host}`,
    sequence: session.sequence,
    start: session.at,
    durationMinutes: session.durationMinutes,
    summary: `${session.parties.packageName}: ${mentorFullName(session.parties)} and ${studentFullName(session.parties)}`,
    description: `Your ${ctx.brand.brandName} session. The video-call link is shared in the chat.`,
    organizer: { name: ctx.brand.brandName, email: ctx.brand.supportEmail },
    attendees: [
      { name: studentFullName(session.parties), email: session.parties.studentEmail },
      { name: mentorFullName(session.parties), email: session.parties.mentorEmail },
    ],
    stamp: new Date(session.sequence * 1000),
  });
  for (const person of people(ctx, session.parties, session.pair)) {
    await notify(
      executor,
      person.role,
      person.id,
      `Your ${session.parties.packageName} with ${person.other} is set for ${when} (India time).`,
    );
    await ctx.outbox.enqueue(executor, {
      ...composeMail(ctx.brand, {
        to: person.email,
        subject: `Session time agreed: ${when}`,
        heading: 'Your session time is agreed',
        paragraphs: [
          `Hi ${person.name},`,
          `Your ${session.parties.packageName} with ${person.other} is on ${when} (India time), for ${session.durationMinutes} minutes.`,
          'The calendar invitation is attached. The video-call link is shared in the chat; we will remind you an hour before.',
        ],
        action: { label: 'Open your sessions', url: person.url },
      }),
      calendar,
    });
  }
}

/** An hour before the agreed time: a notification and an e-mail to each side. */
export async function remindOfSession(
  ctx: NoticeContext,
  executor: Executor,
  session: { at: Date; parties: BookingParties; pair: Pair },
): Promise<void> {
  const when = formatIstDateTime(session.at);
  for (const person of people(ctx, session.parties, session.pair)) {
    await notify(
      executor,
      person.role,
      person.id,
      `Reminder: your ${session.parties.packageName} with ${person.other} starts at ${when}.`,
    );
    await ctx.outbox.enqueue(
      executor,
      composeMail(ctx.brand, {
        to: person.email,
        subject: `Reminder: session with ${person.other} at ${when}`,
        heading: 'Your session starts soon',
        paragraphs: [
          `Hi ${person.name},`,
          `Your ${session.parties.packageName} with ${person.other} starts at ${when} (India time).`,
          'Open the chat for the video-call link.',
        ],
        action: { label: 'Open your sessions', url: person.url },
      }),
    );
  }
}
