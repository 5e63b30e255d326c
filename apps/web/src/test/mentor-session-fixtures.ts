import type { MentorSession, MentorSummary, SessionPage } from '@neetmentor/contract';

export function mentorSession(overrides: Partial<MentorSession> = {}): MentorSession {
  return {
    _id: 'b-1',
    status: 'active',
    package: { _id: 'p-60', packageName: '60-Minute Mentorship Session', kind: 'session60' },
    student: {
      _id: 's-1',
      username: 'riyasharma1234',
      firstName: 'Riya',
      lastName: 'Sharma',
      profilePicture: null,
    },
    purchaseDate: '2025-03-04T05:30:00.000Z',
    acceptBy: null,
    approvalTime: '2025-03-04T06:00:00.000Z',
    completedAt: null,
    price: 349,
    earning: 120,
    completableFrom: null,
    imageOfProof: null,
    rating: null,
    scheduledAt: null,
    callUrl: null,
    call: {
      provider: null,
      opensAt: null,
      closesAt: null,
      joins: { studentJoinedAt: null, mentorJoinedAt: null },
    },
    ...overrides,
  };
}

export function sessionPage(
  sessions: MentorSession[],
  currentPage = 1,
  totalPages = 1,
): SessionPage<MentorSession> {
  const total = totalPages === 1 ? sessions.length : totalPages * 10;
  return {
    data: sessions,
    pagination: { currentPage, totalPages, totalSessions: total, total, pageSize: 10 },
  };
}

export function mentorSummary(overrides: Partial<MentorSummary> = {}): MentorSummary {
  return {
    activeSessions: 3,
    completeSessions: 8,
    totalEarnings: 12_540,
    totalReferrals: 2,
    wallet: 1240,
    pendingRequests: 2,
    onHold: 0,
    onHoldUntil: null,
    onHoldReported: 0,
    ...overrides,
  };
}
