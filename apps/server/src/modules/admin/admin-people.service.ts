import {
  ADMIN_PAGE_SIZE,
  ROUTES,
  type AdminMentor,
  type AdminStudent,
  type ApprovalRequest,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { fullName } from '../../lib/full-name.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { pageThrough, type Paged } from '../../lib/paging.ts';
import { tableSearch } from '../../lib/table-search.ts';
import { composeMail, greeting, mentorApplicationRejectedMail, wordingFor } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';
import { audit } from './admin-account.service.ts';
import {
  approveApplication,
  deleteFeaturedMentor,
  findApplication,
  findMentorStatus,
  insertFeaturedMentor,
  listApprovedMentors,
  listPendingApplications,
  listVerifiedStudents,
  rejectApplication,
  toggleMentorActive,
  type ApplicationRow,
} from './admin-people.repository.ts';

type PeopleContext = Pick<AppContext, 'db' | 'clock' | 'outbox' | 'brand'>;

function toApprovalRequest(row: ApplicationRow): ApprovalRequest {
  const documents = `/api/v1/mentors/documents/${row.id}`;
  return {
    _id: row.id,
    mentorId: row.mentorId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    number: row.number,
    gender: row.gender,
    address: { city: row.city, state: row.state },
    neetScore: row.neetScore,
    neetExamYear: row.neetExamYear,
    neetAttempts: row.neetAttempts,
    yearOfEducation: row.yearOfEducation,
    institute: row.institute,
    scoreCard: row.hasScoreCard ? `${documents}/score-card` : null,
    studentId: row.hasCollegeId ? `${documents}/college-id` : null,
    emailVerified: row.emailVerified,
    feePaid: row.feePaid,
    feeWaived: row.feeWaived,
    eligible: row.eligible,
    applicationDate: row.createdAt.toISOString(),
  };
}

/** approval-requests: applications waiting for a decision, oldest first; search by first name. */
export function listApprovalRequests(
  ctx: Pick<AppContext, 'db'>,
  query: { page: number; search: string | undefined | null },
): Promise<Paged<ApprovalRequest>> {
  const search = tableSearch(query.search);
  return pageThrough(
    query.page,
    ADMIN_PAGE_SIZE,
    (window) => listPendingApplications(ctx.db, { search, ...window }),
    toApprovalRequest,
  );
}

/** What keeps an application from approval, in words the admin can act on. */
function missingForApproval(application: {
  emailVerified: boolean;
  hasScoreCard: boolean;
  hasCollegeId: boolean;
  feeSettled: boolean;
}): string[] {
  return [
    ...(application.emailVerified ? [] : ['a verified e-mail address']),
    ...(application.hasScoreCard ? [] : ['the NEET score card']),
    ...(application.hasCollegeId ? [] : ['the college ID']),
    ...(application.feeSettled ? [] : ['the application fee (neither paid nor waived)']),
  ];
}

/**
 * Why an approval or rejection changed nothing: no such applicant (404), already decided (409
 * APPLICATION_DECIDED), or, for an approval, not eligible yet (409 APPLICATION_NOT_ELIGIBLE).
 */
async function explainDecisionRefusal(ctx: PeopleContext, mentorId: string) {
  const application = await findApplication(ctx.db, mentorId);
  if (!application || application.status === 'incomplete')
    return notFound('This mentor application does not exist.');
  if (application.status !== 'pending') {
    return conflict(`This application has already been ${application.status}.`, 'APPLICATION_DECIDED');
  }
  return conflict(
    `This application cannot be approved yet: it lacks ${missingForApproval(application).join(', ')}.`,
    'APPLICATION_NOT_ELIGIBLE',
  );
}

/**
 * accept-approval: only an application with a verified e-mail, both documents and the fee paid or waived
 * (product rules §4). The mentor is e-mailed and notified in the same transaction; they can log in now.
 */
export async function approveMentor(ctx: PeopleContext, adminId: string, mentorId: string): Promise<void> {
  const approved = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await approveApplication(tx, { id: mentorId, now });
    if (!row) return false;
    const application = await findApplication(tx, mentorId);
    if (!application) throw new Error(`approved mentor ${mentorId} vanished`);
    const w = wordingFor(application.language);
    await notify(tx, 'mentor', mentorId, w.t('mentorApplication.approved.notification'));
    await ctx.outbox.enqueue(
      tx,
      composeMail(ctx.brand, w.language, {
        to: application.email,
        subject: w.t('mentorApplication.approved.subject', { brand: ctx.brand.brandName }),
        heading: w.t('mentorApplication.approved.heading'),
        paragraphs: [
          greeting(w, fullName(application)),
          w.t('mentorApplication.approved.verified'),
          w.t('mentorApplication.approved.paymentDetails'),
        ],
        action: { label: w.t('actions.logIn'), url: w.page(ctx.brand.publicUrl, ROUTES.login) },
      }),
    );
    await audit(
      ctx,
      tx,
      adminId,
      'mentor.approve',
      { type: 'mentor', id: mentorId },
      { mentorId: row.mentorId },
    );
    return true;
  });
  if (!approved) throw await explainDecisionRefusal(ctx, mentorId);
}

