import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { pngFile, postForm, postJson, signedInAdmin, type SignedInAdmin } from '../../../test/admin.ts';
import { bearer, tokenFor } from '../../../test/bookings.ts';
import { createMentor } from '../../../test/factories.ts';
import { latestMail, mailCount } from '../../../test/mailbox.ts';
import { auditLog, notifications, paymentDetails, payouts, walletLedger } from '../../db/schema/index.ts';

let subject: TestApp;
let admin: SignedInAdmin;

beforeAll(async () => {
  subject = await createTestApp();
  admin = await signedInAdmin(subject);
});
afterAll(() => subject.close());

const db = () => subject.database.db;

/** A mentor whose ledger holds these credits (paise). */
async function mentorWithBalance(credits: number[], overrides: Parameters<typeof createMentor>[1] = {}) {
  const mentor = await createMentor(db(), overrides);
  for (const amountPaise of credits) {
    await db()
      .insert(walletLedger)
      .values({
        mentorId: mentor.id,
        kind: 'earning',
        amountPaise,
        sourceKey: `test:${randomBytes(6).toString('hex')}`,
      });
  }
  return mentor;
}

async function clear(mentorId: string, extra: Record<string, string> = {}, token = admin.token) {
  return postForm(
    subject,
    '/api/v1/admin/clear-payment',
    { mentorID: mentorId, adminId: admin.id, imageOfProof: await pngFile('proof.png'), ...extra },
    token,
  );
}

async function balanceOf(mentorId: string): Promise<number> {
  const rows = await db().select().from(walletLedger).where(eq(walletLedger.mentorId, mentorId));
  return rows.reduce((sum, row) => sum + row.amountPaise, 0);
}

