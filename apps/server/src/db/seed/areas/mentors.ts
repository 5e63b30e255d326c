import {
  CATEGORIES,
  CATEGORY_SCORE_RANGES,
  LANGUAGES,
  neetExamYears,
  YEARS_OF_EDUCATION,
  categoryForScore,
  type Category,
  type Gender,
  type Language,
} from '@neetmentor/contract';
import { DEMO_LOGINS } from '../../demo-logins.ts';
import { mentors, orders } from '../../schema/index.ts';
import { DAY, HOUR, IST_OFFSET, MINUTE, type DemoContext, type WithId } from '../demo-context.ts';
import { documentSvg } from '../images.ts';
import { REGIONS, findRegion, pickFirstName, pickRegion, type Region } from '../people.ts';
import { ABOUT_CLOSERS, ABOUT_OPENERS, ABOUT_STRENGTHS } from '../site-content.ts';
import type { AdminDemo } from './admin.ts';

export type MentorRow = WithId<typeof mentors.$inferInsert>;
export type OrderRow = WithId<typeof orders.$inferInsert>;

export interface SeededMentor {
  row: MentorRow;
  category: Category;
}

/** The demo mentor first, then the eleven highest scorers: the home page's toppers and the busiest mentors. */
export type FeaturedMentors = readonly [
  SeededMentor,
  SeededMentor,
  SeededMentor,
  SeededMentor,
  SeededMentor,
  SeededMentor,
  ...SeededMentor[],
];

export interface MentorsDemo {
  /** The demo login's mentor. */
  demoMentor: SeededMentor;
  /** Approved and active, the demo mentor first. */
  approved: SeededMentor[];
  featured: FeaturedMentors;
  rejectedApplicant: SeededMentor;
  /** Approved once, then deactivated by the admin. */
  deactivated: SeededMentor;
  /** Every mentor, applicants included. */
  rows: MentorRow[];
}

const GENERATED_APPROVED_MENTORS = 88;

interface MentorSpec {
  firstName: string;
  lastName: string;
  gender: Gender;
  region: Region;
  city?: string;
  institute?: string;
  score: number;
  examYear: number;
  attempts: number;
  airRank?: number | null;
  languages?: Language[];
  email?: string;
  status: 'pending' | 'approved' | 'rejected';
  isActive: boolean;
  createdAt: Date;
  feePaid: boolean;
}

/**
 * Mentors in every category and most states, with their documents and paid application fees; a few
 * applications wait for review, one was rejected and one mentor was deactivated.
 */
