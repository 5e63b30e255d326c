import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  createBlog,
  createFeedback,
  createMentor,
  createStudent,
  createTestimonial,
  featureMentor,
} from '../../../test/factories.ts';

const PRIVATE_FIELDS = [
  'email',
  'number',
  'passwordHash',
  'scoreCardKey',
  'collegeIdKey',
  'referralCode',
  'wallet',
  'paymentDetails',
];

function expectNoPrivateFields(value: unknown) {
  const text = JSON.stringify(value);
  for (const field of PRIVATE_FIELDS) expect(text).not.toContain(`"${field}"`);
  expect(text).not.toMatch(/@example\.test/);
  expect(text).not.toMatch(/argon2/);
}

describe('public content for the home page', () => {
  let subject: TestApp;
  const post = (url: string, payload?: object) => subject.app.inject({ method: 'POST', url, payload });

  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  describe('POST /api/v1/admin/get-featured-mentors', () => {
    it('answers an empty list when nobody is featured', async () => {
      const response = await post('/api/v1/admin/get-featured-mentors');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ statusCode: 200, data: [], message: 'OK', success: true });
    });

    it('lists featured approved active mentors in the admin order with their ratings, public fields only', async () => {
      const { db } = subject.database;
      const second = await createMentor(db, { firstName: 'Second', neetScore: 700, airRank: 120 });
      const first = await createMentor(db, { firstName: 'First', neetScore: 610, airRank: null });
      const pending = await createMentor(db, {
        firstName: 'Pending',
        applicationStatus: 'pending',
        approvedAt: null,
      });
      const inactive = await createMentor(db, { firstName: 'Inactive', isActive: false });
      await featureMentor(db, second.id, 2);
      await featureMentor(db, first.id, 1);
      await featureMentor(db, pending.id, 3);
      await featureMentor(db, inactive.id, 4);
      const studentA = await createStudent(db);
      const studentB = await createStudent(db);
      await createFeedback(db, { mentorId: second.id, studentId: studentA.id, rating: 4 });
      await createFeedback(db, { mentorId: second.id, studentId: studentB.id, rating: 5 });

      const response = await post('/api/v1/admin/get-featured-mentors');
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toEqual([
        {
          _id: first.id,
          mentorId: first.mentorId,
          firstName: 'First',
          lastName: first.lastName,
          profilePicture: null,
          institute: first.institute,
          neetScore: 610,
          airRank: null,
          feedBack: [],
        },
        {
          _id: second.id,
          mentorId: second.mentorId,
          firstName: 'Second',
          lastName: second.lastName,
          profilePicture: null,
          institute: second.institute,
          neetScore: 700,
          airRank: 120,
          feedBack: [{ rating: 4 }, { rating: 5 }],
        },
      ]);
      expectNoPrivateFields(data);
    });

    it('refuses a body with unknown fields', async () => {
      const response = await post('/api/v1/admin/get-featured-mentors', { mentorId: 'x' });
      expect(response.statusCode).toBe(400);
    });

    it('leaves out featured mentors the directory does not list (unverified, rejected, without a score)', async () => {
      const { db } = subject.database;
      const hidden = await Promise.all([
        createMentor(db, { firstName: 'Unverified', emailVerifiedAt: null }),
        createMentor(db, { firstName: 'Rejected', applicationStatus: 'rejected' }),
        createMentor(db, { firstName: 'Scoreless', neetScore: null }),
      ]);
      const listed = await createMentor(db, { firstName: 'Listed', neetScore: 655 });
      await Promise.all(hidden.map((mentor, index) => featureMentor(db, mentor.id, 10 + index)));
      await featureMentor(db, listed.id, 20);

      for (const method of ['POST', 'GET'] as const) {
        const response = await subject.app.inject({ method, url: '/api/v1/admin/get-featured-mentors' });
        expect(response.statusCode).toBe(200);
        const ids = response.json().data.map((mentor: { _id: string }) => mentor._id);
        expect(ids).toContain(listed.id);
        for (const mentor of hidden) expect(ids).not.toContain(mentor.id);
      }
    });
  });

  describe('POST /api/v1/admin/get-blogs', () => {
    it('lists blogs newest first, each with its opening as plain text instead of its article', async () => {
      const older = await createBlog(subject.database.db, {
        title: 'Older',
        contentHtml: `<p>${'Long article. '.repeat(100)}</p>`,
        createdAt: new Date('2025-01-01T00:00:00Z'),
      });
      const newer = await createBlog(subject.database.db, {
        title: 'Newer',
        contentHtml: '<h2>Plan</h2><p>Revise daily.</p>',
        createdAt: new Date('2025-02-01T00:00:00Z'),
      });
      const response = await post('/api/v1/admin/get-blogs');
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.map((blog: { _id: string }) => blog._id)).toEqual([newer.id, older.id]);
      expect(data[0]).toEqual({
        _id: newer.id,
        slug: newer.slug,
        title: 'Newer',
        preview: 'Plan Revise daily.',
        image: null,
        createdAt: '2025-02-01T00:00:00.000Z',
      });
      // Enough for every card's cut (the blogs page decides its ellipsis at 180 characters), no more.
      expect(data[1].preview).toBe('Long article. '.repeat(100).slice(0, 200));
      expect(data[1]).not.toHaveProperty('content');
    });
  });

  describe('POST /api/v1/admin/get-testimonial', () => {
    it('lists testimonials with the text as `testimonial`', async () => {
      const row = await createTestimonial(subject.database.db, {
        name: 'Zoya',
        message: 'Clear guidance.',
        image: '/uploads/t/z.webp',
      });
      const response = await post('/api/v1/admin/get-testimonial');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toContainEqual({
        _id: row.id,
        name: 'Zoya',
        image: '/uploads/t/z.webp',
        testimonial: 'Clear guidance.',
      });
    });
  });

  describe('POST /api/v1/admin/subscribe-newsletter', () => {
    const countSubscriptions = async (email: string) => {
      const result = await subject.database.db.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM newsletter_subscriptions WHERE lower(email) = ${email}`,
      );
      return result.rows[0]?.count;
    };

    it('stores the address once, however often it is sent, in any letter case', async () => {
      const first = await post('/api/v1/admin/subscribe-newsletter', { gmail: ' Reader@Example.com ' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ statusCode: 200, success: true });
      const again = await post('/api/v1/admin/subscribe-newsletter', { gmail: 'reader@example.com' });
      expect(again.statusCode).toBe(200);
      expect(await countSubscriptions('reader@example.com')).toBe(1);
    });

    it.each([[{ gmail: 'not-an-email' }], [{ gmail: '' }], [{}], [{ gmail: 'a@b.co', extra: 1 }]])(
      'refuses %j with 400 and stores nothing',
      async (payload) => {
        const response = await post('/api/v1/admin/subscribe-newsletter', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().success).toBe(false);
        expect(await countSubscriptions('not-an-email')).toBe(0);
      },
    );

    it('rate limits a flood from one address with 429 and Retry-After', async () => {
      let last = await post('/api/v1/admin/subscribe-newsletter', { gmail: 'flood0@example.com' });
      for (let attempt = 1; attempt < 15 && last.statusCode !== 429; attempt += 1) {
        last = await post('/api/v1/admin/subscribe-newsletter', { gmail: `flood${attempt}@example.com` });
      }
      expect(last.statusCode).toBe(429);
      expect(last.headers['retry-after']).toBeDefined();
      expect(last.json()).toMatchObject({ statusCode: 429, success: false });
    });
  });

  describe('GET twins of the public reads', () => {
    const get = (url: string, etag?: string) =>
      subject.app.inject({
        method: 'GET',
        url,
        headers: etag ? { 'if-none-match': etag } : {},
      });

    /** A 200 with a short public max-age and an ETag, then a 304 for the same ETag. */
    async function expectCacheable(url: string) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('public, no-cache');
      const etag = String(first.headers.etag ?? '');
      expect(etag, url).not.toBe('');
      const repeat = await get(url, etag);
      expect(repeat.statusCode, url).toBe(304);
      expect(repeat.body, url).toBe('');
      return { etag, body: first.json() };
    }

    it('answers every public read by GET with the same data as the POST, cacheable with 304 on a match', async () => {
      const { db } = subject.database;
      const blog = await createBlog(db, { slug: 'cacheable-blog', title: 'Cacheable' });
      await createTestimonial(db, { name: 'Cached' });
      const mentor = await createMentor(db, { firstName: 'Cachedmentor' });
      await featureMentor(db, mentor.id, 30);
      await db.execute(
        sql`INSERT INTO webinars (time, date, day, year, content_html) VALUES ('06:00 PM', '6 December', 'Sunday', '2026', '<p>Physics</p>')`,
      );
      // Written straight to the database: wait until the changes have reached the ready answers.
      await subject.app.publicReads.barrier();
      for (const url of [
        '/api/v1/admin/get-featured-mentors',
        '/api/v1/admin/get-blogs',
        '/api/v1/admin/get-testimonial',
        '/api/v1/admin/get-webinar',
        `/api/v1/admin/get-single-blog/${blog.slug}`,
        `/api/v1/admin/get-single-blog/${blog.id}`,
      ]) {
        const { body } = await expectCacheable(url);
        const viaPost = await post(url);
        expect(viaPost.json(), url).toEqual(body);
        // POST answers stay uncached: only the GET form promises anything to caches.
        expect(viaPost.headers['cache-control'], url).toBeUndefined();
      }
      const profile = await expectCacheable(`/api/v1/mentors/single-mentor/${mentor.id}`);
      expect(profile.body.data).toMatchObject({ _id: mentor.id, firstName: 'Cachedmentor' });
      expectNoPrivateFields(profile.body);
      await expectCacheable('/api/v1/mentors/application-fee');
    });

    it('changes the answer and its ETag when the content changes, so a stale copy is replaced', async () => {
      const { db } = subject.database;
      const before = await expectCacheable('/api/v1/admin/get-blogs');
      const added = await createBlog(db, { title: 'Fresh revision plan' });
      await subject.app.publicReads.barrier();
      const after = await get('/api/v1/admin/get-blogs', before.etag);
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.etag);
      expect(after.json().data.map((blog: { _id: string }) => blog._id)).toContain(added.id);

      const single = await expectCacheable(`/api/v1/admin/get-single-blog/${added.slug}`);
      await db.execute(sql`UPDATE blogs SET title = 'Fresh revision plan, updated' WHERE id = ${added.id}`);
      await subject.app.publicReads.barrier();
      const edited = await get(`/api/v1/admin/get-single-blog/${added.slug}`, single.etag);
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data.title).toBe('Fresh revision plan, updated');

      const testimonials = await expectCacheable('/api/v1/admin/get-testimonial');
      await createTestimonial(db, { name: 'Newest voice' });
      await subject.app.publicReads.barrier();
      expect((await get('/api/v1/admin/get-testimonial', testimonials.etag)).statusCode).toBe(200);

      const mentor = await createMentor(db, { firstName: 'Featuredlater' });
      const featured = await expectCacheable('/api/v1/admin/get-featured-mentors');
      await featureMentor(db, mentor.id, 40);
      await subject.app.publicReads.barrier();
      const refreshed = await get('/api/v1/admin/get-featured-mentors', featured.etag);
      expect(refreshed.statusCode).toBe(200);
      expect(JSON.stringify(refreshed.json())).toContain('Featuredlater');

      const profile = await expectCacheable(`/api/v1/mentors/single-mentor/${mentor.mentorId}`);
      await db.execute(
        sql`UPDATE mentors SET about = 'Now teaching organic chemistry.' WHERE id = ${mentor.id}`,
      );
      await subject.app.publicReads.barrier();
      const changed = await get(`/api/v1/mentors/single-mentor/${mentor.mentorId}`, profile.etag);
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.about).toBe('Now teaching organic chemistry.');
    });

    it('answers unknown blogs and mentors with 404 by GET too, and odd ids with 400 or 404, never 500', async () => {
      expect((await get('/api/v1/admin/get-single-blog/no-such-blog')).statusCode).toBe(404);
      expect((await get('/api/v1/mentors/single-mentor/nobody1234')).statusCode).toBe(404);
      const pending = await createMentor(subject.database.db, { applicationStatus: 'pending' });
      expect((await get(`/api/v1/mentors/single-mentor/${pending.id}`)).statusCode).toBe(404);
      for (const url of [
        `/api/v1/mentors/single-mentor/${'x'.repeat(81)}`,
        `/api/v1/admin/get-single-blog/${'y'.repeat(201)}`,
        '/api/v1/mentors/single-mentor/%20',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
      }
    });
  });
});
