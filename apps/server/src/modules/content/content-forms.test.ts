import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createBlog, createWebinar } from '../../../test/factories.ts';
import { mailCount, latestMail } from '../../../test/mailbox.ts';
import { MAIL_SEND_LIMITS } from '../auth/index.ts';
import {
  contactMessages,
  mailOutbox,
  platformSettings,
  webinarRegistrations,
} from '../../db/schema/index.ts';

let subject: TestApp;
const post = (url: string, payload?: object) => subject.app.inject({ method: 'POST', url, payload });
const support = () => subject.config.site.supportEmail;
/** Mail waiting in the outbox for an address: queued by the request, not yet delivered by the worker. */
const queuedFor = (to: string) =>
  subject.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to));

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
    await createWebinar(subject.database.db);
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

    // The registrant's confirmation is queued with the registration, once, with the date and time.
    const confirmations = await queuedFor('asha@example.com');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.status).toBe('pending');
    expect(confirmations[0]?.subject).toMatch(/registered/i);
    expect(confirmations[0]?.text).toContain('Hi Asha,');
    expect(confirmations[0]?.text).toContain('Sunday, 29 November 2026 at 06:00 PM');
  });

  it('answers each of several submissions at once (a double click) and registers the address once', async () => {
    const email = 'double-click@example.com';
    // As many as one address may be sent mail for, so the limit per recipient does not answer first.
    const submissions = MAIL_SEND_LIMITS.perRecipient.max;
    const responses = await Promise.all(
      Array.from({ length: submissions }, (_, index) =>
        subject.app.inject({
          method: 'POST',
          url: '/api/v1/admin/register-for-webinar',
          payload: { name: 'Ravi', email },
          remoteAddress: `198.51.100.${index + 1}`,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(submissions).fill(200));
    const rows = await subject.database.db
      .select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.email, email));
    expect(rows).toHaveLength(1);
    expect(await queuedFor(email)).toHaveLength(1);
  });

  it('stores neither the registration nor any mail when the request is refused', async () => {
    const response = await post('/api/v1/admin/register-for-webinar', {
      name: '',
      email: 'refused@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(await queuedFor('refused@example.com')).toEqual([]);
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

  it.each([
    [{ name: 'A', email: 'nope' }, 'Please enter a valid e-mail address.'],
    [{ name: '  ', email: 'nope' }, 'Please enter your name. Please enter a valid e-mail address.'],
    [{ name: 'A' }, 'Email is required.'],
    [{ name: 'A', email: 'a@example.com', extra: true }, '"extra" is not a field of this request.'],
  ])('explains %j in words a person reads, with the fields kept for forms', async (payload, message) => {
    const response = await post('/api/v1/admin/register-for-webinar', payload);
    expect(response.json().message).toBe(message);
    for (const field of response.json().data.errors) expect(field).toHaveProperty('path');
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
    expect(response.json().message).toMatch(
      /^(Please write a message|Please enter a valid|The message is too long)/,
    );
    expect(response.json().message).not.toMatch(/Invalid|body|message:/);
    const after = await subject.database.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM contact_messages`,
    );
    expect(after.rows[0]?.count).toBe(before.rows[0]?.count);
  });
});

describe('newsletter', () => {
  it('tells support about a new subscriber once and welcomes the subscriber once', async () => {
    const before = await mailCount(subject.app, support());
    await post('/api/v1/admin/subscribe-newsletter', { gmail: 'reader@example.com' });
    await post('/api/v1/admin/subscribe-newsletter', { gmail: 'Reader@Example.com' });
    expect(await mailCount(subject.app, support())).toBe(before + 1);
    const welcome = await queuedFor('reader@example.com');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toMatchObject({ status: 'pending', subject: expect.stringMatching(/newsletter/i) });
    expect(welcome[0]?.text).toContain('/blogs-page');
  });

  it('refuses a bad address with the plain message and queues nothing', async () => {
    const response = await post('/api/v1/admin/subscribe-newsletter', { gmail: 'reader-at-example' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please enter a valid e-mail address.',
      data: { errors: [{ path: 'gmail', message: 'Please enter a valid e-mail address.' }] },
    });
    expect(await queuedFor('reader-at-example')).toEqual([]);
  });
});

describe('GET /api/v1/mentors/application-fee', () => {
  const fee = () => subject.app.inject({ method: 'GET', url: '/api/v1/mentors/application-fee' });

  it('answers the default ₹149 with no waiver before an admin sets anything', async () => {
    const response = await fee();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ amount: 149, freeUntil: null });
    expect(response.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers the admin-set amount and waiver date, while get-amount keeps answering the amount alone', async () => {
    const freeUntil = new Date('2027-01-31T18:29:59.000Z');
    await subject.database.db
      .insert(platformSettings)
      .values({ id: 1, verificationAmountPaise: 19_900, feeFreeUntil: freeUntil })
      .onConflictDoUpdate({
        target: platformSettings.id,
        set: { verificationAmountPaise: 19_900, feeFreeUntil: freeUntil },
      });
    // Written straight to the database: wait until the change has reached the ready answers.
    await subject.app.publicReads.barrier();
    expect((await fee()).json().data).toEqual({ amount: 199, freeUntil: freeUntil.toISOString() });
    expect((await post('/api/v1/admin/get-amount')).json().data).toBe(199);
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
