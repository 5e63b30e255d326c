import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { acceptDeadline, formatIstDateTime, formatRupees, type PackageKind } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bookingCalls } from '../../../test/booking-calls.ts';
import { createCatalog, tokenFor, type CatalogPackage } from '../../../test/bookings.ts';
import { createMentor, createStudent } from '../../../test/factories.ts';
import { latestMail } from '../../../test/mailbox.ts';
import { notifications } from '../../db/schema/index.ts';

/**
 * Each side of a booking hears about it in the language stored on their account: a Hindi student's
 * receipt and bell are in Hindi, with rupees and dates formatted for hi-IN, while an English mentor of the
 * same booking reads English. Names and package names stay as they were typed.
 */
const DEVANAGARI = /[\u0900-\u097F]/;

let subject: TestApp;
let catalog: Record<PackageKind, CatalogPackage>;

beforeAll(async () => {
  subject = await createTestApp();
  catalog = await createCatalog(subject.database.db, 'M3');
});
afterAll(() => subject.close());

async function bellOf(recipientId: string): Promise<string[]> {
  const rows = await subject.database.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId));
  return rows.map((row) => row.message);
}

describe('a paid booking, Hindi student and English mentor', () => {
  it('sends the student a Hindi receipt and notification, and the mentor English ones', async () => {
    const mentor = await createMentor(subject.database.db, {
      neetScore: 650,
      firstName: 'Asha',
      lastName: 'Rao',
    });
    const student = await createStudent(subject.database.db, {
      firstName: 'Ravi',
      lastName: 'Kumar',
      language: 'hi',
    });
    const scene = {
      subject,
      catalog,
      mentorId: mentor.id,
      studentToken: await tokenFor(subject, 'student', student.id),
      mentorToken: await tokenFor(subject, 'mentor', mentor.id),
    };
    const { bookPaid } = bookingCalls(() => scene);
    const paidAt = subject.clock.now();

    await bookPaid('session60');

    const price = catalog.session60.pricePaise;
    const receipt = await latestMail(subject.app, student.email);
    expect(receipt?.subject).toBe(`रसीद: 60-Minute Mentorship Session के लिए ${formatRupees(price, 'hi')}`);
    expect(receipt?.text).toContain('नमस्ते Ravi Kumar,');
    expect(receipt?.text).toContain(
      `हमें Asha Rao के साथ 60-Minute Mentorship Session के लिए आपका ${formatRupees(price, 'hi')} का पेमेंट मिल गया है।`,
    );
    expect(receipt?.text).toContain(`पेमेंट की तारीख ${formatIstDateTime(paidAt, 'hi')}`);
    expect(receipt?.text).toContain(formatIstDateTime(acceptDeadline(paidAt), 'hi'));
    // The Hindi date is not the English one: the month is written in Devanagari.
    expect(formatIstDateTime(paidAt, 'hi')).toMatch(DEVANAGARI);
    expect(receipt?.text).not.toContain(formatIstDateTime(paidAt, 'en'));
    expect(receipt?.html).toContain('<html lang="hi">');
    expect(receipt?.html).toContain('अपने सेशन देखें');
    // The button leads to the Hindi page.
    expect(receipt?.html).toContain(`${subject.config.publicUrl}/hi/student-profile`);
    expect(receipt?.html).toContain('कोई सवाल?');

    expect(await bellOf(student.id)).toEqual([
      `Asha Rao के साथ 60-Minute Mentorship Session के लिए ${formatRupees(price, 'hi')} का पेमेंट मिल गया है।`,
    ]);

    const request = await latestMail(subject.app, mentor.email);
    expect(request?.subject).toBe('New session request: 60-Minute Mentorship Session');
    expect(request?.html).toContain('<html lang="en">');
    expect(request?.text).not.toMatch(DEVANAGARI);
    const [mentorBell] = await bellOf(mentor.id);
    expect(mentorBell).toBe(
      `New session request from Ravi Kumar for 60-Minute Mentorship Session. Accept it by ${formatIstDateTime(acceptDeadline(paidAt))}.`,
    );
  });

  it('writes a Hindi mentor’s request notice in Hindi', async () => {
    const mentor = await createMentor(subject.database.db, { neetScore: 650, language: 'hi' });
    const student = await createStudent(subject.database.db, { firstName: 'Meera', lastName: 'Joshi' });
    const scene = {
      subject,
      catalog,
      mentorId: mentor.id,
      studentToken: await tokenFor(subject, 'student', student.id),
      mentorToken: await tokenFor(subject, 'mentor', mentor.id),
    };
    await bookingCalls(() => scene).bookPaid('session60');

    const [bell] = await bellOf(mentor.id);
    expect(bell).toBe(
      `Meera Joshi ने 60-Minute Mentorship Session के लिए सेशन का अनुरोध भेजा है। इसे ${formatIstDateTime(acceptDeadline(subject.clock.now()), 'hi')} तक स्वीकार करें।`,
    );
    const mail = await latestMail(subject.app, mentor.email);
    expect(mail?.subject).toBe('सेशन का नया अनुरोध: 60-Minute Mentorship Session');
    expect(mail?.text).toContain(
      '24 घंटे में स्वीकार न होने वाला अनुरोध रद्द हो जाता है और छात्र को पूरा पैसा वापस मिलता है।',
    );
    // The English receipt went to the English student.
    expect((await latestMail(subject.app, student.email))?.subject).toMatch(/^Receipt: /);
  });
});
