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
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('never lists pending, rejected, deactivated or unverified mentors', async () => {
    const hidden = await Promise.all([
      createMentor(subject.database.db, { firstName: 'Hiddenpending', applicationStatus: 'pending' }),
      createMentor(subject.database.db, { firstName: 'Hiddenrejected', applicationStatus: 'rejected' }),
      createMentor(subject.database.db, { firstName: 'Hiddeninactive', isActive: false }),
      createMentor(subject.database.db, { firstName: 'Hiddenunverified', emailVerifiedAt: null }),
    ]);
    const found = await allPages({ username: 'hidden' });
    expect(found).toEqual([]);
    const everyone = await allPages({});
    for (const mentor of hidden) expect(idsOf(everyone)).not.toContain(mentor.id);
  });

  const cases: [string, Record<string, string | number>, (row: Row) => boolean][] = [
    ['category M1', { category: 'M1' }, (row) => categoryForScore(row.neetScore ?? 0) === 'M1'],
    ['category M4', { category: 'M4' }, (row) => categoryForScore(row.neetScore ?? 0) === 'M4'],
    ['state Kerala', { state: 'Kerala' }, (row) => row.state === 'Kerala'],
    ['gender Female', { gender: 'Female' }, (row) => row.gender === 'Female'],
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
      { category: 'M3', gender: 'Male', neetAttempts: 1, neetExamYear: 2023 },
      (row) =>
        categoryForScore(row.neetScore ?? 0) === 'M3' &&
        row.gender === 'Male' &&
        row.neetAttempts === 1 &&
        row.neetExamYear === 2023,
    ],
    [
      'state + category',
      { state: 'Maharashtra', category: 'M4' },
      (row) => row.state === 'Maharashtra' && categoryForScore(row.neetScore ?? 0) === 'M4',
    ],
  ];

  it.each(cases)('filters by %s with the same answer as the data', async (_name, query, keep) => {
    const expected = listed.filter(keep);
    const found = await allPages(query);
    expect(idsOf(found)).toEqual(idsOf(expected));
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

  it('answers a page past the end with an empty list and the real page count', async () => {
    const response = await get('?page=999');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      data: [],
      pagination: { currentPage: 999, totalMentors: listed.length },
    });
  });

  it.each([
    ['?page=0'],
    ['?page=-1'],
    ['?page=abc'],
    ['?page=1.5'],
    ['?category=M9'],
    ['?gender=Robot'],
    ['?neetAttempts=9'],
    ['?neetExamYear=2019'],
    ['?state=Atlantis'],
    ['?maxPrice=-5'],
    ['?sort=random'],
    ['?unknown=1'],
  ])('refuses %s with 400 and a clear message, never 500', async (query) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid query: /);
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