export function addMentorsDemo(demo: DemoContext, { admin }: { admin: AdminDemo }): MentorsDemo {
  const { rand, ago, after } = demo;
  const examYears = neetExamYears(new Date(demo.nowMs));
  const rows: MentorRow[] = [];
  const feeOrders: OrderRow[] = [];

  const usedReferralCodes = new Set<string>();
  function uniqueReferralCode(firstName: string): string {
    for (;;) {
      const code = `${firstName.slice(0, 3).toUpperCase()}${rand.digits(5)}`;
      if (!usedReferralCodes.has(code)) {
        usedReferralCodes.add(code);
        return code;
      }
    }
  }

  function languagesFor(region: Region): Language[] {
    const chosen = new Set<Language>([rand.pick(region.languages)]);
    const extras = rand.shuffle<Language>(['English', 'Hindi', ...region.languages]);
    const count = rand.int(1, 3);
    for (const language of extras) {
      if (chosen.size >= count) break;
      chosen.add(language);
    }
    return LANGUAGES.filter((language) => chosen.has(language));
  }

  function yearOfEducationFor(examYear: number) {
    const today = new Date(demo.nowMs + IST_OFFSET);
    // MBBS sessions start around October, so the year of study turns over then.
    const yearsStudied = today.getUTCFullYear() - examYear - (today.getUTCMonth() < 9 ? 1 : 0);
    const index = Math.min(Math.max(yearsStudied, 0), YEARS_OF_EDUCATION.length - 1);
    return YEARS_OF_EDUCATION[index] ?? 'Final Year';
  }

  /** A score the exam can actually produce: 720 − 5·wrong − 4·unanswered rules out 719, 718, 717, 714, 713 and 709. */
  function neetScoreBetween(min: number, max: number): number {
    for (;;) {
      const score = rand.int(min, max);
      if (![1, 2, 3, 6, 7, 11].includes(720 - score)) return score;
    }
  }

  /** A rough fit of recent NEET results: 720 is around rank 50, 680 around 3 000, 650 around 70 000. */
  function airRankFor(score: number): number {
    return Math.max(1, Math.round(Math.exp((720 - score) / 9.5) * 45 * (0.8 + rand.next() * 0.4)));
  }

  function aboutFor(row: MentorRow): string {
    const rank = row.airRank ? ` (AIR ${row.airRank})` : '';
    return [
      rand.pick(ABOUT_OPENERS),
      `I scored ${row.neetScore}/720 in NEET ${row.neetExamYear}${rank} and I am now in my ${row.yearOfEducation} of MBBS at ${row.institute}.`,
      rand.pick(ABOUT_STRENGTHS),
      rand.pick(ABOUT_CLOSERS),
    ].join(' ');
  }

  function addMentor(spec: MentorSpec): SeededMentor {
    const id = rand.uuid();
    const mentorId = demo.uniqueHandle(spec.firstName, spec.lastName);
    const createdAt = spec.createdAt;
    const feeWaived = createdAt < admin.feeFreeUntil;
    const feePaidAt = !feeWaived && spec.feePaid ? after(createdAt, 35 * MINUTE) : null;
    const reviewedAt = after(createdAt, rand.int(1, 4) * DAY + rand.int(1, 10) * HOUR);
    const row: MentorRow = {
      id,
      mentorId,
      firstName: spec.firstName,
      lastName: spec.lastName,
      email: spec.email ?? `${mentorId}@example.com`,
      passwordHash: demo.passwordHash,
      city: spec.city ?? rand.pick(spec.region.cities),
      state: spec.region.state,
      number: demo.mobileNumber(),
      gender: spec.gender,
      neetScore: spec.score,
      neetExamYear: spec.examYear,
      neetAttempts: spec.attempts,
      airRank:
        spec.airRank === undefined
          ? spec.score >= 650 && rand.chance(0.85)
            ? airRankFor(spec.score)
            : null
          : spec.airRank,
      yearOfEducation: yearOfEducationFor(spec.examYear),
      institute: spec.institute ?? rand.pick(spec.region.institutes),
      about: null,
      languages: spec.languages ?? languagesFor(spec.region),
      profilePicture: null,
      scoreCardKey: null,
      collegeIdKey: null,
      emailVerifiedAt: after(createdAt, 4 * MINUTE),
      applicationStatus: spec.status,
      isActive: spec.isActive,
      feePaidAt,
      feeWaived,
      referralCode: spec.status === 'approved' ? uniqueReferralCode(spec.firstName) : null,
      agreedVerificationAt: after(createdAt, 25 * MINUTE),
      approvedAt: spec.status === 'approved' ? reviewedAt : null,
      rejectedAt: spec.status === 'rejected' ? reviewedAt : null,
      createdAt,
      updatedAt: spec.status === 'pending' ? after(createdAt, 40 * MINUTE) : reviewedAt,
    };
    row.about = aboutFor(row);
    rows.push(row);
    demo.addAvatar('mentors', id, spec.firstName, spec.lastName, (url) => {
      row.profilePicture = url;
    });
    demo.addPicture({
      visibility: 'private',
      key: `documents/${id}/score-card.webp`,
      svg: documentSvg('NEET Score Card'),
      assign: (key) => {
        row.scoreCardKey = key;
      },
    });
    demo.addPicture({
      visibility: 'private',
      key: `documents/${id}/college-id.webp`,
      svg: documentSvg('College ID Card'),
      assign: (key) => {
        row.collegeIdKey = key;
      },
    });
    if (feePaidAt) {
      feeOrders.push({
        id: rand.uuid(),
        purpose: 'mentor_fee',
        studentId: null,
        mentorId: id,
        packageId: null,
        amountPaise: admin.verificationAmountPaise,
        provider: 'sandbox',
        providerOrderId: demo.providerId('order'),
        status: 'paid',
        paymentId: demo.providerId('pay'),
        paidAt: feePaidAt,
        createdAt: after(feePaidAt, -2 * MINUTE),
        updatedAt: feePaidAt,
      });
    }
    return { row, category: categoryForScore(spec.score) };
  }

  const delhi = findRegion('Delhi - UT');
  const demoMentor = addMentor({
    firstName: 'Ananya',
    lastName: 'Iyer',
    gender: 'Female',
    region: delhi,
    city: 'New Delhi',
    institute: 'AIIMS New Delhi',
    score: 702,
    examYear: 2023,
    attempts: 1,
    airRank: 412,
    languages: ['English', 'Hindi', 'Tamil'],
    email: DEMO_LOGINS.mentor,
    status: 'approved',
    isActive: true,
    createdAt: ago(420 * DAY),
    feePaid: true,
  });

  const regionOrder = rand.shuffle(REGIONS);
  const approved: SeededMentor[] = [demoMentor];
  for (let i = 0; i < GENERATED_APPROVED_MENTORS; i++) {
    const category = CATEGORIES[i % CATEGORIES.length] ?? 'M1';
    const range = CATEGORY_SCORE_RANGES[category];
    const gender: Gender = i % 11 === 7 ? 'Others' : rand.chance(0.5) ? 'Female' : 'Male';
    // Every region gets at least one mentor before the weighted draw takes over.
    const region = regionOrder[i] ?? pickRegion(rand);
    approved.push(
      addMentor({
        firstName: pickFirstName(rand, gender),
        lastName: rand.pick(region.surnames),
        gender,
        region,
        score: neetScoreBetween(Math.max(range.min, 500), range.max),
        examYear: rand.pick(examYears),
        attempts: i < 5 ? i + 1 : rand.pick([1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5]),
        status: 'approved',
        isActive: true,
        createdAt: ago(rand.int(200, 720) * DAY - rand.int(0, 23) * HOUR),
        feePaid: true,
      }),
    );
  }

  function addApplicant(
    status: 'pending' | 'rejected',
    createdAt: Date,
    feePaid: boolean,
    isActive = true,
  ): SeededMentor {
    const gender: Gender = rand.chance(0.5) ? 'Female' : 'Male';
    const region = pickRegion(rand);
    return addMentor({
      firstName: pickFirstName(rand, gender),
      lastName: rand.pick(region.surnames),
      gender,
      region,
      score: neetScoreBetween(560, 700),
      examYear: rand.pick([2023, 2024]),
      attempts: rand.int(1, 3),
      status,
      isActive,
      createdAt,
      feePaid,
    });
  }
  addApplicant('pending', ago(5 * DAY + 3 * HOUR), true);
  addApplicant('pending', ago(3 * DAY + 8 * HOUR), true);
  addApplicant('pending', ago(1 * DAY + 2 * HOUR), true);
  // Not yet paid: the approval queue shows an application that cannot be approved yet.
  addApplicant('pending', ago(9 * HOUR), false);
  const rejectedApplicant = addApplicant('rejected', ago(40 * DAY), true);
  const deactivated = addMentor({
    firstName: 'Rajat',
    lastName: 'Malhotra',
    gender: 'Male',
    region: delhi,
    score: 655,
    examYear: 2022,
    attempts: 2,
    status: 'approved',
    isActive: false,
    createdAt: ago(500 * DAY),
    feePaid: true,
  });

  const [second, third, fourth, fifth, sixth, ...rest] = approved
    .slice(1)
    .sort((a, b) => (b.row.neetScore ?? 0) - (a.row.neetScore ?? 0))
    .slice(0, 11);
  if (!second || !third || !fourth || !fifth || !sixth) {
    throw new Error('Expected at least six featured mentors');
  }

  demo.insert(mentors, rows);
  demo.insert(orders, feeOrders);
  return {
    demoMentor,
    approved,
    featured: [demoMentor, second, third, fourth, fifth, sixth, ...rest],
    rejectedApplicant,
    deactivated,
    rows,
  };
}
