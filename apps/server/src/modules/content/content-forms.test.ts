import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createBlog } from '../../../test/factories.ts';
import { mailCount, latestMail } from '../../../test/mailbox.ts';
import { contactMessages, webinarRegistrations, webinars } from '../../db/schema/index.ts';

let subject: TestApp;
const post = (url: string, payload?: object) => subject.app.inject({ method: 'POST', url, payload });
const support = () => subject.config.site.supportEmail;

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.close();
});

describe('webinar', () => {
  it('answers null when there is no webinar, and registration is refused', async () => {
    expect((await post('/api/v1/admin/get-webinar')).json()).toMatchObject({ statusCode: 200, data: null });
    const refused = await post('/api/v1/admin/register-for-webinar', {
      name: 'Asha',
      email: 'asha@example.com',
    });
    expect(refused.statusCode).toBe(404);
  });

  it('shows the current webinar and registers an address once, telling support', async () => {
    await subject.database.db.insert(webinars).values({
      time: '06:00 PM',
      date: '29 November',
      day: 'Sunday',
      year: '2026',
      contentHtml: '<p>Biology revision</p>',
      image: '/uploads/webinar.webp',
    });
    const webinar = (await post('/api/v1/admin/get-webinar')).json().data;
    expect(webinar).toMatchObject({
      time: '06:00 PM',
      date: '29 November',
      day: 'Sunday',
      year: '2026',
      content: '<p>Biology revision</p>',
      image: '/uploads/webinar.webp',
    });

    const before = await mailCount(subject.app, support());
    const first = await post('/api/v1/admin/register-for-webinar', {
      name: 'Asha',
      email: 'Asha@Example.com',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('You are successfully registered for the webinar');
    const again = await post('/api/v1/admin/register-for-webinar', {
      name: 'Asha',
      email: 'asha@example.com',
    });
    expect(again.statusCode).toBe(200);
    const rows = await subject.database.db.select().from(webinarRegistrations);
    expect(rows).toHaveLength(1);
    expect(await mailCount(subject.app, support())).toBe(before + 1);
    expect((await latestMail(subject.app, support()))?.text).toContain('asha@example.com');
  });

  it.each([
    [{ name: '', email: 'a@example.com' }],
    [{ name: 'A', email: 'nope' }],
    [{ name: 'A' }],
    [{ name: 'A', email: 'a@example.com', extra: true }],
  ])('refuses %j with 400', async (payload) => {
    const response = await post('/api/v1/admin/register-for-webinar', payload);
    expect(response.statusCode).toBe(400);
  });
});

describe('contact form', () => {
  it('stores the message and mails it to support', async () => {
    const response = await post('/api/v1/admin/contacted-us', {
      name: 'Ravi',
      email: 'ravi@example.com',
      message: 'Session Cancellation Request: booking 123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your message has been sent successfully');
    const rows = await subject.database.db.select().from(contactMessages);
    expect(rows).toEqual([expect.objectContaining({ name: 'Ravi', email: 'ravi@example.com' })]);
    const mail = await latestMail(subject.app, support());
    expect(mail?.subject).toMatch(/contact message/);
    expect(mail?.text).toContain('Session Cancellation Request');
  });

  it.each([
    [{ name: 'R', email: 'r@example.com', message: '   ' }],
    [{ name: 'R', email: 'bad', message: 'Hi' }],
    [{ name: 'R', email: 'r@example.com', message: 'x'.repeat(5001) }],
  ])('refuses %j with 400 and stores nothing', async (payload) => {
    const before = await subject.database.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM contact_messages`,
    );
    const response = await post('/api/v1/admin/contacted-us', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid body/);
    const after = await subject.database.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM contact_messages`,
    );
    expect(after.rows[0]?.count).toBe(before.rows[0]?.count);
  });
});

describe('newsletter', () => {
  it('tells support about a new subscriber once', async () => {
    const before = await mailCount(subject.app, support());
    await post('/api/v1/admin/subscribe-newsletter', { gmail: 'reader@example.com' });
    await post('/api/v1/admin/subscribe-newsletter', { gmail: 'reader@example.com' });
    expect(await mailCount(subject.app, support())).toBe(before + 1);
  });
});

describe('single blog', () => {
  it('is found by id and by slug, and unknown ones answer 404', async () => {
    const blog = await createBlog(subject.database.db, { slug: 'revision-plan', title: 'Revision plan' });
    for (const key of [blog.id, 'revision-plan']) {
      const response = await post(`/api/v1/admin/get-single-blog/${key}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        _id: blog.id,
        slug: 'revision-plan',
        title: 'Revision plan',
      });
    }
    expect((await post('/api/v1/admin/get-single-blog/no-such-blog')).statusCode).toBe(404);
  });
});
