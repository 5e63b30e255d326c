import {
  bookings,
  conversations,
  mailOutbox,
  messages,
  notifications,
  sessionProposals,
} from '../src/db/schema/index.ts';
import type { Account } from './actors.ts';
import {
  FORBIDDEN,
  NOT_FOUND,
  NOT_YOURS,
  onlyFor,
  SESSION_ENDED,
  UNAUTHENTICATED,
  type MatrixEntry,
  type Outcome,
  type Outcomes,
  type RequestContext,
} from './authorization-matrix.ts';
import { createBooking } from './bookings.ts';
import { createMentor, createStudent } from './factories.ts';

/**
 * The chat and scheduling routes of the authorization matrix. A conversation is between a student and a
 * mentor who had an accepted session: the "own" requests are about the actor's partner in an active
 * session (made for the request), the "others" requests about someone they never had a session with.
 */

/** Students and the approved mentor chat; the rest are refused by the role guard. */
function participants(outcome: Outcome): Outcomes {
  return {
    anonymous: UNAUTHENTICATED,
    studentA: outcome,
    studentB: outcome,
    pendingMentor: SESSION_ENDED,
    mentor: outcome,
    deactivatedMentor: SESSION_ENDED,
    admin: FORBIDDEN,
  };
}

function account(context: RequestContext, name: 'studentA' | 'mentor'): Account {
  const found = context.world.actors[name].account;
  if (!found) throw new Error(`${name} has no account`);
  return found;
}

/**
 * The actor and their partner in a fresh active session. Actors who cannot chat act as if they were
 * student A (the guard refuses them before anything else matters).
 */
async function activePair(context: RequestContext) {
  const own = context.actor.account;
  const self =
    own && (own.role === 'student' || context.actor.name === 'mentor') ? own : account(context, 'studentA');
  const partner = self.role === 'student' ? account(context, 'mentor') : account(context, 'studentA');
  const studentId = self.role === 'student' ? self.id : partner.id;
  const mentorId = self.role === 'student' ? partner.id : self.id;
  const booking = await createBooking(context.subject.database.db, {
    studentId,
    mentorId,
    packageId: context.fixtures.catalog.session60.id,
    status: 'active',
  });
  return { self, partner, booking };
}

/** Someone of the other side the actor never had a session with. */
async function stranger(context: RequestContext): Promise<string> {
  const db = context.subject.database.db;
  return context.actor.account?.role === 'mentor'
    ? (await createStudent(db)).id
    : (await createMentor(db)).id;
}

const inTwoDays = (context: RequestContext) =>
  new Date(context.subject.clock.now().getTime() + 2 * 86_400_000).toISOString();

export function chatRoutes(): MatrixEntry[] {
  return [
    {
      route: 'POST /api/v1/message/send/:id',
      own: {
        request: async (context) => {
          const { partner } = await activePair(context);
          return { params: { id: partner.id }, body: { message: 'When are you free?' } };
        },
        expect: participants(200),
      },
      others: {
        request: async (context) => ({ params: { id: await stranger(context) }, body: { message: 'Hello' } }),
        expect: participants(NOT_YOURS),
      },
      writes: [conversations, messages],
    },
    {
      route: 'GET /api/v1/message/:id',
      own: {
        request: async (context) => ({ params: { id: (await activePair(context)).partner.id } }),
        expect: participants(200),
      },
      others: {
        request: async (context) => ({ params: { id: await stranger(context) } }),
        expect: participants(NOT_YOURS),
      },
    },
    {
      route: 'POST /api/v1/message/read-message/:id',
      own: {
        request: async (context) => ({ params: { id: (await activePair(context)).partner.id }, body: {} }),
        expect: participants(200),
      },
      others: {
        request: async (context) => ({ params: { id: await stranger(context) }, body: {} }),
        expect: participants(NOT_YOURS),
      },
      writes: [messages],
    },
    {
      route: 'POST /api/v1/message/all-conversations-students',
      own: {
        request: (context) => ({ body: { studentId: context.actor.account?.id } }),
        expect: onlyFor('student', 200),
      },
      others: {
        request: (context) => ({ body: { studentId: context.other.id } }),
        expect: onlyFor('student', NOT_YOURS),
      },
    },
    {
      route: 'POST /api/v1/message/all-conversations',
      own: {
        request: (context) => ({ body: { mentorId: context.actor.account?.id } }),
        expect: onlyFor('mentor', 200),
      },
      others: {
        request: (context) => ({ body: { mentorId: context.other.id } }),
        expect: onlyFor('mentor', NOT_YOURS),
      },
    },
    {
      route: 'POST /api/v1/message/searched-user-details-mentors',
      own: {
        request: async (context) => ({ body: { searchedUserId: (await activePair(context)).partner.id } }),
        expect: onlyFor('student', 200),
      },
      others: {
        request: async (context) => ({ body: { searchedUserId: await stranger(context) } }),
        expect: onlyFor('student', NOT_YOURS),
      },
    },
    {
      route: 'POST /api/v1/message/searched-user-details',
      own: {
        request: async (context) => ({ body: { searchedUserId: (await activePair(context)).partner.id } }),
        expect: onlyFor('mentor', 200),
      },
      others: {
        request: async (context) => ({ body: { searchedUserId: await stranger(context) } }),
        expect: onlyFor('mentor', NOT_YOURS),
      },
    },
    {
      route: 'POST /api/v1/message/propose-times/:id',
      own: {
        request: async (context) => {
          const { partner, booking } = await activePair(context);
          return { params: { id: partner.id }, body: { bookingId: booking.id, slots: [inTwoDays(context)] } };
        },
        expect: participants(200),
      },
      // A session of someone else's: not the actor's to schedule.
      others: {
        request: async (context) => {
          const { booking } = await activePair(context);
          return {
            params: { id: await stranger(context) },
            body: { bookingId: booking.id, slots: [inTwoDays(context)] },
          };
        },
        expect: participants(NOT_FOUND),
      },
      writes: [sessionProposals, conversations, messages],
    },
    {
      route: 'POST /api/v1/message/choose-time',
      own: {
        // The partner offered a time; the actor takes it.
        request: async (context) => {
          const { partner, booking } = await activePair(context);
          const slot = new Date(inTwoDays(context));
          const [proposal] = await context.subject.database.db
            .insert(sessionProposals)
            .values({
              bookingId: booking.id,
              proposedByRole: partner.role === 'mentor' ? 'mentor' : 'student',
              proposedById: partner.id,
              slots: [slot],
            })
            .returning({ id: sessionProposals.id });
          return { body: { proposalId: proposal?.id ?? '', slot: slot.toISOString() } };
        },
        expect: participants(200),
      },
      // The actor's own offer cannot be taken by the actor.
      others: {
        request: async (context) => {
          const { self, booking } = await activePair(context);
          const slot = new Date(inTwoDays(context));
          const [proposal] = await context.subject.database.db
            .insert(sessionProposals)
            .values({
              bookingId: booking.id,
              proposedByRole: self.role === 'mentor' ? 'mentor' : 'student',
              proposedById: self.id,
              slots: [slot],
            })
            .returning({ id: sessionProposals.id });
          return { body: { proposalId: proposal?.id ?? '', slot: slot.toISOString() } };
        },
        expect: participants(NOT_FOUND),
      },
      writes: [sessionProposals, bookings, conversations, messages, notifications, mailOutbox],
    },
  ];
}
