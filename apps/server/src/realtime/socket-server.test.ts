import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createAdminAccount, createMentor, createStudent } from '../../test/factories.ts';
import { bearer, createBooking, createCatalog, tokenFor } from '../../test/bookings.ts';
import {
  collect,
  connectSocket,
  connected,
  disconnectedByServer,
  type ClientSocket,
} from '../../test/realtime.ts';
import { MAX_CONNECTIONS_PER_ACCOUNT } from './socket-server.ts';

let subject: TestApp;
let baseUrl: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  subject = await createTestApp();
  baseUrl = await subject.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await subject.close();
});

function open(token: string | undefined): ClientSocket {
  const socket = connectSocket(baseUrl, token);
  sockets.push(socket);
  return socket;
}

describe('the realtime connection', () => {
  it('is closed at once when its session is logged out, and cannot open again with that token', async () => {
    const student = await createStudent(subject.database.db);
    const token = await tokenFor(subject, 'student', student.id);
    const socket = open(token);
    await connected(socket);
    const closed = disconnectedByServer(socket);
    const logout = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/logout',
      headers: bearer(token),
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expect(connected(open(token))).rejects.toThrow('unauthorized');
  });

  it('refuses a connection without a valid token, or of an admin', async () => {
    await expect(connected(open(undefined))).rejects.toThrow('unauthorized');
    await expect(connected(open('not-a-token'))).rejects.toThrow('unauthorized');
    const admin = await createAdminAccount(subject.database.db);
    await expect(connected(open(await tokenFor(subject, 'admin', admin.id)))).rejects.toThrow('unauthorized');
  });

  it('holds a limited number of connections per account, and takes a new one when one closes', async () => {
    const student = await createStudent(subject.database.db);
    const token = await tokenFor(subject, 'student', student.id);
    const held = Array.from({ length: MAX_CONNECTIONS_PER_ACCOUNT }, () => open(token));
    await Promise.all(held.map(connected));
    await expect(connected(open(token))).rejects.toThrow('too many connections');
    // Another account is not held back by this one.
    const other = await createStudent(subject.database.db);
    await connected(open(await tokenFor(subject, 'student', other.id)));

    const closing = held[0];
    const closed = new Promise((resolve) => closing?.once('disconnect', resolve));
    closing?.close();
    await closed;
    await expect.poll(() => connected(open(token)).then(() => 'connected', String)).toBe('connected');
    for (const socket of held) socket.close();
  });

  it('pushes messages, read receipts and presence between the two participants only', async () => {
    const db = subject.database.db;
    const catalog = await createCatalog(db, 'M3');
    const student = await createStudent(db);
    const mentor = await createMentor(db, { neetScore: 650 });
    const stranger = await createStudent(db);
    await createBooking(db, {
      studentId: student.id,
      mentorId: mentor.id,
      packageId: catalog.session60.id,
      status: 'active',
    });
    const studentToken = await tokenFor(subject, 'student', student.id);
    const mentorToken = await tokenFor(subject, 'mentor', mentor.id);

    const studentSocket = open(studentToken);
    const studentOnline = collect(studentSocket, 'getOnlineUsers');
    const studentPresence = collect(studentSocket, 'presence');
    const studentMessages = collect(studentSocket, 'newMessage');
    const studentReceipts = collect(studentSocket, 'messagesRead');
    await connected(studentSocket);
    expect(await studentOnline.next()).toEqual([]);

    const strangerSocket = open(await tokenFor(subject, 'student', stranger.id));
    const strangerPresence = collect(strangerSocket, 'presence');
    const strangerMessages = collect(strangerSocket, 'newMessage');
    await connected(strangerSocket);

    const mentorSocket = open(mentorToken);
    const mentorOnline = collect(mentorSocket, 'getOnlineUsers');
    const mentorMessages = collect(mentorSocket, 'newMessage');
    await connected(mentorSocket);
    expect(await mentorOnline.next()).toEqual([student.id]);
    expect(await studentPresence.next((change) => change.userId === mentor.id)).toEqual({
      userId: mentor.id,
      online: true,
    });

    const sent = await subject.app.inject({
      method: 'POST',
      url: `/api/v1/message/send/${mentor.id}`,
      headers: bearer(studentToken),
      payload: { message: 'Can we talk at 6?', clientMessageId: 'realtime-test-0001' },
    });
    const id = sent.json().data._id as string;
    expect(await mentorMessages.next((message) => message._id === id)).toMatchObject({
      message: 'Can we talk at 6?',
      senderId: student.id,
      receiverId: mentor.id,
    });
    // The sender's other devices see it too.
    expect((await studentMessages.next((message) => message._id === id)).clientMessageId).toBe(
      'realtime-test-0001',
    );

    await subject.app.inject({
      method: 'POST',
      url: `/api/v1/message/read-message/${student.id}`,
      headers: bearer(mentorToken),
      payload: {},
    });
    expect((await studentReceipts.next()).readerId).toBe(mentor.id);

    mentorSocket.close();
    expect(await studentPresence.next((change) => change.userId === mentor.id && !change.online)).toEqual({
      userId: mentor.id,
      online: false,
    });
    // Someone without a conversation with them hears nothing about either.
    expect(strangerPresence.received).toEqual([]);
    expect(strangerMessages.received).toEqual([]);
  });

  it('lets a student and a mentor see each other once the mentor accepts, without reconnecting', async () => {
    const db = subject.database.db;
    const catalog = await createCatalog(db, 'M1');
    const student = await createStudent(db);
    const mentor = await createMentor(db, { neetScore: 640 });
    const request = await createBooking(db, {
      studentId: student.id,
      mentorId: mentor.id,
      packageId: catalog.session60.id,
      status: 'pending',
    });
    const mentorToken = await tokenFor(subject, 'mentor', mentor.id);

    const studentSocket = open(await tokenFor(subject, 'student', student.id));
    const studentOnline = collect(studentSocket, 'getOnlineUsers');
    const studentPresence = collect(studentSocket, 'presence');
    await connected(studentSocket);
    expect(await studentOnline.next()).toEqual([]);
    const mentorSocket = open(mentorToken);
    const mentorOnline = collect(mentorSocket, 'getOnlineUsers');
    await connected(mentorSocket);
    // A pending request is no conversation yet: neither learns about the other.
    expect(await mentorOnline.next()).toEqual([]);

    const accepted = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/mentors/accept-sessions-request',
      headers: bearer(mentorToken),
      payload: { requestId: request.id },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await mentorOnline.next((online) => online.includes(student.id))).toEqual([student.id]);
    expect(await studentOnline.next((online) => online.includes(mentor.id))).toEqual([mentor.id]);
    expect(studentPresence.received).toEqual([]);

    // From now on each hears when the other leaves.
    mentorSocket.close();
    expect(await studentPresence.next((change) => change.userId === mentor.id)).toEqual({
      userId: mentor.id,
      online: false,
    });
  });
});
