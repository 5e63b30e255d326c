import type { ReportedSessionEvidence } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { readJoinTimes, readReportedSession } from '../bookings/index.ts';
import { readSessionConversation } from '../chat/index.ts';

/**
 * reported-session-evidence: a reported session with what an admin weighs before deciding it, side by
 * side: the agreed time, the offers of times, when each side joined the call, the conversation and the
 * mentor's proof (its address).
 */
export async function readReportedSessionEvidence(
  ctx: Pick<AppContext, 'db'>,
  bookingId: string,
): Promise<ReportedSessionEvidence> {
  const reported = await readReportedSession(ctx, bookingId);
  if (!reported) throw notFound('This session was not reported.');
  const { session, booking } = reported;
  const conversation = await readSessionConversation(ctx.db, booking);
  const joins = await readJoinTimes(ctx.db, bookingId);
  return {
    session,
    scheduledAt: booking.scheduledAt?.toISOString() ?? null,
    joins: joins ?? { studentJoinedAt: null, mentorJoinedAt: null },
    proposals: conversation.proposals.map((proposal) => ({
      proposedBy: proposal.proposedByRole,
      proposedAt: proposal.createdAt.toISOString(),
      slots: proposal.slots.map((slot) => slot.toISOString()),
      status: proposal.status,
      chosenSlot: proposal.chosenSlot?.toISOString() ?? null,
    })),
    messages: conversation.messages.map((message) => ({ ...message, sentAt: message.sentAt.toISOString() })),
  };
}
