import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackageKind } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { postJson, signedInAdmin, type SignedInAdmin } from '../../../test/admin.ts';
import { createBooking, createCatalog, type CatalogPackage } from '../../../test/bookings.ts';
import { createMentor, createStudent } from '../../../test/factories.ts';
import { latestMail, mailCount } from '../../../test/mailbox.ts';
import { auditLog, bookings, notifications, packages } from '../../db/schema/index.ts';

let subject: TestApp;
let admin: SignedInAdmin;
let m3: Record<PackageKind, CatalogPackage>;

beforeAll(async () => {
  subject = await createTestApp();
  admin = await signedInAdmin(subject);
  m3 = await createCatalog(subject.database.db, 'M3');
  await createCatalog(subject.database.db, 'M4');
});
afterAll(() => subject.close());

const db = () => subject.database.db;
const post = (url: string, payload?: unknown) => postJson(subject, url, payload, admin.token);

describe('packages', () => {
  it('lists the catalog per category in rupees, or one category', async () => {
    const all = await post('/api/v1/admin/packages', { adminId: admin.id });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((group: { category: string }) => group.category)).toEqual([
      'M1',
      'M2',
      'M3',
      'M4',
    ]);
    const one = await post('/api/v1/admin/packages', { category: 'M3' });
    const [group] = one.json().data;
    expect(group.category).toBe('M3');
    expect(group.packages.map((item: { kind: string }) => item.kind)).toEqual([
      'intro20',
      'session60',
      'monthly',
    ]);
    expect(group.packages[1]).toEqual({
      _id: m3.session60.id,
      category: 'M3',
      kind: 'session60',
      packageName: '60-Minute Mentorship Session',
      packageDescription: '<p>Hour</p>',
      packagePrice: 299,
      realPackagePrice: 599,
      mentorEarning: 110,
      isActive: true,
    });
    expect((await post('/api/v1/admin/packages', { category: 'M9' })).statusCode).toBe(400);
  });
});

