import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createAppContext } from '../context.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMentor, createStudent, TEST_PASSWORD } from '../../test/factories.ts';
import { bearer, createBooking, createCatalog, createSessionPair, tokenFor } from '../../test/bookings.ts';
import { latestMail } from '../../test/mailbox.ts';
import {
  collect,
  connectSocket,
  connected,
  disconnectedByServer,
  type ClientSocket,
} from '../../test/realtime.ts';

/**
 * Two server instances on one database, sharing rooms through Redis: what one instance stores and pushes
 * reaches a user connected to the other. Needs REDIS_URL (the CI leg with Debian's Redis runs it).
 */
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('REDIS_URL is required for the multi-instance test');

let first: TestApp;
let second: FastifyInstance;
let firstUrl: string;
let secondUrl: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  first = await createTestApp({ REDIS_URL: redisUrl });
  firstUrl = await first.app.listen({ host: '127.0.0.1', port: 0 });
  second = await buildApp({
    context: createAppContext({
      config: first.config,
      db: first.database.db,
      storage: first.storage,
      mailCaptured: true,
      clock: first.clock,
    }),
  });
  secondUrl = await second.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await second.close();
  await first.close();
});

function open(url: string, token: string): ClientSocket {
  const socket = connectSocket(url, token);
  sockets.push(socket);
  return socket;
}

describe('several instances with REDIS_URL', () => {
  it('share presence and messages between users connected to different instances', async () => {
    const { student, mentor, studentToken, mentorToken } = await createSessionPair(first);

    const studentSocket = open(firstUrl, studentToken);
    const studentPresence = collect(studentSocket, 'presence');
    const studentMessages = collect(studentSocket, 'newMessage');
    await connected(studentSocket);

    const mentorSocket = open(secondUrl, mentorToken);
    const mentorOnline = collect(mentorSocket, 'getOnlineUsers');
    await connected(mentorSocket);
    // The mentor's instance sees the student connected to the other one.
    expect(await mentorOnline.next()).toEqual([student.id]);
    expect(await studentPresence.next((change) => change.userId === mentor.id)).toMatchObject({
      online: true,
    });

    // Sent through the second instance, pushed to the student on the first.
    const sent = await second.inject({
      method: 'POST',
      url: `/api/v1/message/send/${student.id}`,
      headers: bearer(mentorToken),
      payload: { message: 'See you at 6.' },
    });
    expect(sent.statusCode).toBe(200);
    const received = await studentMessages.next((message) => message._id === sent.json().data._id);
    expect(received.message).toBe('See you at 6.');

    // Sent over a connection to the second instance: the student on the first gets it, and so does the
    // mentor's other device there, but not the connection it came on (it has the answer).
    const mentorPhone = open(firstUrl, mentorToken);
    const onMentorPhone = collect(mentorPhone, 'newMessage');
    await connected(mentorPhone);
    const onMentorSocket = collect(mentorSocket, 'newMessage');
    const answer = await mentorSocket
      .timeout(5000)
      .emitWithAck('sendMessage', { receiverId: student.id, message: 'Bring your mock test.' });
    if (!answer.ok) throw new Error(`refused: ${answer.error.message}`);
    const isAnswered = (message: { _id: string }) => message._id === answer.message._id;
    expect(await studentMessages.next(isAnswered)).toEqual(answer.message);
    expect(await onMentorPhone.next(isAnswered)).toEqual(answer.message);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onMentorSocket.received.filter(isAnswered)).toEqual([]);
  });

  it('make new partners visible to each other across instances when the mentor accepts', async () => {
    const db = first.database.db;
    const catalog = await createCatalog(db, 'M1');
    const student = await createStudent(db);
    const mentor = await createMentor(db, { neetScore: 640 });
    const request = await createBooking(db, {
      studentId: student.id,
      mentorId: mentor.id,
      packageId: catalog.session60.id,
      status: 'pending',
    });
    const mentorToken = await tokenFor(first, 'mentor', mentor.id);

    const studentSocket = open(firstUrl, await tokenFor(first, 'student', student.id));
    const studentOnline = collect(studentSocket, 'getOnlineUsers');
    const studentPresence = collect(studentSocket, 'presence');
    await connected(studentSocket);
    expect(await studentOnline.next()).toEqual([]);
    const mentorSocket = open(secondUrl, mentorToken);
    const mentorOnline = collect(mentorSocket, 'getOnlineUsers');
    await connected(mentorSocket);
    expect(await mentorOnline.next()).toEqual([]);

    const accepted = await second.inject({
      method: 'POST',
      url: '/api/v1/mentors/accept-sessions-request',
      headers: bearer(mentorToken),
      payload: { requestId: request.id },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await mentorOnline.next((online) => online.includes(student.id))).toEqual([student.id]);
    expect(await studentOnline.next((online) => online.includes(mentor.id))).toEqual([mentor.id]);

    mentorSocket.close();
    expect(await studentPresence.next((change) => change.userId === mentor.id)).toEqual({
      userId: mentor.id,
      online: false,
    });
  });

  it('close the connections of an ended session at once on every instance: logout, password change, reset', async () => {
    const { student, studentToken: phoneToken } = await createSessionPair(first);
    const laptopToken = await tokenFor(first, 'student', student.id);
    const post = (url: string, token: string | undefined, payload: object) =>
      first.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

    // Logout on the first instance closes that session's connection on the second, not the other session's.
    const phone = open(secondUrl, phoneToken);
    const laptop = open(secondUrl, laptopToken);
    await Promise.all([connected(phone), connected(laptop)]);
    const phoneClosed = disconnectedByServer(phone);
    expect((await post('/api/v1/students/logout', phoneToken, {})).statusCode).toBe(200);
    expect(await phoneClosed).toBe('io server disconnect');
    expect(laptop.connected).toBe(true);

    // A password change ends every session, the laptop's too.
    const laptopClosed = disconnectedByServer(laptop);
    const changed = await post('/api/v1/students/change-password', laptopToken, {
      oldPassword: TEST_PASSWORD,
      newPassword: 'Changed@12345',
      confirmPassword: 'Changed@12345',
    });
    expect(changed.statusCode).toBe(200);
    expect(await laptopClosed).toBe('io server disconnect');

    // So does a reset, with the link mailed.
    const tablet = open(secondUrl, changed.json().data.token);
    await connected(tablet);
    const tabletClosed = disconnectedByServer(tablet);
    await post('/api/v1/students/forgot-password', undefined, { email: student.email });
    const link = (await latestMail(first.app, student.email))?.text.match(
      /resetPassword\/([A-Za-z0-9_-]+)/,
    )?.[1];
    if (!link) throw new Error('no reset link mailed');
    const reset = await post(`/api/v1/students/reset-password/${link}`, undefined, {
      password: 'Reset@123456',
      confirmPassword: 'Reset@123456',
    });
    expect(reset.statusCode).toBe(200);
    expect(await tabletClosed).toBe('io server disconnect');
  });
});
