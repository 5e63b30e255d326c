import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRating, categoryForScore, MENTOR_PAGE_SIZE, type MentorCard } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMentor } from '../../../test/factories.ts';
import { mentors, packages } from '../../db/schema/index.ts';
import { seedDemoData } from '../../db/seed/index.ts';

let subject: TestApp;
type Row = typeof mentors.$inferSelect;
let listed: Row[];
let sessionPrice: Record<string, number>;
/** Mentors made for the five-filter case: two that match all five, and one near miss per filter. */
let fiveFilterMatches: Row[];
let fiveFilterNearMisses: Row[];

const FIVE_FILTERS = {
  category: 'M2',
  state: 'Kerala',
  gender: 'Others',
  neetAttempts: 2,
  neetExamYear: 2021,
} as const;
const FIVE_FILTER_MENTOR = {
  firstName: 'Fivefold',
  neetScore: 620,
  state: FIVE_FILTERS.state,
  gender: FIVE_FILTERS.gender,
  neetAttempts: FIVE_FILTERS.neetAttempts,
  neetExamYear: FIVE_FILTERS.neetExamYear,
};

const get = (query: string) =>
  subject.app.inject({ method: 'GET', url: `/api/v1/mentors/all-mentors${query}` });

/** Every mentor of a filter, walking the pages of the API. */
async function allPages(query: Record<string, string | number>): Promise<MentorCard[]> {
  const cards: MentorCard[] = [];
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams({
      ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      page: String(page),
    });
    const response = await get(`?${params}`);
    expect(response.statusCode).toBe(200);
    const { data, pagination } = response.json().data;
    cards.push(...data);
    if (page >= pagination.totalPages) return cards;
  }
}

const idsOf = (rows: { id?: string; _id?: string }[]) => rows.map((row) => row._id ?? row.id).sort();

beforeAll(async () => {
  subject = await createTestApp();
  await seedDemoData(subject.database.db, {
    storage: subject.storage,
    now: new Date('2026-11-01T06:00:00Z'),
  });
  const { db } = subject.database;
  fiveFilterMatches = await Promise.all([
    createMentor(db, FIVE_FILTER_MENTOR),
    createMentor(db, { ...FIVE_FILTER_MENTOR, neetScore: 640 }),
  ]);
  fiveFilterNearMisses = await Promise.all([
    createMentor(db, { ...FIVE_FILTER_MENTOR, neetScore: 700 }),
    createMentor(db, { ...FIVE_FILTER_MENTOR, state: 'Goa' }),
    createMentor(db, { ...FIVE_FILTER_MENTOR, gender: 'Female' }),
    createMentor(db, { ...FIVE_FILTER_MENTOR, neetAttempts: 3 }),
    createMentor(db, { ...FIVE_FILTER_MENTOR, neetExamYear: 2022 }),
  ]);
  const rows = await subject.database.db.select().from(mentors);
  listed = rows.filter(
    (row) =>
      row.applicationStatus === 'approved' && row.isActive && row.emailVerifiedAt && row.neetScore !== null,
  );
  const catalog = await subject.database.db.select().from(packages).where(eq(packages.kind, 'session60'));
  sessionPrice = Object.fromEntries(catalog.map((item) => [item.category, item.pricePaise / 100]));
}, 120_000);
afterAll(async () => {
  await subject.close();
});