describe('update-package', () => {
  it('changes prices and earning, e-mailing and notifying the approved mentors of that category only', async () => {
    const inCategory = await createMentor(db(), { neetScore: 650 });
    const inactiveInCategory = await createMentor(db(), { neetScore: 660, isActive: false });
    const otherCategory = await createMentor(db(), { neetScore: 700 });
    const pendingInCategory = await createMentor(db(), {
      neetScore: 655,
      applicationStatus: 'pending',
      approvedAt: null,
    });
    const student = await createStudent(db());
    const bought = await createBooking(db(), {
      studentId: student.id,
      mentorId: inCategory.id,
      packageId: m3.session60.id,
      status: 'active',
      pricePaise: 29_900,
      mentorEarningPaise: 11_000,
    });

    const response = await post('/api/v1/admin/update-package', {
      packageId: m3.session60.id,
      packagePrice: 349,
      realPackagePrice: 649,
      mentorEarning: 120,
      adminId: admin.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      package: { packagePrice: 349, realPackagePrice: 649, mentorEarning: 120 },
      mentorsNotified: 2,
    });
    const mail = await latestMail(subject.app, inCategory.email);
    expect(mail?.subject).toBe('Price update: 60-Minute Mentorship Session');
    expect(mail?.text).toContain('Price: ₹349 (was ₹299)');
    expect(mail?.text).toContain(`Hi ${inCategory.firstName} ${inCategory.lastName},`);
    expect(mail?.text).toContain('Your earning per completed session: ₹120 (was ₹110)');
    expect(await mailCount(subject.app, inactiveInCategory.email)).toBe(1);
    expect(await mailCount(subject.app, otherCategory.email)).toBe(0);
    expect(await mailCount(subject.app, pendingInCategory.email)).toBe(0);
    const notes = await db().select().from(notifications).where(eq(notifications.recipientId, inCategory.id));
    expect(notes).toHaveLength(1);

    // A session already bought keeps its price and earning.
    const [kept] = await db().select().from(bookings).where(eq(bookings.id, bought.id));
    expect(kept).toMatchObject({ pricePaise: 29_900, mentorEarningPaise: 11_000 });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, m3.session60.id));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'package.update' });
    // The log keeps the figures, so it reads in the admin's own language.
    expect(entry?.details).toMatchObject({
      priceChanges: [
        { what: 'price', fromPaise: 29_900, toPaise: 34_900 },
        { what: 'realPrice', fromPaise: expect.any(Number), toPaise: 64_900 },
        { what: 'earning', fromPaise: 11_000, toPaise: 12_000 },
      ],
    });
    expect(entry?.details).not.toHaveProperty('changes');
  });

  it('cleans the description on save and sends nothing for a description alone', async () => {
    const mentor = await createMentor(db(), { neetScore: 690 });
    const m4 = (await post('/api/v1/admin/packages', { category: 'M4' })).json().data[0].packages[0];
    const response = await post('/api/v1/admin/update-package', {
      packageId: m4._id,
      packageDescription:
        '<ul><li onmouseover="x()">Call</li></ul><script>x()</script><a href="javascript:x()">y</a>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ mentorsNotified: 0 });
    const [row] = await db().select().from(packages).where(eq(packages.id, m4._id));
    expect(row?.descriptionHtml).toBe('<ul><li>Call</li></ul><a>y</a>');
    expect(await mailCount(subject.app, mentor.email)).toBe(0);
  });

  it('refuses a real price below the price, an empty change and an unknown package', async () => {
    const below = await post('/api/v1/admin/update-package', {
      packageId: m3.monthly.id,
      realPackagePrice: 10,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().data.errors).toEqual([
      { path: 'realPackagePrice', message: 'The real price must be at least the price.' },
    ]);
    const nothing = await post('/api/v1/admin/update-package', { packageId: m3.monthly.id });
    expect(nothing.statusCode).toBe(400);
    const fraction = await post('/api/v1/admin/update-package', {
      packageId: m3.monthly.id,
      packagePrice: 9.5,
    });
    expect(fraction.json().data.errors).toEqual([
      { path: 'packagePrice', message: 'The price is a whole number of rupees.' },
    ]);
    const unknown = await post('/api/v1/admin/update-package', {
      packageId: '00000000-0000-4000-8000-000000000000',
      packagePrice: 10,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an earning above a paid package’s price, changing nothing and telling no one', async () => {
    const mentor = await createMentor(db(), { neetScore: 700 });
    const before = await mailCount(subject.app, mentor.email);
    const paid = await db()
      .select()
      .from(packages)
      .where(eq(packages.category, 'M4'))
      .then((rows) => rows.find((row) => row.pricePaise > 0));
    if (!paid) throw new Error('no paid M4 package');
    const above = await post('/api/v1/admin/update-package', {
      packageId: paid.id,
      mentorEarning: paid.pricePaise / 100 + 1,
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().data.errors).toEqual([
      { path: 'mentorEarning', message: 'The earning must be at most the price.' },
    ]);
    // Lowering the price under the earning is the same mistake.
    const cheaper = await post('/api/v1/admin/update-package', {
      packageId: paid.id,
      packagePrice: paid.mentorEarningPaise / 100 - 1,
    });
    expect(cheaper.statusCode).toBe(400);
    const [after] = await db().select().from(packages).where(eq(packages.id, paid.id));
    expect(after).toEqual(paid);
    expect(await mailCount(subject.app, mentor.email)).toBe(before);

    // The free intro call is the platform's to pay for: its earning stands above its price of 0.
    const free = await post('/api/v1/admin/update-package', {
      packageId: m3.intro20.id,
      mentorEarning: 36,
    });
    expect(free.statusCode).toBe(200);
    expect(free.json().data.package).toMatchObject({ packagePrice: 0, mentorEarning: 36 });
  });
});
