import {
  reportWindowEnd,
  acceptDeadline,
  monthlyCompletableFrom,
  paiseToRupees,
  SESSION_PAGE_SIZE,
  TABLE_SEARCH_MIN_LENGTH,
  type BookingMoney,
  type BookingStatus,
  type MentorSession,
  type MentorSummary,
  type SessionCheck,
  type SessionPage,
  type StudentSession,
} from '@neetmentor/contract';
import type { Db } from '../../db/client.ts';
import { readWalletTotals } from '../wallet/index.ts';
import {
  countMentorBookingsByStatus,
  listMentorBookings,
  listStudentBookings,
  type MentorBookingRow,
  type StudentBookingRow,
} from './bookings.repository.ts';
import { sessionCallOf } from './join-links.service.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * A page past the end (an old link, a list that shrank) answers the last page, and `currentPage` says which,
 * so the pager never shows a page that does not exist.
 */
async function pageThrough<Row, Item>(
  requested: number,
  load: (page: number) => Promise<{ rows: Row[]; total: number }>,
  toItem: (row: Row) => Item,
): Promise<SessionPage<Item>> {
  const first = await load(requested);
  const totalPages = Math.max(1, Math.ceil(first.total / SESSION_PAGE_SIZE));
  const currentPage = Math.min(requested, totalPages);
  const { rows, total } = currentPage === requested ? first : await load(currentPage);
  return {
    data: rows.map(toItem),
    pagination: { currentPage, totalPages, totalSessions: total, total, pageSize: SESSION_PAGE_SIZE },
  };
}

function moneyOf(row: StudentBookingRow): BookingMoney {
  const refund =
    row.refundStatus && row.refundRequestedAt
      ? {
          // A refund the provider refused waits for our team: to the student it is still on its way.
          status: row.refundStatus === 'processed' ? ('processed' as const) : ('pending' as const),
          amount: paiseToRupees(row.refundAmountPaise ?? 0),
          refundId: row.providerRefundId,
          requestedAt: row.refundRequestedAt.toISOString(),
          processedAt: iso(row.refundProcessedAt),
        }
      : null;
  let state: BookingMoney['state'] = 'free';
  if (refund) state = refund.status === 'processed' ? 'refunded' : 'refund_pending';
  else if (!row.isFree) state = 'paid';
  return {
    state,
    amount: paiseToRupees(row.pricePaise),
    orderId: row.providerOrderId,
    paymentId: row.paymentId,
    paidAt: iso(row.paidAt),
    refund,
  };
}

/**
 * The student's side of a completed session: a free one's held earning (asked while it waits, then how it
 * was settled); a paid one may be reported until its window closes, then shows how a report was settled.
 */
function sessionCheckOf(row: StudentBookingRow, now: Date): SessionCheck | null {
  const decision =
    row.holdResolvedBy === 'admin' ? (row.holdStatus === 'released' ? 'release' : 'cancel') : null;
  if (!row.holdStatus || !row.holdReleaseAt) {
    if (row.status !== 'complete' || row.isFree || !row.completedAt) return null;
    const answerBy = reportWindowEnd(row.completedAt);
    return answerBy > now ? { state: 'reportable', answerBy: answerBy.toISOString(), decision: null } : null;
  }
  let state: SessionCheck['state'] = 'closed';
  if (row.holdStatus === 'held') state = 'asked';
  else if (row.holdStatus === 'reported') state = 'reported';
  else if (row.holdResolvedBy === 'student') state = 'confirmed';
  return { state, answerBy: row.holdReleaseAt.toISOString(), decision };
}

