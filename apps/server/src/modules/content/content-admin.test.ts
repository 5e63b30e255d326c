import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, hasPublicFile, type TestApp } from '../../../test/app.ts';
import { pngFile, postForm, postJson, signedInAdmin, type SignedInAdmin } from '../../../test/admin.ts';
import { tokenFor } from '../../../test/bookings.ts';
import { createMentor, createStudent } from '../../../test/factories.ts';
import {
  adminUpdates,
  auditLog,
  blogs,
  platformSettings,
  testimonials,
  webinars,
} from '../../db/schema/index.ts';

let subject: TestApp;
let admin: SignedInAdmin;

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject.close());
// A fresh admin for each test: uploads count against a per-account limit of 20 an hour.
beforeEach(async () => {
  admin = await signedInAdmin(subject);
});

const db = () => subject.database.db;
const post = (url: string, payload?: unknown, token = admin.token) => postJson(subject, url, payload, token);
const form = (url: string, fields: Parameters<typeof postForm>[2], token = admin.token) =>
  postForm(subject, url, fields, token);
const inStorage = (url: string) => hasPublicFile(subject.storage, url);

async function actionsOn(targetId: string): Promise<string[]> {
  const rows = await db().select().from(auditLog).where(eq(auditLog.targetId, targetId));
  return rows.map((row) => row.action);
}

const HOSTILE_HTML = [
  '<h2>Revision plan</h2>',
  '<p onclick="steal()">Read <strong>NCERT</strong> first.<script>alert(1)</script></p>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="https://ncert.nic.in">NCERT</a>',
  '<img src="x" onerror="alert(1)">',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
].join('');

