import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHAT_MESSAGE_MAX_LENGTH, type SocketSendAnswer, type SocketSendMessage } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createStudent } from '../../test/factories.ts';
import { bearer, createSessionPair, tokenFor } from '../../test/bookings.ts';
import { collect, connectSocket, connected, sendOversized, type ClientSocket } from '../../test/realtime.ts';
import { messages } from '../db/schema/index.ts';
import { SESSION_LIFETIME_MS } from '../modules/auth/index.ts';
import { MAX_SOCKET_PACKET_BYTES } from './socket-server.ts';

/**
 * `sendMessage` over the open connection: the same rules, limits and client id as message/send, the
 * answer in the acknowledgement, and the push to everyone else concerned.
 */
let subject: TestApp;
let baseUrl: string;
const sockets: ClientSocket[] = [];
/** Per account and minute, over the call and the connection together (small, to reach it in a test). */
const SEND_LIMIT = 12;

beforeAll(async () => {
  subject = await createTestApp({ CHAT_SEND_LIMIT_PER_MINUTE: String(SEND_LIMIT) });
  baseUrl = await subject.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await subject.close();
});

async function open(token: string): Promise<ClientSocket> {
  const socket = connectSocket(baseUrl, token);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

/** A student and a mentor with a session (active unless said), each signed in. */
const pairWithSession = (status: 'active' | 'complete' = 'active') => createSessionPair(subject, status);

/** Sends as a client may: anything at all, typed or not. */
function send(socket: ClientSocket, request: unknown): Promise<SocketSendAnswer> {
  return socket.timeout(5000).emitWithAck('sendMessage', request as SocketSendMessage);
}

async function storedBy(senderId: string) {
  return subject.database.db
    .select({ id: messages.id, body: messages.body, clientMessageId: messages.clientMessageId })
    .from(messages)
    .where(eq(messages.senderId, senderId))
    .orderBy(messages.createdAt, messages.id);
}

describe('sending over the connection', () => {
  it('stores the message, answers it, and pushes it to the receiver and the sender’s other devices only', async () => {
    const { student, mentor, studentToken, mentorToken } = await pairWithSession();
    const phone = await open(studentToken);
    const laptop = await open(studentToken);
    const mentorSocket = await open(mentorToken);
    const onPhone = collect(phone, 'newMessage');
    const onLaptop = collect(laptop, 'newMessage');
    const toMentor = collect(mentorSocket, 'newMessage');

    const answer = await send(phone, {
      receiverId: mentor.id,
      message: '  Is 6 pm fine?  ',
      clientMessageId: 'socket-send-0001',
    });
    if (!answer.ok) throw new Error(`refused: ${answer.error.message}`);
    expect(answer.message).toMatchObject({
      senderId: student.id,
      receiverId: mentor.id,
      message: 'Is 6 pm fine?',
      read: false,
      kind: 'text',
      clientMessageId: 'socket-send-0001',
    });
    expect(await toMentor.next((message) => message._id === answer.message._id)).toEqual(answer.message);
    expect(await onLaptop.next((message) => message._id === answer.message._id)).toEqual(answer.message);
    expect(await storedBy(student.id)).toEqual([
      { id: answer.message._id, body: 'Is 6 pm fine?', clientMessageId: 'socket-send-0001' },
    ]);
    // The same message through the call shows the same record: the history is one.
    const history = await subject.app.inject({
      method: 'GET',
      url: `/api/v1/message/${student.id}`,
      headers: bearer(mentorToken),
    });
    expect(history.json().data).toEqual([answer.message]);
    // The connection it came on has it in the answer, and no second copy.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onPhone.received).toEqual([]);
  });

  it('stores a client id once, however often and however it is sent', async () => {
    const { student, mentor, studentToken } = await pairWithSession();
    const socket = await open(studentToken);
    const request = {
      receiverId: mentor.id,
      message: 'Sent on a shaky network',
      clientMessageId: 'dup-0000001',
    };
    const answers = await Promise.all([send(socket, request), send(socket, request), send(socket, request)]);
    const viaCall = await subject.app.inject({
      method: 'POST',
      url: `/api/v1/message/send/${mentor.id}`,
      headers: bearer(studentToken),
      payload: { message: request.message, clientMessageId: request.clientMessageId },
    });
    const ids = answers.map((answer) => (answer.ok ? answer.message._id : answer.error.code));
    expect(new Set([...ids, viaCall.json().data._id])).toEqual(new Set([ids[0]]));
    expect(await storedBy(student.id)).toHaveLength(1);
  });

  it('keeps the order of messages sent one after another without waiting', async () => {
    const { student, mentor, studentToken } = await pairWithSession();
    const socket = await open(studentToken);
    const bodies = Array.from({ length: 10 }, (_unused, index) => `Part ${index + 1} of my question`);
    const answers = await Promise.all(
      bodies.map((message, index) =>
        send(socket, {
          receiverId: mentor.id,
          message,
          clientMessageId: `order-${String(index).padStart(4, '0')}`,
        }),
      ),
    );
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect((await storedBy(student.id)).map((row) => row.body)).toEqual(bodies);
  });

  it('refuses bad input with the call’s messages, and stores nothing', async () => {
    const { student, mentor, studentToken } = await pairWithSession();
    const socket = await open(studentToken);
    const refusals = await Promise.all([
      send(socket, { receiverId: mentor.id, message: '   ' }),
      send(socket, { receiverId: mentor.id, message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }),
      send(socket, { receiverId: 'not-an-id', message: 'Hello' }),
      send(socket, { receiverId: mentor.id, message: 'Hello', clientMessageId: 'short' }),
      send(socket, { receiverId: mentor.id, message: 'Hello', senderId: mentor.id }),
      send(socket, null),
      send(socket, ['Hello']),
      send(socket, 'Hello'),
    ]);
    expect(refusals.map((answer) => (answer.ok ? 'stored' : answer.error.code))).toEqual(
      Array.from({ length: 8 }, () => 'VALIDATION_FAILED'),
    );
    expect(refusals[0]).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', message: 'Please type a message.' },
    });
    expect(refusals[1]).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        message: `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
      },
    });
    expect(await storedBy(student.id)).toEqual([]);
  });

  it('takes the longest message in any script, and closes a connection sending far more', async () => {
    const { student, mentor, studentToken } = await pairWithSession();
    const socket = await open(studentToken);
    // The most characters, of the widest kinds: three bytes each in UTF-8, and quotes escaped in JSON.
    const longest = 'नमस्ते"'
      .repeat(CHAT_MESSAGE_MAX_LENGTH / 'नमस्ते"'.length)
      .padEnd(CHAT_MESSAGE_MAX_LENGTH, 'न');
    const answer = await send(socket, {
      receiverId: mentor.id,
      message: longest,
      clientMessageId: 'longest-0001',
    });
    expect(answer).toMatchObject({ ok: true, message: { message: longest } });

    const oversized = { receiverId: mentor.id, message: 'x'.repeat(MAX_SOCKET_PACKET_BYTES) };
    expect(await sendOversized(socket, 'sendMessage', oversized)).toBe('transport close');
    expect((await storedBy(student.id)).map((row) => row.clientMessageId)).toEqual(['longest-0001']);
  });

  it('refuses a stranger, and a partner once the session is over, and pushes nothing', async () => {
    const { student, mentor, studentToken, mentorToken } = await pairWithSession('complete');
    const outsider = await createStudent(subject.database.db);
    const mentorSocket = await open(mentorToken);
    const toMentor = collect(mentorSocket, 'newMessage');

    const fromPartner = await send(await open(studentToken), {
      receiverId: mentor.id,
      message: 'Still there?',
    });
    expect(fromPartner).toMatchObject({ ok: false, error: { code: 'CHAT_CLOSED' } });
    const fromStranger = await send(await open(await tokenFor(subject, 'student', outsider.id)), {
      receiverId: mentor.id,
      message: 'Hello stranger',
    });
    expect(fromStranger).toMatchObject({ ok: false, error: { code: 'NOT_YOURS' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(toMentor.received).toEqual([]);
    expect([...(await storedBy(student.id)), ...(await storedBy(outsider.id))]).toEqual([]);
  });

  // Logout, a password change and a reset close the connection at once (socket-server tests); a session
  // that simply expires is noticed at the next send.
  it('refuses once the sign-in session has expired, and closes the connection', async () => {
    const { student, mentor, studentToken } = await pairWithSession();
    const socket = await open(studentToken);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    subject.clock.advance(SESSION_LIFETIME_MS.session + 1000);

    const answer = await send(socket, { receiverId: mentor.id, message: 'After logging out' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'SESSION_ENDED' } });
    expect(await closed).toBe('io server disconnect');
    expect(await storedBy(student.id)).toEqual([]);
  });

  it('counts the call and the connection against one limit per account', async () => {
    const { student, mentor, studentToken } = await pairWithSession();
    const socket = await open(studentToken);
    for (let index = 0; index < SEND_LIMIT / 2; index += 1) {
      const viaCall = await subject.app.inject({
        method: 'POST',
        url: `/api/v1/message/send/${mentor.id}`,
        headers: bearer(studentToken),
        payload: { message: `Call ${index}` },
      });
      expect(viaCall.statusCode).toBe(200);
      expect(await send(socket, { receiverId: mentor.id, message: `Socket ${index}` })).toMatchObject({
        ok: true,
      });
    }
    const overOnSocket = await send(socket, { receiverId: mentor.id, message: 'One too many' });
    expect(overOnSocket).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    if (overOnSocket.ok) throw new Error('not limited');
    expect(overOnSocket.error.message).toMatch(
      /^You are sending messages very fast\. Please wait \d+ seconds\.$/,
    );
    const overOnCall = await subject.app.inject({
      method: 'POST',
      url: `/api/v1/message/send/${mentor.id}`,
      headers: bearer(studentToken),
      payload: { message: 'One too many' },
    });
    expect(overOnCall.statusCode).toBe(429);
    expect(await storedBy(student.id)).toHaveLength(SEND_LIMIT);
  });
});
