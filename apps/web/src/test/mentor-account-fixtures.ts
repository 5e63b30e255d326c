import type {
  MentorProfile,
  MentorReferrals,
  Notification,
  PaymentDetails,
  PayoutEntry,
  UpdatesFeed,
} from '@neetmentor/contract';

/** The signed-in mentor as mentor-details answers it. */
export function mentorAccount(overrides: Partial<MentorProfile> = {}): MentorProfile {
  return {
    _id: 'm-1',
    mentorId: 'ananyaiyer1234',
    firstName: 'Ananya',
    lastName: 'Iyer',
    email: 'ananya@example.com',
    number: '9876543210',
    gender: 'Female',
    address: { city: 'New Delhi', state: 'Delhi - UT' },
    neetScore: 668,
    neetExamYear: 2023,
    neetAttempts: 1,
    airRank: 412,
    yearOfEducation: '4th year',
    institute: 'AIIMS New Delhi',
    about: 'I help droppers build steady habits.',
    languages: ['English', 'Hindi'],
    profilePicture: '/uploads/mentors/m-1.webp',
    category: 'M3',
    referralsCode: 'ANANYA30',
    awayUntil: null,
    notifications: [],
    ...overrides,
  };
}

export function notification(id: string, isRead: boolean, message = `Message ${id}`): Notification {
  return { _id: id, message, isRead, createdAt: '2025-03-05T11:00:00.000Z' };
}

export const BANK_DETAILS: PaymentDetails = {
  paymentMethod: 'Bank',
  paymentInfo: '5010 0234 5678 9012',
  accountHolderName: 'Ananya Iyer',
  ifscCode: 'HDFC0000123',
};

/** `count` cleared payouts, newest first, the first of ₹1,000 and each older one ₹100 less. */
export function payouts(count: number): PayoutEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    _id: `po-${index + 1}`,
    mentorId: 'm-1',
    email: 'ananya@example.com',
    amountCleared: 1000 - index * 100,
    clearDate: new Date(Date.UTC(2025, 11 - index, 5, 5, 30)).toISOString(),
    imageOfProof: `/api/v1/payouts/po-${index + 1}/proof`,
  }));
}

export function referrals(overrides: Partial<MentorReferrals> = {}): MentorReferrals {
  return {
    code: 'ANANYA30',
    referredStudents: 4,
    rewardedStudents: 2,
    rewardRupees: 30,
    availableFrom: null,
    available: false,
    ...overrides,
  };
}

/** One page of get-updates' `data[0]`. */
export function updatesFeed(
  updates: { _id: string; content: string; date: string }[],
  currentPage = 1,
  totalPages = 1,
): UpdatesFeed {
  return [
    {
      name: 'Platform Admin',
      profilePicture: '/uploads/admins/a-1.webp',
      updates,
      pagination: { currentPage, totalPages, total: totalPages * 5, pageSize: 5 },
    },
  ];
}
