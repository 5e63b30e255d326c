import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsecuredJWT } from 'jose';
import { io } from 'socket.io-client';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ACTOR_NAMES, createWorld, type ActorName, type World } from '../../test/actors.ts';
import { connectSocket, connected, sendOversized, type ClientSocket } from '../../test/realtime.ts';
import { createTokenSigner } from '../modules/auth/index.ts';
import { HOSTILE_VALUES } from '../../test/hostile-payloads.ts';
import { MAX_SOCKET_PACKET_BYTES } from './socket-server.ts';

/**
 * The realtime connection in the authorization matrix and under hostile handshakes: who may connect, and
 * that nothing a client sends on the socket hurts the server.
 */
let subject: TestApp;
let baseUrl: string;
let world: World;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  subject = await createTestApp();
  baseUrl = await subject.app.listen({ host: '127.0.0.1', port: 0 });
  world = await createWorld(subject);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await subject.close();
});

const EXPECTED: Record<ActorName, 'connects' | 'refused'> = {
  anonymous: 'refused',
  studentA: 'connects',
  studentB: 'connects',
  pendingMentor: 'refused',
  mentor: 'connects',
  deactivatedMentor: 'refused',
  admin: 'refused',
};

async function outcome(auth: unknown): Promise<'connects' | 'refused'> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    auth: auth as Record<string, unknown>,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  // Refused with an error, or by closing the connection (a handshake over the packet cap).
  const closed = new Promise<'refused'>((resolve) => socket.io.once('close', () => resolve('refused')));
  try {
    return await Promise.race([connected(socket).then(() => 'connects' as const), closed]);
  } catch {
    return 'refused';
  } finally {
    socket.close();
  }
}

/** Whether a payload fits in one packet of the connection (a little room left for the packet's own frame). */
function fitsInPacket(payload: unknown): boolean {
  return Buffer.byteLength(JSON.stringify(payload) ?? '') < MAX_SOCKET_PACKET_BYTES - 1024;
}

