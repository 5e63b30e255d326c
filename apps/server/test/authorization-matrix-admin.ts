import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { istCalendarDay, type PackageKind } from '@neetmentor/contract';
import {
  adminUpdates,
  auditLog,
  blogs,
  bookings,
  customReferralCodes,
  earningHolds,
  feedback,
  featuredMentors,
  mailOutbox,
  mentors,
  notifications,
  packages,
  payouts,
  platformSettings,
  refunds,
  testimonials,
  walletLedger,
  webinars,
} from '../src/db/schema/index.ts';
import type { Account } from './actors.ts';
import {
  NOT_YOURS,
  onlyFor,
  pictureFile,
  type MatrixEntry,
  type Outcome,
  type RequestContext,
  type RequestSpec,
} from './authorization-matrix.ts';
import { createBooking, createCatalog, type CatalogPackage } from './bookings.ts';
import { heldFreeSession, reviewOf } from './authorization-matrix-bookings.ts';
import type { TestApp } from './app.ts';
import { createBlog, createMentor, createTestimonial, featureMentor } from './factories.ts';

/**
 * The admin back office in the authorization matrix: statistics, sessions, approvals, mentors and students,
 * payouts, content, the package catalog, custom referrals and the audit log. Every call is the admin's
 * alone; where the body names the caller (`adminId`), another admin's id is refused with NOT_YOURS.
 */

const account = (context: RequestContext, name: 'studentA' | 'mentor' | 'admin'): Account => {
  const found = context.world.actors[name].account;
  if (!found) throw new Error(`${name} has no account`);
  return found;
};

/**
 * A call whose body carries `adminId`: the own request names the caller (plus whatever `arrange` makes for
 * it), the other request names another admin. Every actor sends a well-formed request, since the body is
 * validated before the role guard answers.
 */
function adminCall(
  route: string,
  arrange: (
    context: RequestContext,
  ) => Promise<Omit<RequestSpec, 'body'> & { body?: Record<string, unknown> }>,
  options: { writes?: MatrixEntry['writes']; outcome?: Outcome } = {},
): MatrixEntry {
  const request = async (context: RequestContext, adminId: string | undefined): Promise<RequestSpec> => {
    const spec = await arrange(context);
    if (spec.form) return { ...spec, form: { ...spec.form, adminId: adminId ?? '' } };
    return { ...spec, body: { ...spec.body, adminId } };
  };
  return {
    route,
    own: {
      request: (context) => request(context, context.actor.account?.id),
      expect: onlyFor('admin', options.outcome ?? 200),
    },
    others: {
      request: (context) => request(context, context.other.id),
      expect: onlyFor('admin', NOT_YOURS),
    },
    writes: options.writes ?? [],
  };
}

const nothing = async () => ({});
/** The India calendar day `days` after today on the app's clock, as the programme dates take it. */
const daysAhead = (context: RequestContext, days: number) =>
  istCalendarDay(context.subject.clock.now().getTime() + days * 24 * 60 * 60 * 1000);
const firstPage = async () => ({ query: { page: '1' } });

/** An application waiting for a decision: verified, both documents, the fee waived. */
async function applicant(context: RequestContext): Promise<string> {
  const row = await createMentor(context.subject.database.db, {
    applicationStatus: 'pending',
    approvedAt: null,
  });
  return row.id;
}

const catalogs = new WeakMap<TestApp, Promise<Record<PackageKind, CatalogPackage>>>();
/**
 * The M1 catalog, made once per app: no matrix mentor is in M1 (their score is 650), so editing its prices
 * e-mails nobody and the many hostile requests stay cheap.
 */
function m1Catalog(subject: TestApp) {
  const made = catalogs.get(subject) ?? createCatalog(subject.database.db, 'M1');
  catalogs.set(subject, made);
  return made;
}

/**
 * A current webinar to remove (the one the matrix app starts with may be gone already). Made for the admin
 * only: the actors' requests are built at once, and one webinar at a time can be current.
 */
async function currentWebinar(context: RequestContext): Promise<void> {
  if (context.actor.name !== 'admin') return;
  const db = context.subject.database.db;
  await db.transaction(async (tx) => {
    await tx.update(webinars).set({ isCurrent: false }).where(eq(webinars.isCurrent, true));
    await tx.insert(webinars).values({
      time: '6:00 PM',
      date: '19 July',
      day: 'Saturday',
      year: '2031',
      contentHtml: '<p>Matrix webinar</p>',
    });
  });
}

