import type {
  AdminClearedPayout,
  AdminMentor,
  AdminProfile,
  AdminSession,
  AdminStudent,
  ApprovalRequest,
  AuditEntry,
  CatalogPackage,
  CustomReferral,
  DashboardData,
  DashboardWeek,
  MailHealth,
  PayoutMentor,
} from '@neetmentor/contract';

/** A page of an admin table as the server answers it. */
export function adminPage<Row>(rows: Row[], currentPage = 1, totalPages = 1, pageSize = 15) {
  return {
    data: rows,
    pagination: {
      currentPage,
      totalPages,
      total: totalPages === 1 ? rows.length : totalPages * pageSize,
      pageSize,
    },
  };
}

export function dashboardData(overrides: Partial<DashboardData> = {}): DashboardData {
  return {
    totalRevenue: 12_540,
    totalPendingSessions: 4,
    totalActiveSessions: 6,
    totalNoOfSessions: 31,
    totalMentors: 89,
    totalStudents: 37,
    totalWalletAmount: 2_340,
    totalReferred: 5,
    ...overrides,
  };
}

/** Mail delivery with nothing late and nothing given up. */
export function mailHealth(overrides: Partial<MailHealth> = {}): MailHealth {
  return {
    waiting: 0,
    oldestWaitingSince: null,
    delayed: false,
    latestError: null,
    failed: 0,
    recentFailures: [],
    ...overrides,
  };
}

export function dashboardWeek(weekStart: string, revenue: number, complete = 2): DashboardWeek {
  return { weekStart, revenue, bookings: { pending: 1, active: 1, complete, cancelled: 0 } };
}

export function adminSession(overrides: Partial<AdminSession> = {}): AdminSession {
  return {
    _id: 'b-1',
    status: 'complete',
    mentor: { _id: 'm-1', mentorId: 'ashaverma1234', firstName: 'Asha', lastName: 'Verma' },
    student: { _id: 's-1', username: 'riyasharma1234' },
    package: { _id: 'p-60', packageName: '60-Minute Mentorship Session' },
    price: 349,
    purchaseDate: '2025-03-04T05:30:00.000Z',
    acceptBy: null,
    approvalTime: '2025-03-04T06:00:00.000Z',
    completedAt: '2025-03-05T11:00:00.000Z',
    imageOfProof: '/api/v1/bookings/b-1/proof',
    rating: 4,
    scheduledAt: null,
    joins: { studentJoinedAt: null, mentorJoinedAt: null },
    ...overrides,
  };
}

export function adminMentor(overrides: Partial<AdminMentor> = {}): AdminMentor {
  return {
    _id: 'm-1',
    mentorId: 'ashaverma1234',
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.com',
    state: 'Delhi - UT',
    neetScore: 690,
    number: '9876543210',
    rating: 4,
    activate: true,
    featured: false,
    ...overrides,
  };
}

export function adminStudent(overrides: Partial<AdminStudent> = {}): AdminStudent {
  return {
    _id: 's-1',
    username: 'riyasharma1234',
    firstName: 'Riya',
    lastName: 'Sharma',
    email: 'riya@example.com',
    currentClass: '12th',
    gender: 'Female',
    number: '9123456780',
    createdAt: '2025-01-04T05:30:00.000Z',
    ...overrides,
  };
}

export function approvalRequest(overrides: Partial<ApprovalRequest> = {}): ApprovalRequest {
  return {
    _id: 'm-9',
    mentorId: 'kabirsingh4321',
    firstName: 'Kabir',
    lastName: 'Singh',
    email: 'kabir@example.com',
    number: '9988776655',
    gender: 'Male',
    address: { city: 'Jaipur', state: 'Rajasthan' },
    neetScore: 655,
    neetExamYear: 2024,
    neetAttempts: 2,
    yearOfEducation: '2nd year',
    institute: 'SMS Medical College',
    scoreCard: '/api/v1/mentors/documents/m-9/score-card',
    studentId: '/api/v1/mentors/documents/m-9/college-id',
    emailVerified: true,
    feePaid: true,
    feeWaived: false,
    eligible: true,
    applicationDate: '2025-03-01T04:30:00.000Z',
    ...overrides,
  };
}

export function payoutMentor(overrides: Partial<PayoutMentor> = {}): PayoutMentor {
  return {
    _id: 'm-1',
    mentorId: 'ashaverma1234',
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.com',
    wallet: 1_240,
    paymentMethod: 'Bank',
    paymentInfo: '123456789012',
    accountHolderName: 'Asha Verma',
    ifscCode: 'SBIN0001234',
    ...overrides,
  };
}

export function clearedPayout(overrides: Partial<AdminClearedPayout> = {}): AdminClearedPayout {
  return {
    _id: 'po-1',
    mentorId: 'ashaverma1234',
    email: 'asha@example.com',
    firstName: 'Asha',
    lastName: 'Verma',
    amountCleared: 1_240,
    clearDate: '2025-03-05T06:30:00.000Z',
    imageOfProof: '/api/v1/payouts/po-1/proof',
    ...overrides,
  };
}

export function adminProfile(overrides: Partial<AdminProfile> = {}): AdminProfile {
  return {
    id: 'a-1',
    name: 'Platform Admin',
    email: 'admin@example.com',
    profilePicture: null,
    featuredMentors: [],
    featuredAd: null,
    verificationAmount: 149,
    programmeDates: { feeFreeUntil: null, referralsAvailableFrom: null },
    webinar: null,
    clearedAmount: [],
    ...overrides,
  };
}

export function catalogPackage(overrides: Partial<CatalogPackage> = {}): CatalogPackage {
  return {
    _id: 'p-60-m1',
    category: 'M1',
    kind: 'session60',
    packageName: '60-Minute Mentorship Session',
    packageDescription: '<p>An hour on your study plan.</p>',
    packagePrice: 199,
    realPackagePrice: 249,
    mentorEarning: 80,
    isActive: true,
    ...overrides,
  };
}

export function customReferral(overrides: Partial<CustomReferral> = {}): CustomReferral {
  return {
    _id: 'r-1',
    name: 'Bright Future Academy',
    code: 'BRIGHT25',
    studentsRegistered: 12,
    studentsCompletedSessions: 7,
    createdAt: '2025-02-01T04:30:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: 'au-1',
    actor: { _id: 'a-1', role: 'admin', name: 'Platform Admin' },
    action: 'mentor.approve',
    targetType: 'mentor',
    targetId: 'm-9',
    targetName: null,
    details: { mentorId: 'kabirsingh4321' },
    createdAt: '2025-03-05T06:30:00.000Z',
    ...overrides,
  };
}
