import { relations } from 'drizzle-orm';
import { admins } from './admins.ts';
import { bookings, feedback, orders, refunds } from './bookings.ts';
import { packages } from './catalog.ts';
import { conversations, messages } from './chat.ts';
import { adminUpdates, featuredMentors, webinarRegistrations, webinars } from './content.ts';
import { mentors } from './mentors.ts';
import { customReferralCodes } from './platform.ts';
import { students } from './students.ts';
import { paymentDetails, payouts, walletLedger } from './wallet.ts';

// Relations only feed Drizzle's relational query API (db.query.*); the SQL constraints live on the tables.

export const studentsRelations = relations(students, ({ one, many }) => ({
  referredByMentor: one(mentors, { fields: [students.referredByMentorId], references: [mentors.id] }),
  customReferral: one(customReferralCodes, {
    fields: [students.customReferralId],
    references: [customReferralCodes.id],
  }),
  bookings: many(bookings),
  feedback: many(feedback),
  conversations: many(conversations),
}));

export const mentorsRelations = relations(mentors, ({ one, many }) => ({
  bookings: many(bookings),
  feedback: many(feedback),
  conversations: many(conversations),
  walletEntries: many(walletLedger),
  payouts: many(payouts),
  paymentDetails: one(paymentDetails),
  featured: one(featuredMentors),
  referredStudents: many(students),
}));

export const adminsRelations = relations(admins, ({ many }) => ({
  updates: many(adminUpdates),
}));

export const packagesRelations = relations(packages, ({ many }) => ({
  bookings: many(bookings),
}));

export const ordersRelations = relations(orders, ({ one }) => ({
  student: one(students, { fields: [orders.studentId], references: [students.id] }),
  mentor: one(mentors, { fields: [orders.mentorId], references: [mentors.id] }),
  package: one(packages, { fields: [orders.packageId], references: [packages.id] }),
  booking: one(bookings),
}));

export const bookingsRelations = relations(bookings, ({ one }) => ({
  student: one(students, { fields: [bookings.studentId], references: [students.id] }),
  mentor: one(mentors, { fields: [bookings.mentorId], references: [mentors.id] }),
  package: one(packages, { fields: [bookings.packageId], references: [packages.id] }),
  order: one(orders, { fields: [bookings.orderId], references: [orders.id] }),
  refund: one(refunds),
}));

export const refundsRelations = relations(refunds, ({ one }) => ({
  booking: one(bookings, { fields: [refunds.bookingId], references: [bookings.id] }),
  order: one(orders, { fields: [refunds.orderId], references: [orders.id] }),
}));

export const feedbackRelations = relations(feedback, ({ one }) => ({
  mentor: one(mentors, { fields: [feedback.mentorId], references: [mentors.id] }),
  student: one(students, { fields: [feedback.studentId], references: [students.id] }),
  booking: one(bookings, { fields: [feedback.bookingId], references: [bookings.id] }),
}));

export const conversationsRelations = relations(conversations, ({ one, many }) => ({
  student: one(students, { fields: [conversations.studentId], references: [students.id] }),
  mentor: one(mentors, { fields: [conversations.mentorId], references: [mentors.id] }),
  messages: many(messages),
}));

export const messagesRelations = relations(messages, ({ one }) => ({
  conversation: one(conversations, { fields: [messages.conversationId], references: [conversations.id] }),
}));

export const walletLedgerRelations = relations(walletLedger, ({ one }) => ({
  mentor: one(mentors, { fields: [walletLedger.mentorId], references: [mentors.id] }),
  booking: one(bookings, { fields: [walletLedger.bookingId], references: [bookings.id] }),
  payout: one(payouts, { fields: [walletLedger.payoutId], references: [payouts.id] }),
}));

export const payoutsRelations = relations(payouts, ({ one }) => ({
  mentor: one(mentors, { fields: [payouts.mentorId], references: [mentors.id] }),
  clearedBy: one(admins, { fields: [payouts.clearedByAdminId], references: [admins.id] }),
}));

export const paymentDetailsRelations = relations(paymentDetails, ({ one }) => ({
  mentor: one(mentors, { fields: [paymentDetails.mentorId], references: [mentors.id] }),
}));

export const featuredMentorsRelations = relations(featuredMentors, ({ one }) => ({
  mentor: one(mentors, { fields: [featuredMentors.mentorId], references: [mentors.id] }),
}));

export const webinarsRelations = relations(webinars, ({ many }) => ({
  registrations: many(webinarRegistrations),
}));

export const webinarRegistrationsRelations = relations(webinarRegistrations, ({ one }) => ({
  webinar: one(webinars, { fields: [webinarRegistrations.webinarId], references: [webinars.id] }),
}));

export const adminUpdatesRelations = relations(adminUpdates, ({ one }) => ({
  admin: one(admins, { fields: [adminUpdates.adminId], references: [admins.id] }),
}));

export const customReferralCodesRelations = relations(customReferralCodes, ({ many }) => ({
  students: many(students),
}));