describe('clear-payment', () => {
  it('pays out the whole balance with the proof, tells the mentor, and records it', async () => {
    const mentor = await mentorWithBalance([11_000, 3_000]);
    const response = await clear(mentor.id, { amount: '140' });
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ amountCleared: 140, clearDate: expect.any(String) });

    expect(await balanceOf(mentor.id)).toBe(0);
    const [payout] = await db().select().from(payouts).where(eq(payouts.mentorId, mentor.id));
    expect(payout).toMatchObject({ id: result._id, amountPaise: 14_000, clearedByAdminId: admin.id });
    const [entry] = await db().select().from(walletLedger).where(eq(walletLedger.payoutId, result._id));
    expect(entry).toMatchObject({ kind: 'payout', amountPaise: -14_000, sourceKey: `payout:${result._id}` });
    // The proof is private, readable by the admin and the mentor through the payout's address.
    const proof = await subject.app.inject({
      method: 'GET',
      url: `/api/v1/payouts/${result._id}/proof`,
      headers: bearer(await tokenFor(subject, 'mentor', mentor.id)),
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/webp');

    const payoutMail = await latestMail(subject.app, mentor.email);
    expect(payoutMail?.subject).toBe('Payout of ₹140 cleared');
    expect(payoutMail?.text).toContain(`Hi ${mentor.firstName} ${mentor.lastName},`);
    const notes = await db().select().from(notifications).where(eq(notifications.recipientId, mentor.id));
    expect(notes.map((note) => note.message)).toEqual(['A payout of ₹140 has been cleared to your account.']);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.targetId, mentor.id));
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'payout.clear',
      details: { payoutId: result._id, amountPaise: 14_000 },
    });
  });

  it('pays once when cleared twice, one after the other', async () => {
    const mentor = await mentorWithBalance([8_000]);
    expect((await clear(mentor.id)).statusCode).toBe(200);
    const second = await clear(mentor.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('NOTHING_TO_CLEAR');
    expect(await db().select().from(payouts).where(eq(payouts.mentorId, mentor.id))).toHaveLength(1);
    expect(await mailCount(subject.app, mentor.email)).toBe(1);
  });

  it('pays once when cleared five times at the same moment', async () => {
    const mentor = await mentorWithBalance([8_000, 2_500]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => clear(mentor.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await db().select().from(payouts).where(eq(payouts.mentorId, mentor.id));
    expect(rows.map((row) => row.amountPaise)).toEqual([10_500]);
    expect(await balanceOf(mentor.id)).toBe(0);
  });

  it('refuses an amount that is no longer the balance, and keeps no proof', async () => {
    const mentor = await mentorWithBalance([8_000, 3_000]);
    const response = await clear(mentor.id, { amount: '80' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('BALANCE_CHANGED');
    expect(await balanceOf(mentor.id)).toBe(11_000);
    expect(await db().select().from(payouts).where(eq(payouts.mentorId, mentor.id))).toHaveLength(0);
  });

  it('needs the proof image, with the spec’s message, and an image at that', async () => {
    const mentor = await mentorWithBalance([5_000]);
    const missing = await postForm(
      subject,
      '/api/v1/admin/clear-payment',
      { mentorID: mentor.id },
      admin.token,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Image is required',
      data: { errors: [{ path: 'imageOfProof', message: 'Image is required' }] },
    });
    const notImage = await postForm(
      subject,
      '/api/v1/admin/clear-payment',
      {
        mentorID: mentor.id,
        imageOfProof: { filename: 'proof.png', contentType: 'image/png', data: Buffer.from('#!/bin/sh') },
      },
      admin.token,
    );
    expect(notImage.statusCode).toBe(415);
    expect(await balanceOf(mentor.id)).toBe(5_000);
  });

  it('refuses an empty wallet, an unknown mentor and bad fields', async () => {
    const empty = await mentorWithBalance([]);
    expect((await clear(empty.id)).json().code).toBe('NOTHING_TO_CLEAR');
    expect((await clear('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await clear(empty.id, { amount: '-5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors).toEqual([
      { path: 'amount', message: 'The amount is in rupees, with at most two decimals.' },
    ]);
  });
});

describe('payout lists', () => {
  it('lists mentors with a positive balance, largest first, IFSC only for Bank', async () => {
    const tag = `pay${randomBytes(3).toString('hex')}`;
    const bank = await mentorWithBalance([20_000], { mentorId: `${tag}a` });
    const upi = await mentorWithBalance([9_000, 1_000], { mentorId: `${tag}b` });
    const none = await mentorWithBalance([5_000], { mentorId: `${tag}c` });
    await mentorWithBalance([], { mentorId: `${tag}d` });
    await db()
      .insert(paymentDetails)
      .values([
        {
          mentorId: bank.id,
          paymentMethod: 'Bank',
          paymentInfo: '501002345678',
          accountHolderName: 'Asha Rao',
          ifscCode: 'HDFC0000123',
        },
        { mentorId: upi.id, paymentMethod: 'PhonePe', paymentInfo: '9876543210@ybl' },
      ]);

    const response = await postJson(subject, '/api/v1/admin/payout-mentors', { search: tag }, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      data: [
        {
          _id: bank.id,
          mentorId: bank.mentorId,
          firstName: 'Asha',
          lastName: bank.lastName,
          email: bank.email,
          wallet: 200,
          paymentMethod: 'Bank',
          paymentInfo: '501002345678',
          accountHolderName: 'Asha Rao',
          ifscCode: 'HDFC0000123',
        },
        expect.objectContaining({
          _id: upi.id,
          wallet: 100,
          paymentMethod: 'PhonePe',
          paymentInfo: '9876543210@ybl',
          accountHolderName: null,
          ifscCode: null,
        }),
        expect.objectContaining({ _id: none.id, wallet: 50, paymentMethod: null, paymentInfo: null }),
      ],
      pagination: { currentPage: 1, totalPages: 1, total: 3, pageSize: 5 },
    });

    // Cleared mentors leave the list and appear in the cleared payments, newest first.
    await clear(bank.id);
    await clear(upi.id);
    const after = await postJson(subject, '/api/v1/admin/payout-mentors', { search: tag }, admin.token);
    expect(after.json().data.data.map((row: { _id: string }) => row._id)).toEqual([none.id]);
    const cleared = await postJson(
      subject,
      '/api/v1/admin/cleared-payments?page=1',
      { search: tag },
      admin.token,
    );
    expect(cleared.json().data.data).toEqual([
      expect.objectContaining({ mentorId: upi.mentorId, email: upi.email, amountCleared: 100 }),
      expect.objectContaining({
        mentorId: bank.mentorId,
        firstName: 'Asha',
        amountCleared: 200,
        clearDate: expect.any(String),
        imageOfProof: expect.stringMatching(/^\/api\/v1\/payouts\/[0-9a-f-]+\/proof$/),
      }),
    ]);
  });

  it('pages the payout list 5 at a time', async () => {
    const tag = `pgs${randomBytes(3).toString('hex')}`;
    for (let index = 0; index < 6; index += 1) {
      await mentorWithBalance([1_000 * (index + 1)], { mentorId: `${tag}${index}` });
    }
    const second = await postJson(
      subject,
      '/api/v1/admin/payout-mentors?page=2',
      { search: tag },
      admin.token,
    );
    expect(second.json().data.pagination).toEqual({ currentPage: 2, totalPages: 2, total: 6, pageSize: 5 });
    expect(second.json().data.data.map((row: { wallet: number }) => row.wallet)).toEqual([10]);
  });
});
