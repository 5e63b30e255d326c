import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createSessionPair } from '../../../test/bookings.ts';
import { revokeSession } from '../auth/index.ts';
import { mentors, messages } from '../../db/schema/index.ts';
import { createMessageWriter, type TextMessage } from './message-writer.ts';

let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.close();
});

/** A student and a mentor with an active session, each with a sign-in session. */
const activePair = () => createSessionPair(subject);

type Pair = Awaited<ReturnType<typeof activePair>>;

/** A typed message of the pair, from one side to the other, sent from that side's sign-in session. */
function message(
  pair: Pair,
  from: 'student' | 'mentor',
  body: string,
  clientMessageId: string | null = null,
): TextMessage {
  const [sender, receiver, sessionId] =
    from === 'student'
      ? [pair.student.id, pair.mentor.id, pair.studentSessionId]
      : [pair.mentor.id, pair.student.id, pair.mentorSessionId];
  return {
    pair: { studentId: pair.student.id, mentorId: pair.mentor.id },
    senderRole: from,
    senderId: sender,
    sessionId,
    receiverId: receiver,
    body,
    clientMessageId,
  };
}

const fromStudent = (pair: Pair, body: string, clientMessageId: string | null = null) =>
  message(pair, 'student', body, clientMessageId);
const fromMentor = (pair: Pair, body: string) => message(pair, 'mentor', body);

/** How many batch statements run while `work` does. */
async function countingStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const pool = subject.database.db.$client;
  const spy = vi.spyOn(pool, 'query');
  try {
    const result = await work();
    const statements = spy.mock.calls.filter(
      ([config]) =>
        typeof config === 'object' && (config as { name?: string }).name === 'store_text_messages',
    ).length;
    return { result, statements };
  } finally {
    spy.mockRestore();
  }
}

describe('the message writer (group commit)', () => {
  it('stores messages sent at the same moment together, each answered, in the order sent', async () => {
    const writer = createMessageWriter(subject.database.db, () => subject.clock.now());
    const pairs = await Promise.all(Array.from({ length: 5 }, () => activePair()));
    const sent = pairs.flatMap((pair) =>
      Array.from({ length: 8 }, (_unused, index) =>
        fromStudent(pair, `Message ${index}`, `writer-${pair.student.id.slice(0, 8)}-${index}`),
      ),
    );
    const { result, statements } = await countingStatements(() =>
      Promise.all(sent.map((message) => writer.write(message))),
    );

    expect(result.every((outcome) => outcome?.created === true)).toBe(true);
    expect(result.map((outcome) => outcome?.row.body)).toEqual(sent.map((message) => message.body));
    // The first goes alone at once; the others share the next statements instead of one each.
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThanOrEqual(3);
    for (const pair of pairs) {
      const stored = await subject.database.db
        .select({ body: messages.body })
        .from(messages)
        .where(eq(messages.senderId, pair.student.id))
        .orderBy(messages.createdAt, messages.id);
      expect(stored.map((row) => row.body)).toEqual(
        Array.from({ length: 8 }, (_unused, index) => `Message ${index}`),
      );
    }
  });

  it('answers a repeated client id in one batch with the one message stored', async () => {
    const writer = createMessageWriter(subject.database.db, () => subject.clock.now());
    const pair = await activePair();
    const [first, second, third] = await Promise.all([
      writer.write(fromStudent(pair, 'Once', 'same-id-0001')),
      writer.write(fromStudent(pair, 'Once', 'same-id-0001')),
      writer.write(fromStudent(pair, 'Once', 'same-id-0001')),
    ]);
    const outcomes = [first, second, third];
    expect(outcomes.filter((outcome) => outcome?.created)).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => outcome?.row.id)).size).toBe(1);
  });

  it('refuses, within the same batch as stored ones, a revoked sign-in session and a deactivated mentor', async () => {
    const writer = createMessageWriter(subject.database.db, () => subject.clock.now());
    const signedOut = await activePair();
    await revokeSession(subject.context, subject.database.db, signedOut.studentSessionId);
    const deactivated = await activePair();
    await subject.database.db
      .update(mentors)
      .set({ isActive: false })
      .where(eq(mentors.id, deactivated.mentor.id));
    const fine = await activePair();

    const [refusedStudent, refusedMentor, stored] = await Promise.all([
      writer.write(fromStudent(signedOut, 'After logout')),
      writer.write(fromMentor(deactivated, 'While deactivated')),
      writer.write(fromMentor(fine, 'All good')),
    ]);
    expect(refusedStudent).toBeUndefined();
    expect(refusedMentor).toBeUndefined();
    expect(stored?.created).toBe(true);
  });

  it('fails only the message that fails its statement; the others of its batch are stored', async () => {
    const writer = createMessageWriter(subject.database.db, () => subject.clock.now());
    const pair = await activePair();
    const [before, tooLong, after] = await Promise.allSettled([
      writer.write(fromStudent(pair, 'Before')),
      writer.write(fromStudent(pair, 'x'.repeat(100_000))),
      writer.write(fromStudent(pair, 'After')),
    ]);
    expect(tooLong.status).toBe('rejected');
    expect(before.status === 'fulfilled' && before.value?.created).toBe(true);
    expect(after.status === 'fulfilled' && after.value?.created).toBe(true);
    const stored = await subject.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.senderId, pair.student.id))
      .orderBy(messages.createdAt);
    expect(stored.map((row) => row.body)).toEqual(['Before', 'After']);
  });
});