describe('blogs', () => {
  it('publishes a blog with its rich text cleaned on save, and a picture', async () => {
    const response = await form('/api/v1/admin/add-blog', {
      title: 'Revision plan for the last 60 days!',
      content: HOSTILE_HTML,
      adminId: admin.id,
      image: await pngFile(),
    });
    expect(response.statusCode).toBe(200);
    const blog = response.json().data;
    expect(blog).toMatchObject({
      slug: 'revision-plan-for-the-last-60-days',
      title: 'Revision plan for the last 60 days!',
      image: expect.stringMatching(/^\/uploads\/blogs\/[0-9a-f]+\.webp$/),
    });
    for (const unsafe of ['<script', 'onclick', 'javascript:', 'onerror', '<iframe', '<style', 'alert']) {
      expect(blog.content).not.toContain(unsafe);
    }
    expect(blog.content).toContain('<h2>Revision plan</h2>');
    expect(blog.content).toContain('<strong>NCERT</strong>');
    expect(blog.content).toContain('href="https://ncert.nic.in"');
    const [stored] = await db().select().from(blogs).where(eq(blogs.id, blog._id));
    expect(stored?.contentHtml).toBe(blog.content);
    expect(await inStorage(blog.image)).toBe(true);
    expect(await actionsOn(blog._id)).toEqual(['blog.add']);

    // The public page reads it by its slug.
    const single = await subject.app.inject({
      method: 'GET',
      url: `/api/v1/admin/get-single-blog/${blog.slug}`,
    });
    expect(single.json().data._id).toBe(blog._id);
  });

  it('gives a repeated title its own slug, and works without a picture', async () => {
    const first = await form('/api/v1/admin/add-blog', { title: 'Same title', content: '<p>One</p>' });
    const second = await form('/api/v1/admin/add-blog', { title: 'Same title', content: '<p>Two</p>' });
    expect(first.json().data).toMatchObject({ slug: 'same-title', image: null });
    expect(second.json().data.slug).toMatch(/^same-title-[0-9a-f]{4}$/);
  });

  it('refuses content that is nothing but unsafe parts, and bad fields', async () => {
    const empty = await form('/api/v1/admin/add-blog', {
      title: 'Sneaky',
      content: '<script>alert(1)</script>',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.errors).toEqual([
      { path: 'content', message: 'The content has no text that can be shown.' },
    ]);
    const missing = await form('/api/v1/admin/add-blog', { content: '<p>x</p>' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.errors[0].path).toBe('title');
    const notImage = await form('/api/v1/admin/add-blog', {
      title: 'Picture',
      content: '<p>x</p>',
      image: { filename: 'x.png', contentType: 'image/png', data: Buffer.from('<svg onload=alert(1)>') },
    });
    expect(notImage.statusCode).toBe(415);
  });

  it('lists blogs 8 a page for the admin, and removes one with its picture', async () => {
    for (let index = 0; index < 9; index += 1) {
      await form('/api/v1/admin/add-blog', { title: `Paged ${index}`, content: '<p>Text</p>' });
    }
    const second = await post('/api/v1/admin/list-blogs?page=2', { adminId: admin.id });
    expect(second.json().data.pagination).toMatchObject({ currentPage: 2, pageSize: 8 });
    expect(second.json().data.pagination.total).toBeGreaterThanOrEqual(12);

    const added = (
      await form('/api/v1/admin/add-blog', {
        title: 'To remove',
        content: '<p>x</p>',
        image: await pngFile(),
      })
    ).json().data;
    const removed = await post('/api/v1/admin/remove-blog', { id: added._id, adminId: admin.id });
    expect(removed.statusCode).toBe(200);
    expect(await db().select().from(blogs).where(eq(blogs.id, added._id))).toEqual([]);
    expect(await inStorage(added.image)).toBe(false);
    expect(await actionsOn(added._id)).toEqual(['blog.add', 'blog.remove']);
    expect((await post('/api/v1/admin/remove-blog', { id: added._id })).statusCode).toBe(404);
  });
});

describe('webinar', () => {
  it('makes a new webinar the current one, cleaned, and removes it', async () => {
    const fields = { time: '6:00 PM', date: '12 July', day: 'Saturday', year: '2031' };
    const first = await form('/api/v1/admin/create-webinar', {
      ...fields,
      content: '<p>Planning <em>the</em> last month<img src=x onerror=alert(1)></p>',
      image: await pngFile(),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      ...fields,
      image: expect.stringMatching(/^\/uploads\/webinars\//),
    });
    expect(first.json().data.content).not.toContain('onerror');
    const second = await form('/api/v1/admin/create-webinar', {
      ...fields,
      date: '19 July',
      content: '<p>Biology</p>',
    });
    const current = await subject.app.inject({ method: 'GET', url: '/api/v1/admin/get-webinar' });
    expect(current.json().data).toMatchObject({ _id: second.json().data._id, date: '19 July', image: null });
    expect(await db().select().from(webinars).where(eq(webinars.isCurrent, true))).toHaveLength(1);

    expect((await post('/api/v1/admin/remove-webinar', { adminId: admin.id })).statusCode).toBe(200);
    const none = await subject.app.inject({ method: 'GET', url: '/api/v1/admin/get-webinar' });
    expect(none.json().data).toBeNull();
    expect((await post('/api/v1/admin/remove-webinar', {})).statusCode).toBe(404);
  });

  it('refuses a year that is not four digits', async () => {
    const response = await form('/api/v1/admin/create-webinar', {
      time: '6 PM',
      date: '1 May',
      day: 'Friday',
      year: '31',
      content: '<p>x</p>',
    });
    expect(response.json().data.errors).toEqual([{ path: 'year', message: 'The year has four digits.' }]);
  });
});

describe('testimonials', () => {
  it('adds one with its picture, shows it publicly and deletes it with the picture', async () => {
    const added = await form('/api/v1/admin/add-testimonial', {
      name: 'Meera',
      message: 'My mentor kept me on track.',
      adminId: admin.id,
      image: await pngFile(),
    });
    expect(added.statusCode).toBe(200);
    const testimonial = added.json().data;
    expect(testimonial).toMatchObject({ name: 'Meera', testimonial: 'My mentor kept me on track.' });
    const shown = await subject.app.inject({ method: 'GET', url: '/api/v1/admin/get-testimonial' });
    expect(shown.json().data.map((row: { _id: string }) => row._id)).toContain(testimonial._id);

    expect((await post('/api/v1/admin/delete-testimonial', { id: testimonial._id })).statusCode).toBe(200);
    expect(await db().select().from(testimonials).where(eq(testimonials.id, testimonial._id))).toEqual([]);
    expect(await inStorage(testimonial.image)).toBe(false);
    expect(await actionsOn(testimonial._id)).toEqual(['testimonial.add', 'testimonial.delete']);
  });

  it('needs the picture', async () => {
    const response = await form('/api/v1/admin/add-testimonial', { name: 'Meera', message: 'Thanks' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors).toEqual([{ path: 'image', message: 'Please add a picture.' }]);
  });
});

describe('featured ad and verification amount', () => {
  it('changes the amount alone, then the picture alone, deleting the former picture', async () => {
    const amount = await form('/api/v1/admin/add-feature-ad', { amount: '199', adminId: admin.id });
    expect(amount.statusCode).toBe(200);
    expect(amount.json().data).toEqual({ featuredAd: null, verificationAmount: 199 });
    const fee = await subject.app.inject({ method: 'POST', url: '/api/v1/admin/get-amount' });
    expect(fee.json().data).toBe(199);

    const first = (await form('/api/v1/admin/add-feature-ad', { image: await pngFile() })).json().data;
    expect(first).toMatchObject({
      featuredAd: expect.stringMatching(/^\/uploads\/site\//),
      verificationAmount: 199,
    });
    const second = (await form('/api/v1/admin/add-feature-ad', { image: await pngFile() })).json().data;
    expect(second.featuredAd).not.toBe(first.featuredAd);
    expect(await inStorage(first.featuredAd)).toBe(false);
    expect(await inStorage(second.featuredAd)).toBe(true);
    const [settings] = await db().select().from(platformSettings);
    expect(settings).toMatchObject({ verificationAmountPaise: 19_900, featuredAdImage: second.featuredAd });
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'settings.featured-ad'));
    expect(entries[0]?.details).toEqual({
      pictureChanged: false,
      amountBeforePaise: 14_900,
      amountAfterPaise: 19_900,
    });
  });

  it.each(['-1', '12.5', 'abc', '1e3', '0x10', ''])(
    'refuses the amount %j with a clear 400',
    async (value) => {
      const response = await form('/api/v1/admin/add-feature-ad', { amount: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.errors[0]).toMatchObject({ path: 'amount' });
    },
  );

  it('accepts 0 (a free application) and refuses an amount above the ceiling', async () => {
    expect((await form('/api/v1/admin/add-feature-ad', { amount: '0' })).json().data.verificationAmount).toBe(
      0,
    );
    const high = await form('/api/v1/admin/add-feature-ad', { amount: '100001' });
    expect(high.statusCode).toBe(400);
  });
});

describe('updates', () => {
  it('posts and deletes updates; mentors and admins read them 5 a page, newest first', async () => {
    const posted: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await post('/api/v1/admin/add-update', {
        message: `Update ${index}`,
        adminId: admin.id,
      });
      expect(response.statusCode).toBe(200);
      posted.push(response.json().data._id);
    }
    const mentor = await createMentor(db());
    const feed = await postJson(
      subject,
      '/api/v1/admin/get-updates',
      undefined,
      await tokenFor(subject, 'mentor', mentor.id),
    );
    expect(feed.statusCode).toBe(200);
    const [owner] = feed.json().data;
    expect(owner).toMatchObject({ name: 'Operations', profilePicture: null });
    expect(owner.updates.map((update: { content: string }) => update.content)).toEqual([
      'Update 5',
      'Update 4',
      'Update 3',
      'Update 2',
      'Update 1',
    ]);
    expect(owner.pagination).toEqual({ currentPage: 1, totalPages: 2, total: 6, pageSize: 5 });
    const second = await post('/api/v1/admin/get-updates?page=2');
    expect(second.json().data[0].updates.map((update: { content: string }) => update.content)).toEqual([
      'Update 0',
    ]);

    expect((await post('/api/v1/admin/delete-update', { id: posted[0], adminId: admin.id })).statusCode).toBe(
      200,
    );
    expect(
      await db()
        .select()
        .from(adminUpdates)
        .where(eq(adminUpdates.id, posted[0] ?? '')),
    ).toEqual([]);
    expect((await post('/api/v1/admin/delete-update', { id: posted[0] })).statusCode).toBe(404);
  });

  it('is not for students, and an update needs text', async () => {
    const student = await createStudent(db());
    const feed = await postJson(
      subject,
      '/api/v1/admin/get-updates',
      undefined,
      await tokenFor(subject, 'student', student.id),
    );
    expect(feed.statusCode).toBe(403);
    const blank = await post('/api/v1/admin/add-update', { message: '   ' });
    expect(blank.json().data.errors).toEqual([{ path: 'message', message: 'The update is required.' }]);
  });
});