function toStudentSession(row: StudentBookingRow, now: Date): StudentSession {
  return {
    _id: row.id,
    status: row.status,
    package: { _id: row.packageId, packageName: row.packageName, kind: row.packageKind },
    mentor: {
      _id: row.mentorId,
      mentorId: row.mentorDisplayId,
      firstName: row.mentorFirstName,
      lastName: row.mentorLastName,
      profilePicture: row.mentorPicture,
      category: row.mentorCategory,
    },
    purchaseDate: row.purchasedAt.toISOString(),
    acceptBy: row.status === 'pending' ? acceptDeadline(row.purchasedAt).toISOString() : null,
    approvalTime: iso(row.approvedAt),
    completedAt: iso(row.completedAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason,
    declineReason: row.declineReason,
    money: moneyOf(row),
    feedbackGiven: row.feedbackGiven,
    scheduledAt: iso(row.scheduledAt),
    sessionCheck: sessionCheckOf(row, now),
    call: sessionCallOf(row),
  };
}

/** purchased-sessions (every booking) and complete-sessions (completed only) of one student. */
export function listStudentSessions(
  db: Db,
  studentId: string,
  { page, statuses, now }: { page: number; statuses?: readonly BookingStatus[]; now: Date },
): Promise<SessionPage<StudentSession>> {
  return pageThrough(
    page,
    (current) => listStudentBookings(db, { studentId, statuses, page: current, pageSize: SESSION_PAGE_SIZE }),
    (row) => toStudentSession(row, now),
  );
}

function toMentorSession(row: MentorBookingRow): MentorSession {
  return {
    _id: row.id,
    status: row.status,
    package: { _id: row.packageId, packageName: row.packageName, kind: row.packageKind },
    student: {
      _id: row.studentId,
      username: row.studentUsername,
      firstName: row.studentFirstName,
      lastName: row.studentLastName,
      profilePicture: row.studentPicture,
    },
    purchaseDate: row.purchasedAt.toISOString(),
    acceptBy: row.status === 'pending' ? acceptDeadline(row.purchasedAt).toISOString() : null,
    approvalTime: iso(row.approvedAt),
    completedAt: iso(row.completedAt),
    price: paiseToRupees(row.pricePaise),
    earning: paiseToRupees(row.mentorEarningPaise),
    completableFrom:
      row.packageKind === 'monthly' && row.approvedAt
        ? monthlyCompletableFrom(row.approvedAt).toISOString()
        : null,
    imageOfProof: row.proofImageKey ? `/api/v1/bookings/${row.id}/proof` : null,
    rating: row.rating,
    scheduledAt: iso(row.scheduledAt),
    callUrl: row.callUrl,
    call: sessionCallOf(row),
  };
}

/**
 * Search on the mentor's tables (spec part 2 §5): from 4 characters, the student whose username or
 * lower-cased first name is exactly the term, in any letter case. (The spec's third field, the MentorId,
 * is the same on every row of a mentor's own table.)
 */
function studentSearchTerm(search: string | undefined): string | undefined {
  const term = search?.trim().toLowerCase();
  return term && term.length >= TABLE_SEARCH_MIN_LENGTH ? term : undefined;
}

/** all-sessions-requests, all-active-sessions and all-complete-sessions of one mentor. */
export function listMentorSessions(
  db: Db,
  mentorId: string,
  { page, status, search }: { page: number; status: BookingStatus; search?: string | undefined },
): Promise<SessionPage<MentorSession>> {
  return pageThrough(
    page,
    (current) =>
      listMentorBookings(db, {
        mentorId,
        statuses: [status],
        page: current,
        pageSize: SESSION_PAGE_SIZE,
        student: studentSearchTerm(search),
      }),
    toMentorSession,
  );
}

/** The dashboard's cards, counted from the bookings and summed from the ledger. */
export async function summariseMentor(db: Db, mentorId: string): Promise<MentorSummary> {
  const [counts, wallet] = await Promise.all([
    countMentorBookingsByStatus(db, mentorId),
    readWalletTotals(db, mentorId),
  ]);
  return {
    activeSessions: counts.active,
    completeSessions: counts.complete,
    pendingRequests: counts.pending,
    totalEarnings: paiseToRupees(wallet.earnedPaise),
    totalReferrals: wallet.referredStudents,
    wallet: paiseToRupees(wallet.balancePaise),
    onHold: paiseToRupees(wallet.heldPaise),
    onHoldUntil: iso(wallet.nextReleaseAt),
    onHoldReported: wallet.reported,
  };
}