async function healthy(): Promise<boolean> {
  return (await subject.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode === 200;
}

describe('who may open the realtime connection', () => {
  it.each(ACTOR_NAMES.map((name) => [name] as const))('%s', async (name) => {
    const token = world.actors[name].token;
    expect(await outcome(token ? { token } : {})).toBe(EXPECTED[name]);
  });

  it('not with the spec’s userId in the query', async () => {
    const byQuery = io(baseUrl, {
      path: '/socket.io',
      query: { userId: world.actors.studentA.account?.id ?? '' },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(byQuery);
    await expect(connected(byQuery)).rejects.toThrow('unauthorized');
  });

  it('not with a live session’s exact claims signed with another key, or not signed', async () => {
    const claims = await subject.context.signer.verify(world.actors.studentA.token ?? '');
    if (!claims) throw new Error('the student’s token does not verify');
    const expiresAt = new Date(subject.clock.now().getTime() + 60 * 60 * 1000);
    // Signed with the server's key, the same claims connect: the signature is all that differs below.
    expect(await outcome({ token: await subject.context.signer.sign(claims, expiresAt) })).toBe('connects');
    const otherKey = createTokenSigner('another-secret-that-is-long-enough-0123456789', subject.clock);
    expect(await outcome({ token: await otherKey.sign(claims, expiresAt) })).toBe('refused');
    const unsigned = new UnsecuredJWT({ ...claims })
      .setIssuer('neetmentor')
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .encode();
    expect(await outcome({ token: unsigned })).toBe('refused');
  });
});

describe('who may send over the connection', () => {
  // Nobody here shares an active session with anyone: every actor that connects is refused, by the rule.
  it.each(ACTOR_NAMES.filter((name) => EXPECTED[name] === 'connects').map((name) => [name] as const))(
    '%s cannot send to someone they have no session with',
    async (name) => {
      const socket = connectSocket(baseUrl, world.actors[name].token ?? '');
      sockets.push(socket);
      await connected(socket);
      const partner = name === 'mentor' ? world.actors.studentA.account : world.actors.mentor.account;
      const answer = await socket
        .timeout(5000)
        .emitWithAck('sendMessage', { receiverId: partner?.id ?? '', message: 'Hello' });
      expect(answer).toMatchObject({ ok: false, error: { code: 'NOT_YOURS' } });
      socket.close();
    },
  );
});

describe('hostile handshakes and events', () => {
  const handshakes: unknown[] = [
    { token: 42 },
    { token: { $ne: null } },
    { token: ['a', 'b'] },
    { token: '' },
    { token: 'x'.repeat(100_000) },
    { token: 'abc\u0000def' },
    { token: "' OR 1=1 --" },
    { token: null },
    { __proto__: { token: 'polluted' } },
  ];

  it.each(handshakes.map((auth, index) => [index, auth] as const))(
    'handshake %i is refused',
    async (_index, auth) => {
      expect(await outcome(auth)).toBe('refused');
      expect(await healthy()).toBe(true);
    },
  );

  it('ignores events a client makes up, and keeps the connection and the server well', async () => {
    const token = world.actors.studentA.token ?? '';
    const socket = connectSocket(baseUrl, token);
    sockets.push(socket);
    await connected(socket);
    // A client is free to emit anything; the typed socket only allows the events we declare.
    const emit = socket.emit.bind(socket) as unknown as (event: string, ...args: unknown[]) => void;
    emit('newMessage', { _id: 'x', message: '<script>alert(1)</script>' });
    emit('getOnlineUsers');
    emit('__proto__', { polluted: true });
    emit('send', 'x'.repeat(MAX_SOCKET_PACKET_BYTES / 2));
    // sendMessage without an acknowledgement, or with one as the wrong argument: nothing to answer.
    emit('sendMessage', { receiverId: world.actors.mentor.account?.id, message: 'No answer wanted' });
    emit('sendMessage');
    emit('sendMessage', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.connected).toBe(true);
    expect(await healthy()).toBe(true);
  });

  it('answers hostile sendMessage payloads with a refusal, and keeps the connection and the server well', async () => {
    const socket = connectSocket(baseUrl, world.actors.studentA.token ?? '');
    sockets.push(socket);
    await connected(socket);
    const mentorId = world.actors.mentor.account?.id ?? '';
    const payloads: unknown[] = [
      ...HOSTILE_VALUES.map((value) => ({ receiverId: mentorId, message: value })),
      ...HOSTILE_VALUES.map((value) => ({ receiverId: value, message: 'Hello' })),
      ...HOSTILE_VALUES.map((value) => ({ receiverId: mentorId, message: 'Hello', clientMessageId: value })),
      { receiverId: mentorId, message: 'Hello', extra: true },
      { receiverId: mentorId, message: 'Hello', __proto__: { isAdmin: true } },
      JSON.parse('{"receiverId":"x","message":"Hello","__proto__":{"polluted":true}}'),
      ...HOSTILE_VALUES,
    ];
    for (const payload of payloads.filter(fitsInPacket)) {
      const answer = await socket.timeout(5000).emitWithAck('sendMessage', payload as never);
      // Refused by validation or, for valid input, by the rule that they share no active session.
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect(['VALIDATION_FAILED', 'NOT_YOURS']).toContain(answer.error.code);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(socket.connected).toBe(true);
    expect(await healthy()).toBe(true);

    // The payloads too large for a packet (100,000 characters) close their own connection, unanswered.
    const oversized = payloads.filter((payload) => !fitsInPacket(payload));
    expect(oversized.length).toBeGreaterThan(0);
    for (const payload of oversized) {
      const own = connectSocket(baseUrl, world.actors.studentA.token ?? '');
      sockets.push(own);
      await connected(own);
      expect(await sendOversized(own, 'sendMessage', payload)).toBe('transport close');
    }
    expect(socket.connected).toBe(true);
    expect(await healthy()).toBe(true);
  });

  it('closes a connection sending a packet over the cap on any event, and only that one', async () => {
    const token = world.actors.studentA.token ?? '';
    const [bystander, sender] = [connectSocket(baseUrl, token), connectSocket(baseUrl, token)];
    sockets.push(bystander, sender);
    await Promise.all([connected(bystander), connected(sender)]);
    expect(await sendOversized(sender, 'send', 'x'.repeat(200_000))).toBe('transport close');
    expect(bystander.connected).toBe(true);
    expect(await healthy()).toBe(true);
  });
});
