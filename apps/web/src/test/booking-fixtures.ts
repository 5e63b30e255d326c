import type { CheckoutOrder, SessionPage, StudentSession } from '@neetmentor/contract';

/** A booking as its student sees it: a paid 60-minute session, pending, unless overridden. */
export function studentSession(overrides: Partial<StudentSession> = {}): StudentSession {
  return {
    _id: 'b-1',
    status: 'pending',
    package: { _id: 'p-60', packageName: '60-Minute Mentorship Session', kind: 'session60' },
    mentor: {
      _id: 'm-1',
      mentorId: 'ananyaiyer1234',
      firstName: 'Ananya',
      lastName: 'Iyer',
      profilePicture: null,
      category: 'M3',
    },
    purchaseDate: '2025-03-05T11:00:00.000Z',
    acceptBy: '2025-03-06T11:00:00.000Z',
    approvalTime: null,
    completedAt: null,
    cancelledAt: null,
    cancelReason: null,
    declineReason: null,
    money: {
      state: 'paid',
      amount: 349,
      orderId: 'order_abc123',
      paymentId: 'pay_xyz789',
      paidAt: '2025-03-05T11:00:00.000Z',
      refund: null,
    },
    feedbackGiven: false,
    scheduledAt: null,
    sessionCheck: null,
    call: {
      provider: null,
      opensAt: null,
      closesAt: null,
      joins: { studentJoinedAt: null, mentorJoinedAt: null },
    },
    ...overrides,
  };
}

export function sessionPage<T>(rows: T[], currentPage = 1, totalPages = 1): SessionPage<T> {
  return {
    data: rows,
    pagination: {
      currentPage,
      totalPages,
      totalSessions: totalPages * 10,
      total: totalPages * 10,
      pageSize: 10,
    },
  };
}

/** An order of the sandbox provider, as create-order answers it. */
export function sandboxOrder(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
    id: 'order_test1',
    amount: 34900,
    currency: 'INR',
    provider: 'sandbox',
    keyId: 'rzp_sandbox',
    name: 'NEET Mentor Connect',
    description: '60-Minute Mentorship Session with Ananya Iyer',
    prefill: { name: 'Riya Sharma', email: 'riya@example.com' },
    ...overrides,
  };
}