describe('GET /api/v1/mentors/all-mentors', () => {
  it('lists only approved, active mentors, 12 a page, with public fields only', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    const { data, pagination } = response.json().data;
    expect(data).toHaveLength(MENTOR_PAGE_SIZE);
    expect(pagination).toEqual({
      currentPage: 1,
      totalPages: Math.ceil(listed.length / MENTOR_PAGE_SIZE),
      totalMentors: listed.length,
      pageSize: MENTOR_PAGE_SIZE,
    });
    const everyone = await allPages({});
    expect(idsOf(everyone)).toEqual(idsOf(listed));
    const text = JSON.stringify(everyone);
    for (const secret of [
      'email',
      'number',
      'passwordHash',
      'scoreCardKey',
      'collegeIdKey',
      'referralCode',
      'wallet',
      'paymentDetails',
    ]) {
      expect(text).not.toContain(`"${secret}"`);
    }
    expect(text).not.toContain('@');
    expect(response.headers['cache-control']).toBe('public, no-cache');
  });

  it('never lists pending, rejected, deactivated or unverified mentors', async () => {
    const hidden = await Promise.all([
      createMentor(subject.database.db, { firstName: 'Hiddenpending', applicationStatus: 'pending' }),
      createMentor(subject.database.db, { firstName: 'Hiddenrejected', applicationStatus: 'rejected' }),
      createMentor(subject.database.db, { firstName: 'Hiddeninactive', isActive: false }),
      createMentor(subject.database.db, { firstName: 'Hiddenunverified', emailVerifiedAt: null }),
    ]);
    // Written straight to the database: wait until the change has reached the ready answers.
    await subject.app.publicReads.barrier();
    const found = await allPages({ username: 'hidden' });
    expect(found).toEqual([]);
    const everyone = await allPages({});
    for (const mentor of hidden) expect(idsOf(everyone)).not.toContain(mentor.id);
  });

  const inCategory = (row: Row, category: string) => categoryForScore(row.neetScore ?? 0) === category;
  /** The demo mentor (Ananya Iyer: M4, Delhi - UT, Female, 1 attempt, NEET 2023), a fixed seeded answer. */
  const DEMO_MENTOR = 'demo.mentor@example.com';

  const cases: [string, Record<string, string | number>, (row: Row) => boolean, string?][] = [
    ['category M1', { category: 'M1' }, (row) => inCategory(row, 'M1')],
    ['category M4', { category: 'M4' }, (row) => inCategory(row, 'M4'), DEMO_MENTOR],
    ['state Kerala', { state: 'Kerala' }, (row) => row.state === 'Kerala'],
    ['gender Female', { gender: 'Female' }, (row) => row.gender === 'Female', DEMO_MENTOR],
    ['gender Others', { gender: 'Others' }, (row) => row.gender === 'Others'],
    ['3 attempts', { neetAttempts: 3 }, (row) => row.neetAttempts === 3],
    ['exam year 2022', { neetExamYear: 2022 }, (row) => row.neetExamYear === 2022],
    [
      'a budget of ₹250',
      { maxPrice: 250 },
      (row) => (sessionPrice[categoryForScore(row.neetScore ?? 0)] ?? Infinity) <= 250,
    ],
    [
      'category + gender + attempts + exam year',
      { category: 'M4', gender: 'Female', neetAttempts: 1, neetExamYear: 2023 },
      (row) =>
        inCategory(row, 'M4') &&
        row.gender === 'Female' &&
        row.neetAttempts === 1 &&
        row.neetExamYear === 2023,
      DEMO_MENTOR,
    ],
    [
      'category + gender + attempts + exam year (generated mentors)',
      { category: 'M3', gender: 'Male', neetAttempts: 1, neetExamYear: 2023 },
      (row) =>
        inCategory(row, 'M3') && row.gender === 'Male' && row.neetAttempts === 1 && row.neetExamYear === 2023,
    ],
    [
      'state + category',
      { state: 'Delhi - UT', category: 'M4' },
      (row) => row.state === 'Delhi - UT' && inCategory(row, 'M4'),
      DEMO_MENTOR,
    ],
    [
      'all five: category + state + gender + attempts + exam year',
      { category: 'M4', state: 'Delhi - UT', gender: 'Female', neetAttempts: 1, neetExamYear: 2023 },
      (row) =>
        inCategory(row, 'M4') &&
        row.state === 'Delhi - UT' &&
        row.gender === 'Female' &&
        row.neetAttempts === 1 &&
        row.neetExamYear === 2023,
      DEMO_MENTOR,
    ],
  ];

  it.each(cases)(
    'filters by %s with the same, non-empty answer as the data',
    async (_name, query, keep, knownEmail) => {
      const expected = listed.filter(keep);
      expect(expected.length).toBeGreaterThan(0);
      const found = await allPages(query);
      expect(idsOf(found)).toEqual(idsOf(expected));
      if (knownEmail) {
        const known = listed.find((row) => row.email === knownEmail);
        expect(known, knownEmail).toBeDefined();
        expect(idsOf(found)).toContain(known?.id);
      }
    },
  );

  it('combines all five filters: finds exactly the mentors matching every one, none that miss one', async () => {
    const found = await allPages(FIVE_FILTERS);
    const ids = idsOf(found);
    for (const mentor of fiveFilterMatches) expect(ids).toContain(mentor.id);
    for (const mentor of fiveFilterNearMisses) expect(ids).not.toContain(mentor.id);
    const expected = listed.filter(
      (row) =>
        inCategory(row, FIVE_FILTERS.category) &&
        row.state === FIVE_FILTERS.state &&
        row.gender === FIVE_FILTERS.gender &&
        row.neetAttempts === FIVE_FILTERS.neetAttempts &&
        row.neetExamYear === FIVE_FILTERS.neetExamYear,
    );
    expect(ids).toEqual(idsOf(expected));
    // Each near miss is found once its one differing filter is dropped, so none is missing for another reason.
    const [byCategory, byState, byGender, byAttempts, byYear] = fiveFilterNearMisses;
    const { category, state, gender, neetAttempts, neetExamYear } = FIVE_FILTERS;
    for (const [mentor, query] of [
      [byCategory, { state, gender, neetAttempts, neetExamYear }],
      [byState, { category, gender, neetAttempts, neetExamYear }],
      [byGender, { category, state, neetAttempts, neetExamYear }],
      [byAttempts, { category, state, gender, neetExamYear }],
      [byYear, { category, state, gender, neetAttempts }],
    ] as const) {
      expect(idsOf(await allPages(query))).toContain(mentor?.id);
    }
  });

  it('finds names and mentor ids by any part, in any letter case', async () => {
    const sample = listed[0];
    if (!sample) throw new Error('no demo mentors');
    const byFirst = await allPages({ username: sample.firstName.slice(1, 4).toUpperCase() });
    expect(idsOf(byFirst)).toContain(sample.id);
    const byId = await allPages({ username: sample.mentorId });
    expect(idsOf(byId)).toEqual([sample.id]);
    const byFull = await allPages({ username: `${sample.firstName} ${sample.lastName}`.toLowerCase() });
    expect(idsOf(byFull)).toContain(sample.id);
    expect(await allPages({ username: '%' })).toEqual([]);
  });

  it('sorts by rating, NEET score and price', async () => {
    const byScore = await allPages({ sort: 'score' });
    const scores = byScore.map((card) => card.neetScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const byPrice = await allPages({ sort: 'price-low' });
    const prices = byPrice.map((card) => card.sessionPrice ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byRating = await allPages({ sort: 'rating' });
    const ratings = byRating.map((card) => card.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('answers a page past the end with the last page, and says which page that is', async () => {
    const totalPages = Math.ceil(listed.length / MENTOR_PAGE_SIZE);
    const last = await get(`?page=${totalPages}`);
    const response = await get('?page=999');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.pagination).toMatchObject({
      currentPage: totalPages,
      totalPages,
      totalMentors: listed.length,
    });
    expect(response.json().data.data).toEqual(last.json().data.data);
    expect(response.json().data.data.length).toBeGreaterThan(0);
  });

  it.each([
    ['?page=0', 'Pages start at 1.'],
    ['?page=-1', 'Pages start at 1.'],
    ['?page=abc', 'The page is a number.'],
    ['?page=1.5', 'The page is a whole number.'],
    ['?category=M9', 'Category is M1, M2, M3 or M4.'],
    ['?gender=Robot', 'Gender is Male, Female or Others.'],
    ['?neetAttempts=9', 'NEET attempts are 1 to 5.'],
    ['?neetExamYear=1999', 'Choose a NEET exam year from the list.'],
    ['?neetExamYear=twenty', 'Choose a NEET exam year from the list.'],
    ['?state=Atlantis', 'Choose a state from the list.'],
    ['?maxPrice=-5', 'The budget cannot be negative.'],
    ['?sort=random', 'Unknown sort order.'],
    ['?unknown=1', '"unknown" is not a field of this request.'],
    ['?state=Atlantis&gender=Robot', 'Choose a state from the list. Gender is Male, Female or Others.'],
  ])('refuses %s with 400 and a message a person can read, never 500', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect(body.message).not.toMatch(/Invalid query|querystring/);
    expect(body.data.errors.length).toBeGreaterThan(0);
  });

  it('treats empty filter values as no filter', async () => {
    const response = await get('?username=&state=&gender=&category=&neetAttempts=&neetExamYear=&page=');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.pagination.totalMentors).toBe(listed.length);
  });
});

describe('POST /api/v1/mentors/search-mentor', () => {
  it('filters the same way with the filters in the body', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/mentors/search-mentor',
      payload: {
        username: '',
        neetExamYear: '',
        state: 'Kerala',
        gender: '',
        neetAttempts: '',
        category: '',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.pagination.totalMentors).toBe(
      listed.filter((row) => row.state === 'Kerala').length,
    );
    const bad = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/mentors/search-mentor',
      payload: { category: 'M7' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('paging the POST search-mentor by its body', () => {
  const search = (payload: object) =>
    subject.app.inject({ method: 'POST', url: '/api/v1/mentors/search-mentor', payload });

  it('walks every page of a filter and answers a page past the end with the last page', async () => {
    const kerala = listed.filter((row) => row.state === 'Kerala');
    const totalPages = Math.ceil(kerala.length / MENTOR_PAGE_SIZE);
    const seen: string[] = [];
    for (let page = 1; page <= totalPages; page += 1) {
      const response = await search({ state: 'Kerala', page });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.pagination).toMatchObject({ currentPage: page, totalPages });
      seen.push(...response.json().data.data.map((card: MentorCard) => card._id));
    }
    expect(seen.sort()).toEqual(idsOf(kerala));
    const past = await search({ state: 'Kerala', page: totalPages + 1 });
    expect(past.statusCode).toBe(200);
    expect(past.json().data.pagination).toMatchObject({
      currentPage: totalPages,
      totalPages,
      totalMentors: kerala.length,
    });
    expect(past.json().data.data.length).toBeGreaterThan(0);
  });

  it.each([
    [{ page: '' }, 1],
    [{ page: null }, 1],
    [{}, 1],
    [{ page: '2' }, 2],
    [{ page: 2 }, 2],
  ])('reads the page of %j as page %i', async (body, page) => {
    const response = await search(body);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.pagination.currentPage).toBe(page);
  });

  it.each([
    [{ page: 0 }, 'Pages start at 1.'],
    [{ page: -3 }, 'Pages start at 1.'],
    [{ page: 'abc' }, 'The page is a number.'],
    [{ page: 1.5 }, 'The page is a whole number.'],
    [{ page: {} }, 'The page is a number.'],
    [{ page: 100_001 }, 'The page number is too large.'],
  ])('refuses the page of %j with 400 and a clear message, never 500', async (body, message) => {
    const response = await search(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().data.errors).toEqual([{ path: 'page', message }]);
  });
});

describe('POST /api/v1/mentors/single-mentor', () => {
  it('shows a listed mentor with reviews and the packages of their category', async () => {
    const mentor = listed.find((row) => row.email === 'demo.mentor@example.com');
    if (!mentor) throw new Error('demo mentor missing');
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/mentors/single-mentor',
      payload: { mentorId: mentor.id },
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile).toMatchObject({
      _id: mentor.id,
      firstName: mentor.firstName,
      category: 'M4',
      languages: mentor.languages,
    });
    expect(profile.package.map((item: { kind: string }) => item.kind).sort()).toEqual([
      'intro20',
      'monthly',
      'session60',
    ]);
    const free = profile.package.find((item: { kind: string }) => item.kind === 'intro20');
    expect(free.packagePrice).toBe(0);
    expect(profile.reviews.length).toBeGreaterThan(0);
    expect(profile.reviews[0].studentName).toMatch(/^\S+ \S\.$/);
    const text = JSON.stringify(profile);
    expect(text).not.toContain('@');
    expect(text).not.toMatch(/scoreCard|collegeId|passwordHash|"number"/);

    const byDisplayId = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/mentors/single-mentor',
      payload: { mentorId: mentor.mentorId },
    });
    expect(byDisplayId.json().data._id).toBe(mentor.id);
  });

  it('answers 404 for unknown, pending and deactivated mentors', async () => {
    const pending = await createMentor(subject.database.db, { applicationStatus: 'pending' });
    const inactive = await createMentor(subject.database.db, { isActive: false });
    await subject.app.publicReads.barrier();
    for (const mentorId of ['00000000-0000-4000-8000-000000000000', 'nobody1234', pending.id, inactive.id]) {
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/v1/mentors/single-mentor',
        payload: { mentorId },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This mentor is not available.');
    }
  });
});

