import {
  CATEGORIES,
  CATEGORY_SCORE_RANGES,
  LANGUAGES,
  NEET_EXAM_YEARS,
  REFERRAL_REWARD_RUPEES,
  STUDENT_CLASSES,
  YEARS_OF_EDUCATION,
  categoryForScore,
  formatRupees,
  type BookingStatus,
  type Category,
  type Gender,
  type Language,
  type PackageKind,
} from '@neetmentor/contract';
import { DEMO_LOGINS } from '../demo-logins.ts';
import type {
  adminUpdates,
  admins,
  auditLog,
  blogs,
  bookings,
  contactMessages,
  conversations,
  customReferralCodes,
  featuredMentors,
  feedback,
  mentors,
  messages,
  newsletterSubscriptions,
  notifications,
  orders,
  packages,
  paymentDetails,
  payouts,
  platformSettings,
  refunds,
  students,
  testimonials,
  walletLedger,
  webinarRegistrations,
  webinars,
  CANCEL_REASONS,
} from '../schema/index.ts';
import { BLOG_POSTS } from './blog-posts.ts';
import { buildCatalog } from './catalog.ts';
import { avatarSvg, blogCoverSvg, documentSvg, featuredAdSvg, webinarSvg } from './images.ts';
import {
  FEMALE_FIRST_NAMES,
  GENERIC_SURNAMES,
  MALE_FIRST_NAMES,
  REGIONS,
  UNISEX_FIRST_NAMES,
  handleBase,
  type Region,
} from './people.ts';
import { createRandom } from './random.ts';
import {
  ABOUT_CLOSERS,
  ABOUT_OPENERS,
  ABOUT_STRENGTHS,
  ADMIN_UPDATES,
  CHAT_SCRIPTS,
  CONTACT_MESSAGES,
  CUSTOM_REFERRALS,
  NEWSLETTER_EMAILS,
  NOTIFICATION_TEXT,
  REVIEWS,
  TESTIMONIALS,
  WEBINAR_CONTENT_HTML,
} from './site-content.ts';

type WithId<T> = T & { id: string };
type AdminRow = WithId<typeof admins.$inferInsert>;
type MentorRow = WithId<typeof mentors.$inferInsert>;
type StudentRow = WithId<typeof students.$inferInsert>;
type PackageRow = WithId<typeof packages.$inferInsert>;
type OrderRow = WithId<typeof orders.$inferInsert>;
type BookingRow = WithId<typeof bookings.$inferInsert>;
type RefundRow = WithId<typeof refunds.$inferInsert>;
type FeedbackRow = WithId<typeof feedback.$inferInsert>;
type ConversationRow = WithId<typeof conversations.$inferInsert>;
type MessageRow = WithId<typeof messages.$inferInsert>;
type LedgerRow = WithId<typeof walletLedger.$inferInsert>;
type PayoutRow = WithId<typeof payouts.$inferInsert>;
type CancelReason = (typeof CANCEL_REASONS)[number];

/** A picture to render and store; `assign` receives what the storage returns (URL or private key). */
export interface PictureJob {
  visibility: 'public' | 'private';
  key: string;
  svg: string;
  assign?: (location: string) => void;
}

export interface DemoData {
  admins: AdminRow[];
  platformSettings: (typeof platformSettings.$inferInsert)[];
  customReferralCodes: WithId<typeof customReferralCodes.$inferInsert>[];
  packages: PackageRow[];
  mentors: MentorRow[];
  students: StudentRow[];
  featuredMentors: WithId<typeof featuredMentors.$inferInsert>[];
  paymentDetails: WithId<typeof paymentDetails.$inferInsert>[];
  orders: OrderRow[];
  bookings: BookingRow[];
  refunds: RefundRow[];
  feedback: FeedbackRow[];
  payouts: PayoutRow[];
  walletLedger: LedgerRow[];
  conversations: ConversationRow[];
  messages: MessageRow[];
  notifications: WithId<typeof notifications.$inferInsert>[];
  blogs: WithId<typeof blogs.$inferInsert>[];
  testimonials: WithId<typeof testimonials.$inferInsert>[];
  webinars: WithId<typeof webinars.$inferInsert>[];
  webinarRegistrations: WithId<typeof webinarRegistrations.$inferInsert>[];
  adminUpdates: WithId<typeof adminUpdates.$inferInsert>[];
  newsletterSubscriptions: WithId<typeof newsletterSubscriptions.$inferInsert>[];
  contactMessages: WithId<typeof contactMessages.$inferInsert>[];
  auditLog: WithId<typeof auditLog.$inferInsert>[];
  pictures: PictureJob[];
}

const SEED = 20_250_215;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const IST_OFFSET = 5.5 * HOUR;
/** 15 February 2025, 23:59:59 India time: the end of the fee-free period (spec part 1 §9). */
const FEE_FREE_UNTIL = new Date('2025-02-15T18:29:59Z');
const VERIFICATION_AMOUNT_PAISE = 14_900;
const GENERATED_APPROVED_MENTORS = 88;
const GENERATED_STUDENTS = 36;
const RANDOM_BOOKINGS = 95;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface Mentor {
  row: MentorRow;
  category: Category;
}

interface Timeline {
  purchasedAt: Date;
  approvedAt?: Date;
  completedAt?: Date;
  cancelledAt?: Date;
  cancelReason?: CancelReason;
}

interface BookingPlan {
  student: StudentRow;
  mentor: Mentor;
  kind: PackageKind;
  status: BookingStatus;
  timeline: Timeline;
  rating?: number;
  review?: string | null;
}

/**
 * Builds every demo row in memory from a seeded generator and the given clock, so two runs with the
 * same `now` produce identical data. Pictures are returned as jobs for the caller to render and store.
 */