/** remove-approval: the application is rejected and kept on record, and the applicant is told by e-mail. */
export async function rejectMentor(ctx: PeopleContext, adminId: string, mentorId: string): Promise<void> {
  const rejected = await ctx.db.transaction(async (tx) => {
    const row = await rejectApplication(tx, { id: mentorId, now: ctx.clock.now() });
    if (!row) return false;
    const application = await findApplication(tx, mentorId);
    if (!application) throw new Error(`rejected mentor ${mentorId} vanished`);
    await ctx.outbox.enqueue(
      tx,
      mentorApplicationRejectedMail(
        ctx.brand,
        application.language,
        application.email,
        fullName(application),
      ),
    );
    await audit(
      ctx,
      tx,
      adminId,
      'mentor.reject',
      { type: 'mentor', id: mentorId },
      { mentorId: row.mentorId },
    );
    return true;
  });
  if (!rejected) throw await explainDecisionRefusal(ctx, mentorId);
}

/** total-mentors: approved mentors with their rating (0 without any), status and star; search by MentorId. */
export function listMentors(
  ctx: Pick<AppContext, 'db'>,
  query: { page: number; search: string | undefined | null },
): Promise<Paged<AdminMentor>> {
  const search = tableSearch(query.search);
  return pageThrough(
    query.page,
    ADMIN_PAGE_SIZE,
    (window) => listApprovedMentors(ctx.db, { search, ...window }),
    (row) => ({
      _id: row.id,
      mentorId: row.mentorId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      state: row.state,
      neetScore: row.neetScore,
      number: row.number,
      rating: row.rating,
      activate: row.isActive,
      featured: row.featured,
    }),
  );
}

/** total-students: verified students; search by username. A missing phone is null (the page shows a dash). */
export function listStudents(
  ctx: Pick<AppContext, 'db'>,
  query: { page: number; search: string | undefined | null },
): Promise<Paged<AdminStudent>> {
  const search = tableSearch(query.search);
  return pageThrough(
    query.page,
    ADMIN_PAGE_SIZE,
    (window) => listVerifiedStudents(ctx.db, { search, ...window }),
    (row) => ({
      _id: row.id,
      username: row.username,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      currentClass: row.currentClass,
      gender: row.gender,
      number: row.number,
      createdAt: row.createdAt.toISOString(),
    }),
  );
}

async function findApprovedMentor(ctx: Pick<AppContext, 'db'>, mentorId: string) {
  const mentor = await findMentorStatus(ctx.db, mentorId);
  if (!mentor) throw notFound('This mentor does not exist.');
  if (mentor.status !== 'approved') throw conflict('Only approved mentors can be changed here.');
  return mentor;
}

/**
 * toggle-status: activates or deactivates an approved mentor. A deactivated mentor's sessions stop
 * counting at once and they leave the public listing.
 */
export async function toggleMentorStatus(
  ctx: PeopleContext,
  adminId: string,
  mentorId: string,
): Promise<{ activate: boolean }> {
  await findApprovedMentor(ctx, mentorId);
  return ctx.db.transaction(async (tx) => {
    const row = await toggleMentorActive(tx, { id: mentorId, now: ctx.clock.now() });
    if (!row) throw conflict('Only approved mentors can be changed here.');
    const action = row.isActive ? 'mentor.activate' : 'mentor.deactivate';
    await audit(ctx, tx, adminId, action, { type: 'mentor', id: mentorId }, { mentorId: row.mentorId });
    return { activate: row.isActive };
  });
}

/** feature-mentor: adds an approved mentor to the home page's row; featuring twice changes nothing. */
export async function featureMentor(
  ctx: PeopleContext,
  adminId: string,
  mentorId: string,
): Promise<{ featured: boolean }> {
  const mentor = await findApprovedMentor(ctx, mentorId);
  await ctx.db.transaction(async (tx) => {
    if (!(await insertFeaturedMentor(tx, { mentorId, now: ctx.clock.now() }))) return;
    await audit(
      ctx,
      tx,
      adminId,
      'mentor.feature',
      { type: 'mentor', id: mentorId },
      { mentorId: mentor.mentorId },
    );
  });
  return { featured: true };
}

/** remove-feature-mentor: takes a mentor off the home page; un-featuring twice changes nothing. */
export async function unfeatureMentor(
  ctx: PeopleContext,
  adminId: string,
  mentorId: string,
): Promise<{ featured: boolean }> {
  const mentor = await findMentorStatus(ctx.db, mentorId);
  if (!mentor) throw notFound('This mentor does not exist.');
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteFeaturedMentor(tx, mentorId))) return;
    await audit(
      ctx,
      tx,
      adminId,
      'mentor.unfeature',
      { type: 'mentor', id: mentorId },
      { mentorId: mentor.mentorId },
    );
  });
  return { featured: false };
}
