import { mentors, paymentDetails, payouts } from '../src/db/schema/index.ts';
import {
  NOT_FOUND,
  NOT_YOURS,
  onlyFor,
  pictureFile,
  type MatrixEntry,
  type RequestContext,
} from './authorization-matrix.ts';

/** The mentor's own area beyond sessions: profile, away mode, payout details and history, referrals. */

function selfBody(
  route: string,
  body: Record<string, unknown>,
  writes: MatrixEntry['writes'] = [],
): MatrixEntry {
  return {
    route,
    own: {
      request: (context) => ({ body: { ...body, mentorId: context.actor.account?.id } }),
      expect: onlyFor('mentor', 200),
    },
    others: {
      request: (context) => ({ body: { ...body, mentorId: context.other.id } }),
      expect: onlyFor('mentor', NOT_YOURS),
    },
    writes,
  };
}

async function profileForm(context: RequestContext, mentorId: string | undefined) {
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    email: context.actor.account?.email ?? 'visitor@example.test',
    number: '9876543210',
    city: 'Pune',
    state: 'Maharashtra',
    yearOfEducation: '3rd year',
    gender: 'Female',
    'languages[]': ['English', 'Hindi'],
    mentorId: mentorId ?? '',
    profilePicture: await pictureFile(),
  };
}

/** A payout of the world's approved mentor, with its proof on disk. */
async function payoutOf(context: RequestContext, mentorId: string): Promise<string> {
  const key = await context.subject.storage.putPrivate(
    `payout-proofs/matrix-${context.actor.name}-${mentorId}.webp`,
    (await pictureFile()).data,
  );
  const [row] = await context.subject.database.db
    .insert(payouts)
    .values({ mentorId, amountPaise: 10_000, proofImageKey: key })
    .returning({ id: payouts.id });
  return row?.id ?? '';
}

export function mentorAreaRoutes(): MatrixEntry[] {
  return [
    {
      route: 'POST /api/v1/mentors/mentor-update-details',
      own: {
        request: async (context) => ({ form: await profileForm(context, context.actor.account?.id) }),
        expect: onlyFor('mentor', 200),
      },
      others: {
        request: async (context) => ({ form: await profileForm(context, context.other.id) }),
        expect: onlyFor('mentor', NOT_YOURS),
      },
      writes: [mentors],
    },
    selfBody(
      'POST /api/v1/mentors/set-away',
      { until: new Date(Date.now() + 5 * 86_400_000).toISOString() },
      [mentors],
    ),
    selfBody('POST /api/v1/mentors/payment-details', {}),
    selfBody(
      'POST /api/v1/mentors/update-payment-details',
      { paymentMethod: 'PhonePe', paymentInfo: '9876543210@ybl' },
      [paymentDetails],
    ),
    {
      route: 'POST /api/v1/admin/get-payment-history',
      own: { request: () => ({ body: {} }), expect: onlyFor('mentor', 200) },
    },
    {
      route: 'GET /api/v1/payouts/:id/proof',
      own: {
        request: async (context) => {
          const mentor = context.world.actors.mentor.account;
          return { params: { id: await payoutOf(context, mentor?.id ?? '') } };
        },
        expect: { ...onlyFor('mentor', 200), admin: 200 },
      },
      others: {
        request: async (context) => ({
          params: { id: await payoutOf(context, context.world.otherMentor.id) },
        }),
        expect: { ...onlyFor('mentor', NOT_FOUND), admin: 200 },
      },
    },
    selfBody('POST /api/v1/mentors/price-card', {}),
    selfBody('POST /api/v1/mentors/referrals', {}),
  ];
}