export function buildDemoData(now: Date, passwordHash: string): DemoData {
  const rand = createRandom(SEED);
  const nowMs = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const ago = (ms: number) => new Date(nowMs - ms);
  const after = (date: Date, ms: number) => new Date(date.getTime() + ms);
  /** Events generated with random gaps must never land in the future. */
  const notLaterThanNow = (date: Date) => new Date(Math.min(date.getTime(), nowMs - MINUTE));
  const latest = (...dates: (Date | undefined)[]) =>
    new Date(Math.max(...dates.map((date) => date?.getTime() ?? 0)));

  const data: DemoData = {
    admins: [],
    platformSettings: [],
    customReferralCodes: [],
    packages: [],
    mentors: [],
    students: [],
    featuredMentors: [],
    paymentDetails: [],
    orders: [],
    bookings: [],
    refunds: [],
    feedback: [],
    payouts: [],
    walletLedger: [],
    conversations: [],
    messages: [],
    notifications: [],
    blogs: [],
    testimonials: [],
    webinars: [],
    webinarRegistrations: [],
    adminUpdates: [],
    newsletterSubscriptions: [],
    contactMessages: [],
    auditLog: [],
    pictures: [],
  };

  const usedHandles = new Set<string>();
  function uniqueHandle(firstName: string, lastName: string): string {
    for (;;) {
      const handle = `${handleBase(firstName, lastName)}${rand.int(1000, 9999)}`;
      if (!usedHandles.has(handle)) {
        usedHandles.add(handle);
        return handle;
      }
    }
  }

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

  const mobileNumber = () => `${rand.pick(['6', '7', '8', '9'])}${rand.digits(9)}`;
  const providerId = (prefix: string) => `${prefix}_${rand.alphanumeric(14)}`;

  function addAvatar(
    folder: string,
    id: string,
    firstName: string,
    lastName: string,
    assign: (url: string) => void,
  ): void {
    data.pictures.push({
      visibility: 'public',
      key: `${folder}/${id}.webp`,
      svg: avatarSvg(firstName, lastName),
      assign,
    });
  }

  function notify(
    recipientRole: 'student' | 'mentor',
    recipientId: string,
    message: string,
    createdAt: Date,
    isRead: boolean,
  ): void {
    data.notifications.push({ id: rand.uuid(), recipientRole, recipientId, message, isRead, createdAt });
  }

  // ---- Admin, settings, referral codes, catalog -------------------------------------------------
  const adminCreatedAt = ago(800 * DAY);
  const admin: AdminRow = {
    id: rand.uuid(),
    name: 'Platform Admin',
    email: DEMO_LOGINS.admin,
    passwordHash,
    profilePicture: null,
    createdAt: adminCreatedAt,
    updatedAt: adminCreatedAt,
  };
  data.admins.push(admin);
  addAvatar('admins', admin.id, 'Platform', 'Admin', (url) => {
    admin.profilePicture = url;
  });

  const settings: typeof platformSettings.$inferInsert = {
    id: 1,
    verificationAmountPaise: VERIFICATION_AMOUNT_PAISE,
    feeFreeUntil: FEE_FREE_UNTIL,
    featuredAdImage: null,
    referralsAvailableFrom: nextMayFirstInIndia(nowMs),
    updatedAt: adminCreatedAt,
  };
  data.platformSettings.push(settings);
  data.pictures.push({
    visibility: 'public',
    key: 'site/featured-ad.webp',
    svg: featuredAdSvg(),
    assign: (url) => {
      settings.featuredAdImage = url;
    },
  });

  const referralCodes = CUSTOM_REFERRALS.map((referral, index) => ({
    id: rand.uuid(),
    organisationName: referral.organisationName,
    code: referral.code,
    createdAt: ago((300 - index * 40) * DAY),
  }));
  data.customReferralCodes.push(...referralCodes);

  const catalog = new Map<string, PackageRow>();
  for (const entry of buildCatalog()) {
    const row: PackageRow = {
      id: rand.uuid(),
      ...entry,
      isActive: true,
      createdAt: adminCreatedAt,
      updatedAt: adminCreatedAt,
    };
    catalog.set(`${entry.category}:${entry.kind}`, row);
    data.packages.push(row);
  }
  function packageFor(category: Category, kind: PackageKind): PackageRow {
    const row = catalog.get(`${category}:${kind}`);
    if (!row) throw new Error(`Catalog has no ${kind} package for ${category}`);
    return row;
  }

  // ---- Mentors ----------------------------------------------------------------------------------
  function pickRegion(): Region {
    const total = REGIONS.reduce((sum, region) => sum + region.weight, 0);
    let roll = rand.next() * total;
    for (const region of REGIONS) {
      roll -= region.weight;
      if (roll < 0) return region;
    }
    return rand.pick(REGIONS);
  }

  function firstNameFor(gender: Gender): string {
    if (gender === 'Male') return rand.pick(MALE_FIRST_NAMES);
    if (gender === 'Female') return rand.pick(FEMALE_FIRST_NAMES);
    return rand.pick(UNISEX_FIRST_NAMES);
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
    const today = new Date(nowMs + IST_OFFSET);
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

  function addMentor(spec: MentorSpec): Mentor {
    const id = rand.uuid();
    const mentorId = uniqueHandle(spec.firstName, spec.lastName);
    const createdAt = spec.createdAt;
    const feeWaived = createdAt < FEE_FREE_UNTIL;
    const feePaidAt = !feeWaived && spec.feePaid ? after(createdAt, 35 * MINUTE) : null;
    const reviewedAt = after(createdAt, rand.int(1, 4) * DAY + rand.int(1, 10) * HOUR);
    const row: MentorRow = {
      id,
      mentorId,
      firstName: spec.firstName,
      lastName: spec.lastName,
      email: spec.email ?? `${mentorId}@example.com`,
      passwordHash,
      city: spec.city ?? rand.pick(spec.region.cities),
      state: spec.region.state,
      number: mobileNumber(),
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
    data.mentors.push(row);
    addAvatar('mentors', id, spec.firstName, spec.lastName, (url) => {
      row.profilePicture = url;
    });
    data.pictures.push(
      {
        visibility: 'private',
        key: `documents/${id}/score-card.webp`,
        svg: documentSvg('NEET Score Card'),
        assign: (key) => {
          row.scoreCardKey = key;
        },
      },
      {
        visibility: 'private',
        key: `documents/${id}/college-id.webp`,
        svg: documentSvg('College ID Card'),
        assign: (key) => {
          row.collegeIdKey = key;
        },
      },
    );
    if (feePaidAt) {
      data.orders.push({
        id: rand.uuid(),
        purpose: 'mentor_fee',
        studentId: null,
        mentorId: id,
        packageId: null,
        amountPaise: VERIFICATION_AMOUNT_PAISE,
        provider: 'sandbox',
        providerOrderId: providerId('order'),
        status: 'paid',
        paymentId: providerId('pay'),
        paidAt: feePaidAt,
        createdAt: after(feePaidAt, -2 * MINUTE),
        updatedAt: feePaidAt,
      });
    }
    return { row, category: categoryForScore(spec.score) };
  }

  const delhi = regionNamed('Delhi - UT');
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
  const approvedMentors: Mentor[] = [demoMentor];
  for (let i = 0; i < GENERATED_APPROVED_MENTORS; i++) {
    const category = CATEGORIES[i % CATEGORIES.length] ?? 'M1';
    const range = CATEGORY_SCORE_RANGES[category];
    const gender: Gender = i % 11 === 7 ? 'Others' : rand.chance(0.5) ? 'Female' : 'Male';
    // Every region gets at least one mentor before the weighted draw takes over.
    const region = regionOrder[i] ?? pickRegion();
    approvedMentors.push(
      addMentor({
        firstName: firstNameFor(gender),
        lastName: rand.pick(region.surnames),
        gender,
        region,
        score: neetScoreBetween(Math.max(range.min, 500), range.max),
        examYear: rand.pick(NEET_EXAM_YEARS),
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
  ): Mentor {
    const gender: Gender = rand.chance(0.5) ? 'Female' : 'Male';
    const region = pickRegion();
    return addMentor({
      firstName: firstNameFor(gender),
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
  const deactivatedMentor = addMentor({
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

  // Featured: the demo mentor plus the eleven highest scorers, so the home page shows toppers.
  const featured = [
    demoMentor,
    ...approvedMentors
      .slice(1)
      .sort((a, b) => (b.row.neetScore ?? 0) - (a.row.neetScore ?? 0))
      .slice(0, 11),
  ];
  featured.forEach((mentor, index) => {
    data.featuredMentors.push({
      id: rand.uuid(),
      mentorId: mentor.row.id,
      position: index + 1,
      createdAt: ago((60 - index) * DAY),
    });
  });
  const [, featuredSecond, featuredThird, featuredFourth, featuredFifth, featuredSixth] = featured;
  if (!featuredSecond || !featuredThird || !featuredFourth || !featuredFifth || !featuredSixth) {
    throw new Error('Expected at least six featured mentors');
  }

  // ---- Students ---------------------------------------------------------------------------------
  interface StudentSpec {
    firstName: string;
    lastName: string;
    gender: Gender;
    email?: string;
    currentClass: (typeof STUDENT_CLASSES)[number];
    number: string | null;
    withPicture: boolean;
    createdAt: Date;
    googleOnly?: boolean;
  }

  function addStudent(spec: StudentSpec): StudentRow {
    const id = rand.uuid();
    const username = uniqueHandle(spec.firstName, spec.lastName);
    const row: StudentRow = {
      id,
      username,
      firstName: spec.firstName,
      lastName: spec.lastName,
      email: spec.email ?? `${username}@example.com`,
      passwordHash: spec.googleOnly ? null : passwordHash,
      googleSub: spec.googleOnly ? `demo-google-${rand.digits(12)}` : null,
      linkedinSub: null,
      number: spec.number,
      gender: spec.gender,
      currentClass: spec.currentClass,
      profilePicture: null,
      emailVerifiedAt: after(spec.createdAt, 3 * MINUTE),
      referralCodeUsed: null,
      referredByMentorId: null,
      customReferralId: null,
      createdAt: spec.createdAt,
      updatedAt: spec.createdAt,
    };
    data.students.push(row);
    if (spec.withPicture) {
      addAvatar('students', id, spec.firstName, spec.lastName, (url) => {
        row.profilePicture = url;
      });
    }
    return row;
  }

  const demoStudent = addStudent({
    firstName: 'Priya',
    lastName: 'Sharma',
    gender: 'Female',
    email: DEMO_LOGINS.student,
    currentClass: '12th',
    number: '9876543210',
    withPicture: true,
    createdAt: ago(320 * DAY),
  });
  const otherStudents: StudentRow[] = [];
  for (let i = 0; i < GENERATED_STUDENTS; i++) {
    const gender: Gender = i % 13 === 5 ? 'Others' : rand.chance(0.55) ? 'Female' : 'Male';
    const region = pickRegion();
    otherStudents.push(
      addStudent({
        firstName: firstNameFor(gender),
        lastName: rand.chance(0.7) ? rand.pick(region.surnames) : rand.pick(GENERIC_SURNAMES),
        gender,
        currentClass: rand.pick(STUDENT_CLASSES),
        number: rand.chance(0.6) ? mobileNumber() : null,
        withPicture: rand.chance(0.6),
        createdAt: ago(rand.int(185, 420) * DAY - rand.int(0, 23) * HOUR),
        googleOnly: i === 9,
      }),
    );
  }
  const allStudents = [demoStudent, ...otherStudents];

  function refer(student: StudentRow, mentor: Mentor): void {
    student.referralCodeUsed = mentor.row.referralCode;
    student.referredByMentorId = mentor.row.id;
  }
  otherStudents.slice(0, 4).forEach((student) => refer(student, demoMentor));
  otherStudents.slice(4, 6).forEach((student) => refer(student, featuredSecond));
  const [firstCode, secondCode] = referralCodes;
  otherStudents.slice(6, 14).forEach((student, index) => {
    const code = index < 5 ? firstCode : secondCode;
    if (!code) return;
    student.referralCodeUsed = code.code;
    student.customReferralId = code.id;
  });

  // ---- Bookings, orders, refunds, feedback, earnings --------------------------------------------
  const freePairs = new Set<string>();
  const ratedPairs = new Set<string>();
  const pairKey = (student: StudentRow, mentor: Mentor) => `${student.id}:${mentor.row.id}`;

  // Up to an hour of jitter keeps times off the full hour; every caller leaves that much slack before now.
  const jitter = () => rand.int(0, 59) * MINUTE;
  const timelines = {
    pending: (minutesAgo: number): Timeline => ({ purchasedAt: ago(minutesAgo * MINUTE) }),
    active: (hoursAgo: number, approveAfterHours: number): Timeline => {
      const purchasedAt = ago(hoursAgo * HOUR + jitter());
      return { purchasedAt, approvedAt: after(purchasedAt, approveAfterHours * HOUR + jitter()) };
    },
    complete: (hoursAgo: number, approveAfterHours: number, completeAfterHours: number): Timeline => {
      const purchasedAt = ago(hoursAgo * HOUR + jitter());
      const approvedAt = after(purchasedAt, approveAfterHours * HOUR + jitter());
      return {
        purchasedAt,
        approvedAt,
        completedAt: after(approvedAt, completeAfterHours * HOUR + jitter()),
      };
    },
    cancelled: (hoursAgo: number, reason: CancelReason, cancelAfterHours: number): Timeline => {
      const purchasedAt = ago(hoursAgo * HOUR + jitter());
      return { purchasedAt, cancelledAt: after(purchasedAt, cancelAfterHours * HOUR), cancelReason: reason };
    },
  };

  function randomTimeline(status: BookingStatus, kind: PackageKind): Timeline {
    switch (status) {
      case 'pending':
        return timelines.pending(rand.int(20, 23 * 60 + 30));
      case 'active':
        return kind === 'monthly'
          ? timelines.active(rand.int(2, 27) * 24 + rand.int(0, 23), rand.int(1, 18))
          : timelines.active(rand.int(1, 20) * 24 + rand.int(0, 23), rand.int(1, 18));
      case 'complete':
        return kind === 'monthly'
          ? timelines.complete(rand.int(40, 170) * 24, rand.int(1, 18), 30 * 24 + rand.int(1, 96))
          : timelines.complete(rand.int(7, 150) * 24 + rand.int(0, 23), rand.int(1, 18), rand.int(12, 120));
      case 'cancelled': {
        const reason: CancelReason = rand.chance(0.6) ? 'timeout' : rand.chance(0.6) ? 'student' : 'admin';
        const cancelAfter = reason === 'timeout' ? 24 + 1 / 60 : rand.int(1, 20);
        return timelines.cancelled(rand.int(2, 120) * 24 + rand.int(0, 23), reason, cancelAfter);
      }
    }
  }

  function addBooking(plan: BookingPlan): BookingRow {
    const pkg = packageFor(plan.mentor.category, plan.kind);
    const isFree = pkg.pricePaise === 0;
    const key = pairKey(plan.student, plan.mentor);
    if (isFree) {
      if (freePairs.has(key)) throw new Error(`Second free booking planned for ${key}`);
      freePairs.add(key);
    }
    const { purchasedAt, approvedAt, completedAt, cancelledAt, cancelReason } = plan.timeline;
    const id = rand.uuid();
    let orderId: string | null = null;
    if (!isFree) {
      orderId = rand.uuid();
      data.orders.push({
        id: orderId,
        purpose: 'booking',
        studentId: plan.student.id,
        mentorId: plan.mentor.row.id,
        packageId: pkg.id,
        amountPaise: pkg.pricePaise,
        provider: 'sandbox',
        providerOrderId: providerId('order'),
        status: 'paid',
        paymentId: providerId('pay'),
        paidAt: purchasedAt,
        createdAt: after(purchasedAt, -2 * MINUTE),
        updatedAt: purchasedAt,
      });
      notify(
        'student',
        plan.student.id,
        NOTIFICATION_TEXT.purchased(pkg.name, formatRupees(pkg.pricePaise)),
        purchasedAt,
        true,
      );
    }
    const pendingHours = (nowMs - purchasedAt.getTime()) / HOUR;
    const booking: BookingRow = {
      id,
      studentId: plan.student.id,
      mentorId: plan.mentor.row.id,
      packageId: pkg.id,
      orderId,
      status: plan.status,
      pricePaise: pkg.pricePaise,
      isFree,
      purchasedAt,
      approvedAt: approvedAt ?? null,
      completedAt: completedAt ?? null,
      cancelledAt: cancelledAt ?? null,
      cancelReason: cancelReason ?? null,
      proofImageKey: null,
      // The mentor is reminded four hours before the 24-hour deadline.
      reminderSentAt: plan.status === 'pending' && pendingHours >= 20 ? after(purchasedAt, 20 * HOUR) : null,
      createdAt: purchasedAt,
      updatedAt: latest(purchasedAt, approvedAt, completedAt, cancelledAt),
    };
    data.bookings.push(booking);
    notify(
      'mentor',
      plan.mentor.row.id,
      NOTIFICATION_TEXT.newRequest(plan.student.username, pkg.name),
      purchasedAt,
      plan.status !== 'pending',
    );
    if (approvedAt) {
      notify(
        'student',
        plan.student.id,
        NOTIFICATION_TEXT.accepted(plan.mentor.row.mentorId, pkg.name),
        approvedAt,
        nowMs - approvedAt.getTime() > 2 * DAY,
      );
    }
    if (plan.status === 'complete' && completedAt) {
      data.pictures.push({
        visibility: 'private',
        key: `proofs/${id}.webp`,
        svg: documentSvg('Session Proof'),
        assign: (proofKey) => {
          booking.proofImageKey = proofKey;
        },
      });
      data.walletLedger.push({
        id: rand.uuid(),
        mentorId: plan.mentor.row.id,
        kind: 'earning',
        amountPaise: pkg.mentorEarningPaise,
        sourceKey: `booking:${id}:earning`,
        bookingId: id,
        payoutId: null,
        createdAt: completedAt,
      });
      notify(
        'student',
        plan.student.id,
        NOTIFICATION_TEXT.completed(plan.mentor.row.mentorId),
        completedAt,
        true,
      );
      if (plan.rating !== undefined && !ratedPairs.has(key)) {
        ratedPairs.add(key);
        const ratedAt = notLaterThanNow(after(completedAt, rand.int(1, 48) * HOUR));
        data.feedback.push({
          id: rand.uuid(),
          mentorId: plan.mentor.row.id,
          studentId: plan.student.id,
          bookingId: id,
          rating: plan.rating,
          review: plan.review ?? null,
          createdAt: ratedAt,
          updatedAt: ratedAt,
        });
        notify(
          'mentor',
          plan.mentor.row.id,
          NOTIFICATION_TEXT.rating(plan.student.username, plan.rating),
          ratedAt,
          true,
        );
      }
    }
    if (plan.status === 'cancelled' && cancelledAt && orderId) {
      const processedAt = notLaterThanNow(after(cancelledAt, rand.int(1, 6) * HOUR));
      data.refunds.push({
        id: rand.uuid(),
        bookingId: id,
        orderId,
        amountPaise: pkg.pricePaise,
        status: 'processed',
        providerRefundId: providerId('rfnd'),
        attempts: 1,
        lastError: null,
        nextAttemptAt: cancelledAt,
        processedAt,
        createdAt: cancelledAt,
        updatedAt: processedAt,
      });
      if (cancelReason === 'timeout') {
        notify(
          'student',
          plan.student.id,
          NOTIFICATION_TEXT.refunded(plan.mentor.row.mentorId, formatRupees(pkg.pricePaise)),
          processedAt,
          true,
        );
      }
    }
    return booking;
  }

  const [s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11] = otherStudents;
  if (!s1 || !s2 || !s3 || !s4 || !s5 || !s6 || !s7 || !s8 || !s9 || !s10 || !s11) {
    throw new Error('Expected at least eleven generated students');
  }

  // The demo accounts get hand-written bookings so every screen has something to show.
  addBooking({
    student: demoStudent,
    mentor: demoMentor,
    kind: 'intro20',
    status: 'complete',
    timeline: timelines.complete(60 * 24, 5, 30),
    rating: 5,
    review: REVIEWS[0],
  });
  addBooking({
    student: demoStudent,
    mentor: demoMentor,
    kind: 'session60',
    status: 'active',
    timeline: timelines.active(2 * 24 + 4, 3),
  });
  addBooking({
    student: demoStudent,
    mentor: featuredSecond,
    kind: 'session60',
    status: 'pending',
    timeline: timelines.pending(3 * 60),
  });
  addBooking({
    student: demoStudent,
    mentor: featuredThird,
    kind: 'session60',
    status: 'complete',
    timeline: timelines.complete(35 * 24, 8, 50),
    rating: 4,
    review: REVIEWS[8],
  });
  addBooking({
    student: demoStudent,
    mentor: featuredFourth,
    kind: 'session60',
    status: 'cancelled',
    timeline: timelines.cancelled(20 * 24, 'timeout', 24 + 1 / 60),
  });
  addBooking({
    student: demoStudent,
    mentor: featuredFifth,
    kind: 'monthly',
    status: 'active',
    timeline: timelines.active(9 * 24, 6),
  });
  addBooking({
    student: demoStudent,
    mentor: featuredSixth,
    kind: 'intro20',
    status: 'complete',
    timeline: timelines.complete(8 * 24, 4, 30),
  });

  addBooking({
    student: s1,
    mentor: demoMentor,
    kind: 'session60',
    status: 'pending',
    timeline: timelines.pending(23 * 60 + 10),
  });
  addBooking({
    student: s2,
    mentor: demoMentor,
    kind: 'intro20',
    status: 'pending',
    timeline: timelines.pending(21 * 60 + 30),
  });
  addBooking({
    student: s3,
    mentor: demoMentor,
    kind: 'monthly',
    status: 'pending',
    timeline: timelines.pending(2 * 60),
  });
  addBooking({
    student: s4,
    mentor: demoMentor,
    kind: 'monthly',
    status: 'active',
    timeline: timelines.active(12 * 24, 5),
  });
  addBooking({
    student: s5,
    mentor: demoMentor,
    kind: 'intro20',
    status: 'active',
    timeline: timelines.active(30, 4),
  });
  addBooking({
    student: s1,
    mentor: demoMentor,
    kind: 'intro20',
    status: 'complete',
    timeline: timelines.complete(90 * 24, 6, 40),
    rating: 5,
    review: REVIEWS[1],
  });
  addBooking({
    student: s2,
    mentor: demoMentor,
    kind: 'session60',
    status: 'complete',
    timeline: timelines.complete(70 * 24, 3, 26),
    rating: 5,
    review: REVIEWS[2],
  });
  addBooking({
    student: s3,
    mentor: demoMentor,
    kind: 'intro20',
    status: 'complete',
    timeline: timelines.complete(50 * 24, 2, 20),
    rating: 4,
    review: REVIEWS[4],
  });
  addBooking({
    student: s6,
    mentor: demoMentor,
    kind: 'monthly',
    status: 'complete',
    timeline: timelines.complete(75 * 24, 5, 31 * 24),
    rating: 5,
    review: REVIEWS[6],
  });
  addBooking({
    student: s7,
    mentor: demoMentor,
    kind: 'session60',
    status: 'complete',
    timeline: timelines.complete(25 * 24, 7, 30),
    rating: 5,
    review: null,
  });
  addBooking({
    student: s8,
    mentor: demoMentor,
    kind: 'session60',
    status: 'complete',
    timeline: timelines.complete(12 * 24, 4, 48),
    rating: 4,
    review: REVIEWS[7],
  });
  // Completed within the last day, so the wallet shows a balance after the latest payout.
  addBooking({
    student: s9,
    mentor: demoMentor,
    kind: 'session60',
    status: 'complete',
    timeline: timelines.complete(72, 6, 46),
  });
  addBooking({
    student: s10,
    mentor: demoMentor,
    kind: 'session60',
    status: 'cancelled',
    timeline: timelines.cancelled(15 * 24, 'timeout', 24 + 1 / 60),
  });
  addBooking({
    student: s11,
    mentor: demoMentor,
    kind: 'intro20',
    status: 'cancelled',
    timeline: timelines.cancelled(40 * 24, 'student', 3),
  });

  const usedPairs = new Set(data.bookings.map((booking) => `${booking.studentId}:${booking.mentorId}`));
  const statusWeights: readonly BookingStatus[] = [
    'complete',
    'complete',
    'complete',
    'complete',
    'complete',
    'active',
    'active',
    'pending',
    'pending',
    'cancelled',
  ];
  const kindWeights: readonly PackageKind[] = [
    'intro20',
    'intro20',
    'intro20',
    'session60',
    'session60',
    'session60',
    'session60',
    'monthly',
  ];
  const bookableMentors = approvedMentors.slice(1);
  for (let i = 0; i < RANDOM_BOOKINGS; i++) {
    const student = rand.pick(otherStudents);
    const mentor = rand.chance(0.5) ? rand.pick(featured.slice(1)) : rand.pick(bookableMentors);
    const key = pairKey(student, mentor);
    if (usedPairs.has(key)) continue;
    usedPairs.add(key);
    const status = rand.pick(statusWeights);
    const kind = rand.pick(kindWeights);
    const rated = status === 'complete' && rand.chance(0.85);
    addBooking({
      student,
      mentor,
      kind,
      status,
      timeline: randomTimeline(status, kind),
      rating: rated ? rand.pick([5, 5, 5, 4, 4, 4, 3]) : undefined,
      review: rated && rand.chance(0.7) ? rand.pick(REVIEWS) : null,
    });
  }
  // Abandoned and failed checkouts, as a real payments table has them.
  for (const status of ['created', 'created', 'failed'] as const) {
    const student = rand.pick(otherStudents);
    const mentor = rand.pick(bookableMentors);
    const pkg = packageFor(mentor.category, 'session60');
    const createdAt = ago(rand.int(1, 30) * DAY);
    data.orders.push({
      id: rand.uuid(),
      purpose: 'booking',
      studentId: student.id,
      mentorId: mentor.row.id,
      packageId: pkg.id,
      amountPaise: pkg.pricePaise,
      provider: 'sandbox',
      providerOrderId: providerId('order'),
      status,
      paymentId: null,
      paidAt: null,
      createdAt,
      updatedAt: createdAt,
    });
  }

  // ---- Referral rewards, payouts, payment details -----------------------------------------------
  const mentorsById = new Map(data.mentors.map((row) => [row.id, row]));
  for (const student of allStudents) {
    const referrerId = student.referredByMentorId;
    if (!referrerId) continue;
    const firstCompleted = data.bookings
      .filter((booking) => booking.studentId === student.id && booking.status === 'complete')
      .sort((a, b) => (a.completedAt?.getTime() ?? 0) - (b.completedAt?.getTime() ?? 0))[0];
    if (!firstCompleted?.completedAt) continue;
    const rewardPaise = REFERRAL_REWARD_RUPEES * 100;
    data.walletLedger.push({
      id: rand.uuid(),
      mentorId: referrerId,
      kind: 'referral_reward',
      amountPaise: rewardPaise,
      sourceKey: `referral:${student.id}:reward`,
      bookingId: firstCompleted.id,
      payoutId: null,
      createdAt: firstCompleted.completedAt,
    });
    notify(
      'mentor',
      referrerId,
      NOTIFICATION_TEXT.referral(formatRupees(rewardPaise)),
      firstCompleted.completedAt,
      true,
    );
  }

  const payoutDates = recentPayoutDates(nowMs);
  const paidMentors: { mentor: Mentor; dates: Date[] }[] = [
    { mentor: demoMentor, dates: payoutDates },
    ...[featuredSecond, featuredThird, featuredFourth].map((mentor) => ({
      mentor,
      dates: payoutDates.slice(-1),
    })),
  ];
  for (const { mentor, dates } of paidMentors) {
    for (const clearedAt of dates) {
      const balance = data.walletLedger
        .filter((entry) => entry.mentorId === mentor.row.id && (entry.createdAt ?? clearedAt) < clearedAt)
        .reduce((sum, entry) => sum + entry.amountPaise, 0);
      if (balance <= 0) continue;
      const payout: PayoutRow = {
        id: rand.uuid(),
        mentorId: mentor.row.id,
        amountPaise: balance,
        proofImageKey: '',
        clearedByAdminId: admin.id,
        clearedAt,
        createdAt: clearedAt,
      };
      data.payouts.push(payout);
      data.pictures.push({
        visibility: 'private',
        key: `payouts/${payout.id}.webp`,
        svg: documentSvg('Payout Receipt'),
        assign: (proofKey) => {
          payout.proofImageKey = proofKey;
        },
      });
      data.walletLedger.push({
        id: rand.uuid(),
        mentorId: mentor.row.id,
        kind: 'payout',
        amountPaise: -balance,
        sourceKey: `payout:${payout.id}`,
        bookingId: null,
        payoutId: payout.id,
        createdAt: clearedAt,
      });
      notify('mentor', mentor.row.id, NOTIFICATION_TEXT.payout(formatRupees(balance)), clearedAt, true);
      data.auditLog.push({
        id: rand.uuid(),
        actorRole: 'admin',
        actorId: admin.id,
        action: 'payout.clear',
        targetType: 'mentor',
        targetId: mentor.row.id,
        details: { payoutId: payout.id, amountPaise: balance },
        createdAt: clearedAt,
      });
    }
  }

  const demoDetailsAt = after(demoMentor.row.createdAt ?? adminCreatedAt, 10 * DAY);
  data.paymentDetails.push({
    id: rand.uuid(),
    mentorId: demoMentor.row.id,
    paymentMethod: 'Bank',
    paymentInfo: '5010 0234 5678 9012',
    accountHolderName: 'Ananya Iyer',
    ifscCode: 'HDFC0000123',
    createdAt: demoDetailsAt,
    updatedAt: demoDetailsAt,
  });
  const upiHandles = { Paytm: 'paytm', 'Google Pay': 'okicici', PhonePe: 'ybl' } as const;
  for (const mentor of [...featured.slice(1), ...rand.sample(bookableMentors, 8)]) {
    if (data.paymentDetails.some((details) => details.mentorId === mentor.row.id)) continue;
    const method = rand.pick(['Bank', 'Paytm', 'Google Pay', 'PhonePe'] as const);
    const createdAt = after(mentor.row.approvedAt ?? adminCreatedAt, rand.int(1, 30) * DAY);
    const fullName = `${mentor.row.firstName} ${mentor.row.lastName}`;
    data.paymentDetails.push({
      id: rand.uuid(),
      mentorId: mentor.row.id,
      paymentMethod: method,
      paymentInfo:
        method === 'Bank'
          ? `${rand.digits(4)} ${rand.digits(4)} ${rand.digits(4)} ${rand.digits(2)}`
          : `${mentor.row.number}@${upiHandles[method]}`,
      accountHolderName: method === 'Bank' ? fullName : null,
      ifscCode:
        method === 'Bank' ? `${rand.pick(['SBIN', 'HDFC', 'ICIC', 'PUNB', 'UBIN'])}0${rand.digits(6)}` : null,
      createdAt,
      updatedAt: createdAt,
    });
  }

  // ---- Conversations ----------------------------------------------------------------------------
  const chatPairs = new Map<string, BookingRow[]>();
  for (const booking of data.bookings) {
    if (booking.status !== 'active' && booking.status !== 'complete') continue;
    const key = `${booking.studentId}:${booking.mentorId}`;
    chatPairs.set(key, [...(chatPairs.get(key) ?? []), booking]);
  }
  const studentsById = new Map(data.students.map((row) => [row.id, row]));
  for (const pairBookings of chatPairs.values()) {
    // The chat belongs to the pair's most recent session, so a live session has recent messages.
    const anchor = pairBookings.reduce((newest, booking) =>
      (booking.approvedAt?.getTime() ?? 0) > (newest.approvedAt?.getTime() ?? 0) ? booking : newest,
    );
    const student = studentsById.get(anchor.studentId);
    const mentor = mentorsById.get(anchor.mentorId);
    const pkg = data.packages.find((row) => row.id === anchor.packageId);
    if (!anchor.approvedAt || !student || !mentor || !pkg) continue;
    const hasActive = anchor.status === 'active';
    const endBound = (hasActive ? nowMs : (anchor.completedAt?.getTime() ?? nowMs)) - MINUTE;
    const windowStart = anchor.approvedAt.getTime() + 10 * MINUTE;
    const windowEnd = Math.min(windowStart + 3 * DAY, endBound);
    const isDemoPair = student.id === demoStudent.id || mentor.id === demoMentor.row.id;
    const script = rand.pick(CHAT_SCRIPTS);
    const count = isDemoPair ? script.length : rand.int(2, script.length);
    const conversationId = rand.uuid();
    const step = count > 1 ? (windowEnd - windowStart) / (count - 1) : 0;
    let lastAt = new Date(windowStart);
    for (let index = 0; index < count; index++) {
      const fromStudent = index % 2 === 0;
      const createdAt = new Date(Math.round((windowStart + step * index) / 1000) * 1000);
      const isLast = index === count - 1;
      const body = (script[index] ?? '')
        .replaceAll('{mentor}', mentor.firstName)
        .replaceAll('{student}', student.firstName)
        .replaceAll('{package}', pkg.name);
      data.messages.push({
        id: rand.uuid(),
        conversationId,
        senderRole: fromStudent ? 'student' : 'mentor',
        senderId: fromStudent ? student.id : mentor.id,
        receiverId: fromStudent ? mentor.id : student.id,
        body,
        clientMessageId: rand.uuid(),
        // In a live conversation the newest message is still waiting to be read.
        readAt: hasActive && isLast ? null : notLaterThanNow(after(createdAt, rand.int(1, 40) * MINUTE)),
        createdAt,
      });
      lastAt = createdAt;
    }
    data.conversations.push({
      id: conversationId,
      studentId: student.id,
      mentorId: mentor.id,
      lastMessageAt: lastAt,
      createdAt: new Date(windowStart),
    });
  }

  // ---- Demo-account notifications ---------------------------------------------------------------
  notify(
    'student',
    demoStudent.id,
    NOTIFICATION_TEXT.welcomeStudent,
    after(demoStudent.createdAt ?? adminCreatedAt, 5 * MINUTE),
    true,
  );
  notify(
    'mentor',
    demoMentor.row.id,
    NOTIFICATION_TEXT.welcomeMentor,
    demoMentor.row.approvedAt ?? adminCreatedAt,
    true,
  );
  for (const mentor of approvedMentors.slice(1)) {
    notify(
      'mentor',
      mentor.row.id,
      NOTIFICATION_TEXT.welcomeMentor,
      mentor.row.approvedAt ?? adminCreatedAt,
      true,
    );
  }

  // ---- Audit trail of the admin's decisions ---------------------------------------------------
  const reviewed = [...approvedMentors.slice(-3), rejectedApplicant, deactivatedMentor];
  for (const mentor of reviewed) {
    const action = mentor === rejectedApplicant ? 'mentor.reject' : 'mentor.approve';
    data.auditLog.push({
      id: rand.uuid(),
      actorRole: 'admin',
      actorId: admin.id,
      action,
      targetType: 'mentor',
      targetId: mentor.row.id,
      details: { mentorId: mentor.row.mentorId },
      createdAt: mentor.row.approvedAt ?? mentor.row.rejectedAt ?? adminCreatedAt,
    });
  }
  const deactivatedAt = ago(45 * DAY);
  deactivatedMentor.row.updatedAt = deactivatedAt;
  data.auditLog.push({
    id: rand.uuid(),
    actorRole: 'admin',
    actorId: admin.id,
    action: 'mentor.deactivate',
    targetType: 'mentor',
    targetId: deactivatedMentor.row.id,
    details: { mentorId: deactivatedMentor.row.mentorId },
    createdAt: deactivatedAt,
  });

  // ---- Content ----------------------------------------------------------------------------------
  BLOG_POSTS.forEach((post, index) => {
    const createdAt = ago((100 - index * 11) * DAY + rand.int(1, 10) * HOUR);
    const row: WithId<typeof blogs.$inferInsert> = {
      id: rand.uuid(),
      ...post,
      image: null,
      createdAt,
      updatedAt: createdAt,
    };
    data.blogs.push(row);
    data.pictures.push({
      visibility: 'public',
      key: `blogs/${row.id}.webp`,
      svg: blogCoverSvg(post.title),
      assign: (url) => {
        row.image = url;
      },
    });
  });

  TESTIMONIALS.forEach((testimonial, index) => {
    const row: WithId<typeof testimonials.$inferInsert> = {
      id: rand.uuid(),
      name: testimonial.name,
      message: testimonial.message,
      image: null,
      createdAt: ago((200 - index * 25) * DAY),
    };
    data.testimonials.push(row);
    const [firstName = '', lastName = ''] = testimonial.name.split(' ');
    addAvatar('testimonials', row.id, firstName, lastName, (url) => {
      row.image = url;
    });
  });

  const webinarDate = nextSundayInIndia(nowMs);
  const webinar: WithId<typeof webinars.$inferInsert> = {
    id: rand.uuid(),
    image: null,
    time: '06:00 PM',
    date: `${webinarDate.day} ${webinarDate.month}`,
    day: 'Sunday',
    year: String(webinarDate.year),
    contentHtml: WEBINAR_CONTENT_HTML,
    isCurrent: true,
    createdAt: ago(4 * DAY),
  };
  data.webinars.push(webinar);
  data.pictures.push({
    visibility: 'public',
    key: `webinars/${webinar.id}.webp`,
    svg: webinarSvg(`Sunday, ${webinarDate.day} ${webinarDate.month} ${webinarDate.year} · 06:00 PM IST`),
    assign: (url) => {
      webinar.image = url;
    },
  });
  for (const student of [s1, s4]) {
    data.webinarRegistrations.push({
      id: rand.uuid(),
      webinarId: webinar.id,
      name: `${student.firstName} ${student.lastName}`,
      email: student.email,
      createdAt: ago(rand.int(1, 3) * DAY),
    });
  }

  ADMIN_UPDATES.forEach((content, index) => {
    data.adminUpdates.push({
      id: rand.uuid(),
      adminId: admin.id,
      content,
      createdAt: ago((75 - index * 17) * DAY),
    });
  });
  NEWSLETTER_EMAILS.forEach((email, index) => {
    data.newsletterSubscriptions.push({ id: rand.uuid(), email, createdAt: ago((30 - index * 9) * DAY) });
  });
  CONTACT_MESSAGES.forEach((message, index) => {
    data.contactMessages.push({
      id: rand.uuid(),
      ...message,
      createdAt: ago((6 - index * 4) * DAY + 2 * HOUR),
    });
  });

  return data;
}

function regionNamed(state: string): Region {
  const region = REGIONS.find((candidate) => candidate.state === state);
  if (!region) throw new Error(`Unknown region ${state}`);
  return region;
}

/** The referrals page stays behind its "available from May" overlay until the next 1 May, India time. */
function nextMayFirstInIndia(nowMs: number): Date {
  const year = new Date(nowMs + IST_OFFSET).getUTCFullYear();
  const mayFirst = (y: number) => Date.UTC(y, 4, 1) - IST_OFFSET;
  return new Date(mayFirst(year) > nowMs ? mayFirst(year) : mayFirst(year + 1));
}

/** The webinar is on the first Sunday at least a week away, so the demo always shows an upcoming one. */
function nextSundayInIndia(nowMs: number): { day: number; month: string; year: number } {
  const today = new Date(nowMs + IST_OFFSET);
  const daysAhead = 7 + ((7 - today.getUTCDay()) % 7);
  const sunday = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + daysAhead),
  );
  return {
    day: sunday.getUTCDate(),
    month: MONTH_NAMES[sunday.getUTCMonth()] ?? '',
    year: sunday.getUTCFullYear(),
  };
}

/** Payouts are made on the 5th of each month (spec part 2 §1); the two most recent paydays at 11:00 India time. */
function recentPayoutDates(nowMs: number): Date[] {
  const today = new Date(nowMs + IST_OFFSET);
  const candidates = [0, -1, -2].map(
    (offset) => Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 5, 11) - IST_OFFSET,
  );
  return candidates
    .filter((time) => time <= nowMs - 1000 * 60 * 60 * 24)
    .slice(0, 2)
    .reverse()
    .map((time) => new Date(time));
}
