import {
  acceptDeadline,
  ADMIN_COMPLETED_SESSIONS_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  DASHBOARD_CHART_WEEKS,
  paiseToRupees,
  type AdminSession,
  type AuditEntry,
  type DashboardCharts,
  type DashboardData,
  type MailHealth,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { pageThrough, type Paged } from '../../lib/paging.ts';
import { tableSearch } from '../../lib/table-search.ts';
import { cancelByAdmin } from '../bookings/index.ts';
import { getMailHealth } from '../mail/index.ts';
import { audit } from './admin-account.service.ts';
import {
  listAuditEntries,
  listSessionsByStatus,
  readDashboardFigures,
  readWeeklyFigures,
  type AdminSessionRow,
} from './admin-overview.repository.ts';

export async function getDashboardData(ctx: Pick<AppContext, 'db'>): Promise<DashboardData> {
  const figures = await readDashboardFigures(ctx.db);
  return {
    totalRevenue: paiseToRupees(figures.revenuePaise),
    totalPendingSessions: figures.pending,
    totalActiveSessions: figures.active,
    totalNoOfSessions: figures.complete,
    totalMentors: figures.mentors,
    totalStudents: figures.students,
    totalWalletAmount: paiseToRupees(figures.walletPaise),
    totalReferred: figures.referred,
  };
}

/** The charts beside the cards: the last 12 India weeks, computed in SQL from the clock's "now". */
export async function getDashboardCharts(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<DashboardCharts> {
  const weeks = await readWeeklyFigures(ctx.db, { now: ctx.clock.now(), weeks: DASHBOARD_CHART_WEEKS });
  return {
    weeks: weeks.map((week) => ({
      weekStart: week.weekStart,
      revenue: paiseToRupees(week.revenuePaise),
      bookings: {
        pending: week.pending,
        active: week.active,
        complete: week.complete,
        cancelled: week.cancelled,
      },
    })),
  };
}

/** The dashboard's mail alert: mail late or given up on, so an SMTP outage is never silent. */
export function getMailAlert(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<MailHealth> {
  return getMailHealth(ctx);
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toAdminSession(row: AdminSessionRow): AdminSession {
  return {
    _id: row.id,
    status: row.status,
    mentor: {
      _id: row.mentorId,
      mentorId: row.mentorDisplayId,
      firstName: row.mentorFirstName,
      lastName: row.mentorLastName,
    },
    student: { _id: row.studentId, username: row.studentUsername },
    package: { _id: row.packageId, packageName: row.packageName },
    price: paiseToRupees(row.pricePaise),
    purchaseDate: row.purchasedAt.toISOString(),
    acceptBy: row.status === 'pending' ? acceptDeadline(row.purchasedAt).toISOString() : null,
    approvalTime: iso(row.approvedAt),
    completedAt: iso(row.completedAt),
    imageOfProof: row.proofImageKey ? `/api/v1/bookings/${row.id}/proof` : null,
    rating: row.rating,
    scheduledAt: iso(row.scheduledAt),
    joins: { studentJoinedAt: iso(row.studentJoinedAt), mentorJoinedAt: iso(row.mentorJoinedAt) },
  };
}

/**
 * total-completed-sessions (10 a page), total-active-sessions and total-pending-sessions (15 a page):
 * every mentor's sessions in one state, searchable by the mentor's display id.
 */
export function listSessions(
  ctx: Pick<AppContext, 'db'>,
  query: { status: 'pending' | 'active' | 'complete'; page: number; search: string | undefined | null },
): Promise<Paged<AdminSession>> {
  const search = tableSearch(query.search);
  const pageSize = query.status === 'complete' ? ADMIN_COMPLETED_SESSIONS_PAGE_SIZE : ADMIN_PAGE_SIZE;
  return pageThrough(
    query.page,
    pageSize,
    (window) => listSessionsByStatus(ctx.db, { status: query.status, search, ...window }),
    toAdminSession,
  );
}

/** remove-pending-session: cancelled with reason "admin" and refunded through the booking's refund path. */
export function removePendingSession(ctx: AppContext, adminId: string, bookingId: string): Promise<void> {
  return cancelByAdmin(ctx, bookingId, (tx) =>
    audit(ctx, tx, adminId, 'session.remove-pending', { type: 'booking', id: bookingId }),
  );
}

export function listAuditLog(ctx: Pick<AppContext, 'db'>, page: number): Promise<Paged<AuditEntry>> {
  return pageThrough(
    page,
    ADMIN_PAGE_SIZE,
    (window) => listAuditEntries(ctx.db, window),
    (row) => ({
      _id: row.id,
      actor: { _id: row.actorId, role: row.actorRole, name: row.actorName },
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      targetName: row.targetName,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    }),
  );
}