export function adminRoutes(): MatrixEntry[] {
  return [
    // Statistics and sessions.
    adminCall('POST /api/v1/admin/dashboard-data', nothing),
    adminCall('POST /api/v1/admin/dashboard-charts', nothing),
    adminCall('POST /api/v1/admin/mail-health', nothing),
    adminCall('POST /api/v1/admin/total-completed-sessions', firstPage),
    adminCall('POST /api/v1/admin/total-active-sessions', firstPage),
    adminCall('POST /api/v1/admin/total-pending-sessions', firstPage),
    adminCall(
      'POST /api/v1/admin/remove-pending-session',
      async (context) => {
        const booking = await createBooking(context.subject.database.db, {
          studentId: account(context, 'studentA').id,
          mentorId: account(context, 'mentor').id,
          packageId: context.fixtures.catalog.session60.id,
          status: 'pending',
        });
        return { body: { id: booking.id } };
      },
      { writes: [bookings, refunds, notifications, mailOutbox, auditLog] },
    ),
    adminCall('POST /api/v1/admin/audit-log', firstPage),

    // Reviews: hiding one that breaks the rules (it leaves the mentor's stored rating), and showing it again.
    adminCall('POST /api/v1/admin/reviews', firstPage),
    adminCall(
      'POST /api/v1/admin/hide-review',
      async (context) => ({
        body: {
          reviewId: await reviewOf(context, account(context, 'mentor').id),
          reason: 'Personal remarks about the mentor.',
        },
      }),
      { writes: [feedback, mentors, auditLog] },
    ),
    adminCall(
      'POST /api/v1/admin/unhide-review',
      async (context) => {
        const reviewId = await reviewOf(context, account(context, 'mentor').id);
        await context.subject.database.db
          .update(feedback)
          .set({ hiddenAt: context.subject.clock.now(), hiddenReason: 'Personal remarks about the mentor.' })
          .where(eq(feedback.id, reviewId));
        return { body: { reviewId } };
      },
      { writes: [feedback, mentors, auditLog] },
    ),

    // Applications, mentors and students.
    adminCall('POST /api/v1/admin/approval-requests', firstPage),
    adminCall('POST /api/v1/admin/total-mentors', firstPage),
    adminCall('POST /api/v1/admin/total-students', firstPage),
    adminCall(
      'POST /api/v1/admin/accept-approval',
      async (context) => ({ body: { mentorId: await applicant(context) } }),
      { writes: [mentors, notifications, mailOutbox, auditLog] },
    ),
    adminCall(
      'POST /api/v1/admin/remove-approval',
      async (context) => ({ body: { mentorId: await applicant(context) } }),
      { writes: [mentors, mailOutbox, auditLog] },
    ),
    adminCall(
      'POST /api/v1/admin/toggle-status',
      async (context) => ({ body: { mentorId: (await createMentor(context.subject.database.db)).id } }),
      { writes: [mentors, auditLog] },
    ),
    adminCall(
      'POST /api/v1/admin/feature-mentor',
      async (context) => ({ body: { mentorId: (await createMentor(context.subject.database.db)).id } }),
      { writes: [featuredMentors, auditLog] },
    ),
    adminCall(
      'POST /api/v1/admin/remove-feature-mentor',
      async (context) => {
        const mentor = await createMentor(context.subject.database.db);
        await featureMentor(context.subject.database.db, mentor.id, 90);
        return { body: { mentorId: mentor.id } };
      },
      { writes: [featuredMentors, auditLog] },
    ),

    // Payouts.
    adminCall(
      'POST /api/v1/admin/clear-payment',
      async (context) => {
        const mentor = await createMentor(context.subject.database.db);
        await context.subject.database.db.insert(walletLedger).values({
          mentorId: mentor.id,
          kind: 'earning',
          amountPaise: 11_000,
          sourceKey: `matrix:${randomBytes(6).toString('hex')}`,
        });
        return { form: { mentorID: mentor.id, imageOfProof: await pictureFile() } };
      },
      { writes: [payouts, walletLedger, notifications, mailOutbox, auditLog] },
    ),
    adminCall('POST /api/v1/admin/payout-mentors', firstPage),
    {
      route: 'GET /api/v1/admin/reported-sessions',
      own: { request: () => ({}), expect: onlyFor('admin', 200) },
    },
    {
      route: 'GET /api/v1/admin/reported-sessions/:id/evidence',
      own: {
        request: async (context) => {
          const booking = await heldFreeSession(context, account(context, 'studentA'));
          await context.subject.database.db
            .update(earningHolds)
            .set({
              status: 'reported',
              problemKind: 'too_short',
              problemReason: 'Ten minutes of a twenty-minute call.',
              reportedAt: context.subject.clock.now(),
            })
            .where(eq(earningHolds.bookingId, booking.id));
          return { params: { id: booking.id } };
        },
        expect: onlyFor('admin', 200),
      },
    },
    adminCall(
      'POST /api/v1/admin/resolve-held-earning',
      async (context) => {
        const booking = await heldFreeSession(context, account(context, 'studentA'));
        return { body: { requestId: booking.id, decision: 'release' } };
      },
      { writes: [earningHolds, walletLedger, notifications, mailOutbox, auditLog] },
    ),
    adminCall('POST /api/v1/admin/cleared-payments', firstPage),

    // Featured ad, verification amount and programme dates.
    adminCall(
      'POST /api/v1/admin/add-feature-ad',
      async () => ({ form: { amount: '149', image: await pictureFile() } }),
      { writes: [platformSettings, auditLog] },
    ),
    adminCall(
      'POST /api/v1/admin/update-programme-dates',
      async (context) => ({
        body: {
          feeFreeUntil: daysAhead(context, 30),
          referralsAvailableFrom: daysAhead(context, 60),
        },
      }),
      { writes: [platformSettings, auditLog] },
    ),

    // Content.
    adminCall(
      'POST /api/v1/admin/add-blog',
      async () => ({
        form: {
          title: 'Matrix blog',
          content: '<p>Plan <strong>well</strong></p>',
          image: await pictureFile(),
        },
      }),
      { writes: [blogs, auditLog] },
    ),
    adminCall('POST /api/v1/admin/list-blogs', firstPage),
    adminCall(
      'POST /api/v1/admin/remove-blog',
      async (context) => ({ body: { id: (await createBlog(context.subject.database.db)).id } }),
      { writes: [blogs, auditLog] },
    ),
    adminCall(
      'POST /api/v1/admin/create-webinar',
      async () => ({
        form: {
          time: '6:00 PM',
          date: '26 July',
          day: 'Saturday',
          year: '2031',
          content: '<p>Biology in the last month</p>',
          image: await pictureFile(),
        },
      }),
      { writes: [webinars, auditLog] },
    ),
    adminCall(
      'POST /api/v1/admin/remove-webinar',
      async (context) => {
        await currentWebinar(context);
        return {};
      },
      { writes: [webinars, auditLog] },
    ),
    adminCall(
      'POST /api/v1/admin/add-testimonial',
      async () => ({ form: { name: 'Meera', message: 'Clear advice.', image: await pictureFile() } }),
      { writes: [testimonials, auditLog] },
    ),
    adminCall(
      'POST /api/v1/admin/delete-testimonial',
      async (context) => ({ body: { id: (await createTestimonial(context.subject.database.db)).id } }),
      { writes: [testimonials, auditLog] },
    ),
    adminCall('POST /api/v1/admin/add-update', async () => ({ body: { message: 'Payouts on the 5th.' } }), {
      writes: [adminUpdates, auditLog],
    }),
    adminCall(
      'POST /api/v1/admin/delete-update',
      async (context) => {
        const [row] = await context.subject.database.db
          .insert(adminUpdates)
          .values({ adminId: account(context, 'admin').id, content: 'To delete' })
          .returning({ id: adminUpdates.id });
        return { body: { id: row?.id ?? '' } };
      },
      { writes: [adminUpdates, auditLog] },
    ),
    // Mentors read the updates too.
    {
      route: 'POST /api/v1/admin/get-updates',
      own: { request: () => ({ query: { page: '1' } }), expect: { ...onlyFor('admin', 200), mentor: 200 } },
    },

    // The package catalog.
    adminCall('POST /api/v1/admin/packages', async () => ({ body: { category: 'M3' } })),
    adminCall(
      'POST /api/v1/admin/update-package',
      async (context) => ({
        body: { packageId: (await m1Catalog(context.subject)).session60.id, packagePrice: 199 },
      }),
      { writes: [packages, notifications, mailOutbox, auditLog] },
    ),

    // Custom referrals: no caller id in the body.
    { route: 'GET /api/v1/referred/all', own: { request: () => ({}), expect: onlyFor('admin', 200) } },
    {
      route: 'POST /api/v1/referred/create',
      own: {
        request: () => ({ body: { name: 'Matrix Academy', code: `MTX${randomBytes(4).toString('hex')}` } }),
        expect: onlyFor('admin', 200),
      },
      // A code that exists already, in other letters: refused whatever the case.
      others: {
        request: async (context) => {
          const code = `DUP${randomBytes(4).toString('hex')}`.toUpperCase();
          await context.subject.database.db
            .insert(customReferralCodes)
            .values({ organisationName: 'Taken', code });
          return { body: { name: 'Copy', code: code.toLowerCase() } };
        },
        expect: onlyFor('admin', { status: 409, code: 'REFERRAL_CODE_TAKEN' }),
      },
      writes: [customReferralCodes, auditLog],
    },
    {
      route: 'DELETE /api/v1/referred/delete/:id',
      own: {
        request: async (context) => {
          const [row] = await context.subject.database.db
            .insert(customReferralCodes)
            .values({
              organisationName: 'Short-lived',
              code: `DEL${randomBytes(4).toString('hex')}`.toUpperCase(),
            })
            .returning({ id: customReferralCodes.id });
          return { params: { id: row?.id ?? '' } };
        },
        expect: onlyFor('admin', 200),
      },
      writes: [customReferralCodes, auditLog],
    },
  ];
}
