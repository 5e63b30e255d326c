import type { MentorCard, MentorPage, MentorPublicProfile } from '@neetmentor/contract';

export function mentorCard(overrides: Partial<MentorCard> = {}): MentorCard {
  return {
    _id: 'm-1',
    mentorId: 'ananyaiyer1234',
    firstName: 'Ananya',
    lastName: 'Iyer',
    profilePicture: '/uploads/mentors/m-1.webp',
    institute: 'AIIMS New Delhi',
    state: 'Delhi - UT',
    gender: 'Female',
    languages: ['English', 'Hindi'],
    neetScore: 702,
    neetExamYear: 2023,
    neetAttempts: 1,
    airRank: 412,
    category: 'M4',
    rating: 5,
    reviewCount: 3,
    sessionPrice: 349,
    acceptSpeedMinutes: null,
    awayUntil: null,
    ...overrides,
  };
}

export function mentorPage(mentors: MentorCard[], currentPage = 1, totalPages = 1): MentorPage {
  return {
    data: mentors,
    pagination: { currentPage, totalPages, totalMentors: totalPages * 12, pageSize: 12 },
  };
}

export function mentorProfile(overrides: Partial<MentorPublicProfile> = {}): MentorPublicProfile {
  return {
    ...mentorCard(),
    about: 'I help droppers build steady habits.',
    yearOfEducation: '4th year',
    featuredAd: null,
    reviews: [],
    ratingDistribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
    package: [
      {
        _id: 'p-free',
        kind: 'intro20',
        packageName: 'Free 20-Minute Intro Call',
        packageDescription: '<ul><li>Quick review of your preparation</li></ul>',
        packagePrice: 0,
        realPackagePrice: 99,
      },
      {
        _id: 'p-60',
        kind: 'session60',
        packageName: '60-Minute Mentorship Session',
        packageDescription: '<p>Study plan and <strong>doubt solving</strong></p>',
        packagePrice: 349,
        realPackagePrice: 699,
      },
    ],
    ...overrides,
  };
}
