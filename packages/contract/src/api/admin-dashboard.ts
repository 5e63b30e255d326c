import { z } from 'zod';
import { BOOKING_STATUSES } from '../constants.ts';
import { joinTimesSchema } from './join-links.ts';

/** dashboard-data: the eight stat cards (spec part 2 §3); money in rupees, abbreviated by the page. */
export const dashboardDataSchema = z.object({
  /** Captured payments (bookings and application fees) minus processed refunds. */
  totalRevenue: z.number(),
  totalPendingSessions: z.number().int(),
  totalActiveSessions: z.number().int(),
  /** Completed sessions. */
  totalNoOfSessions: z.number().int(),
  /** Approved mentors, active or not. */
  totalMentors: z.number().int(),
  /** Students with a verified e-mail address. */
  totalStudents: z.number().int(),
  /** What is owed to mentors: every wallet's balance. */
  totalWalletAmount: z.number(),
  /** Verified students who signed up with a mentor's or an organisation's referral code. */
  totalReferred: z.number().int(),
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;

const bookingCountsSchema = z.object(
  Object.fromEntries(BOOKING_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof BOOKING_STATUSES)[number],
    z.ZodNumber
  >,
);

/** One India week (Monday 00:00 to Sunday 24:00, Asia/Kolkata) of the dashboard charts. */
export const dashboardWeekSchema = z.object({
  /** The Monday that starts the week, as YYYY-MM-DD. */
  weekStart: z.string(),
  /** Rupees captured that week minus rupees refunded that week. */
  revenue: z.number(),
  /** Bookings bought that week, by the state they are in now. */
  bookings: bookingCountsSchema,
});
export type DashboardWeek = z.infer<typeof dashboardWeekSchema>;

export const dashboardChartsSchema = z.object({ weeks: z.array(dashboardWeekSchema) });
export type DashboardCharts = z.infer<typeof dashboardChartsSchema>;

/** A session in the admin's tables (completed, active, pending). */
export const adminSessionSchema = z.object({
  _id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  mentor: z.object({
    _id: z.string(),
    mentorId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  student: z.object({ _id: z.string(), username: z.string() }),
  package: z.object({ _id: z.string(), packageName: z.string() }),
  /** Rupees the student paid (0 for a free package). */
  price: z.number(),
  purchaseDate: z.string(),
  /** While pending: when it is cancelled and refunded unless accepted. */
  acceptBy: z.string().nullable(),
  approvalTime: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Address of the proof image (opened with the admin's token), once completed. */
  imageOfProof: z.string().nullable(),
  /** The student's rating of the mentor (feedback stars), if given. */
  rating: z.number().int().nullable(),
  /** The time agreed in the chat, and when each side opened the session's join address. */
  scheduledAt: z.string().nullable(),
  joins: joinTimesSchema,
});
export type AdminSession = z.infer<typeof adminSessionSchema>;