describe('caching of the public listing', () => {
  it('answers a repeated request with 304 while nothing changed, and with fresh data after a change', async () => {
    const first = await get('?state=Goa');
    const tag = first.headers.etag;
    expect(tag).toBeTruthy();
    const repeat = await subject.app.inject({
      method: 'GET',
      url: '/api/v1/mentors/all-mentors?state=Goa',
      headers: { 'if-none-match': String(tag) },
    });
    expect(repeat.statusCode).toBe(304);
    await createMentor(subject.database.db, { state: 'Goa', firstName: 'Newgoan' });
    await subject.app.publicReads.barrier();
    const changed = await subject.app.inject({
      method: 'GET',
      url: '/api/v1/mentors/all-mentors?state=Goa',
      headers: { 'if-none-match': String(tag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(JSON.stringify(changed.json())).toContain('Newgoan');
  });
});

describe('card figures', () => {
  it('carries each mentor’s own rating, review count and session price', async () => {
    const everyone = await allPages({});
    const feedbackRows = await subject.database.db.execute<{ mentor_id: string; ratings: number[] }>(
      sql`SELECT mentor_id, array_agg(rating) AS ratings FROM feedback GROUP BY mentor_id`,
    );
    const ratingsByMentor = new Map(feedbackRows.rows.map((row) => [row.mentor_id, row.ratings]));
    expect(ratingsByMentor.size).toBeGreaterThan(0);
    for (const card of everyone) {
      const ratings = ratingsByMentor.get(card._id) ?? [];
      expect(card.reviewCount, card.mentorId).toBe(ratings.length);
      expect(card.rating, card.mentorId).toBe(cardRating(ratings, card.neetScore));
      expect(card.sessionPrice, card.mentorId).toBe(sessionPrice[categoryForScore(card.neetScore)]);
    }
  });
});
