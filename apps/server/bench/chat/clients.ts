// The client side of the chat benchmark, in a process of its own so the load generator does not share the
// server's event loop. It opens every socket, then runs closed loops: send (over the signed-in connection,
// through the message/send call, or through a bare socket.io relay, acknowledged or not), half the messages
// from students to mentors and half back, and wait until the receiver's socket has it (and, where the sender
// is answered, the answer too), recording each delivery's latency. The server also pushes every message to
// the sender's own devices; that echo is no delivery and is not counted.
import { io, type Socket } from 'socket.io-client';

export interface Pair {
  studentId: string;
  mentorId: string;
  studentToken: string;
  mentorToken: string;
}

export interface ClientJob {
  apiUrl: string;
  relayUrl: string;
  pairs: Pair[];
  concurrency: number;
  seconds: number;
}

export interface LoadResult {
  delivered: number;
  seconds: number;
  latenciesMs: number[];
  errors: number;
}

/** One side of a pair, as it signs in and as messages are addressed to it. */
interface Person {
  id: string;
  token: string;
}

/** The sender and receiver of a pair's message: students to mentors and back, in turn. */
function direction(pair: Pair, toMentor: boolean): { from: Person; to: Person } {
  const student = { id: pair.studentId, token: pair.studentToken };
  const mentor = { id: pair.mentorId, token: pair.mentorToken };
  return toMentor ? { from: student, to: mentor } : { from: mentor, to: student };
}

function openSocket(url: string, options: Parameters<typeof io>[1]): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, ...options });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Messages on their way: each is delivered when it reaches a socket of its receiver, no other. */
function createDeliveries() {
  const waiting = new Map<string, { receiverId: string; arrived: () => void }>();
  return {
    /** Registered before sending, so nothing is missed. */
    expect(id: string, receiverId: string): Promise<void> {
      return new Promise((resolve) => waiting.set(id, { receiverId, arrived: resolve }));
    },
    forget(id: string): void {
      waiting.delete(id);
    },
    /** A socket of `userId` got message `id`. */
    arrive(userId: string, id: string): void {
      const waiter = waiting.get(id);
      if (waiter?.receiverId !== userId) return;
      waiting.delete(id);
      waiter.arrived();
    },
  };
}

async function closedLoops(
  seconds: number,
  concurrency: number,
  one: (worker: number, sequence: number) => Promise<void>,
): Promise<LoadResult> {
  const latenciesMs: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_unused, worker) => {
      for (let sequence = 0; performance.now() < until; sequence += 1) {
        const sent = performance.now();
        try {
          await one(worker, sequence);
          latenciesMs.push(performance.now() - sent);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return {
    delivered: latenciesMs.length,
    seconds: (performance.now() - started) / 1000,
    latenciesMs,
    errors,
  };
}

async function run(job: ClientJob): Promise<void> {
  const deliveries = createDeliveries();
  const people = job.pairs.flatMap((pair) => [direction(pair, true).from, direction(pair, false).from]);
  const pairAt = (worker: number, sequence: number) => {
    const index = (worker + sequence * job.concurrency) % job.pairs.length;
    const pair = job.pairs[index];
    if (!pair) throw new Error('no pair');
    return { index, pair, toMentor: (worker + sequence) % 2 === 0 };
  };

  // The full path: every student and mentor signed in on a socket of the real server.
  const apiSockets = await Promise.all(
    people.map((person) => openSocket(job.apiUrl, { path: '/socket.io', auth: { token: person.token } })),
  );
  apiSockets.forEach((socket, index) => {
    const userId = people[index]?.id ?? '';
    socket.on('newMessage', (message: { clientMessageId: string | null }) => {
      if (message.clientMessageId) deliveries.arrive(userId, message.clientMessageId);
    });
  });
  process.send?.({ type: 'connected', sockets: apiSockets.length });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));

  // The connection's sendMessage, acknowledged once stored; delivered when the receiver's socket has it.
  const socketPath = await closedLoops(job.seconds, job.concurrency, async (worker, sequence) => {
    const { index, pair, toMentor } = pairAt(worker, sequence);
    const { to } = direction(pair, toMentor);
    const socket = apiSockets[2 * index + (toMentor ? 0 : 1)];
    if (!socket) throw new Error('no socket');
    const id = `sock-${worker}-${sequence}-${Math.random().toString(36).slice(2, 10)}`;
    const arrived = deliveries.expect(id, to.id);
    const answer = (await socket.timeout(30_000).emitWithAck('sendMessage', {
      receiverId: to.id,
      message: `Question ${sequence} about organic chemistry`,
      clientMessageId: id,
    })) as { ok: boolean };
    if (!answer.ok) {
      deliveries.forget(id);
      throw new Error(`sendMessage answered ${JSON.stringify(answer)}`);
    }
    await arrived;
  });

  // The spec's call, message/send: a request per message.
  const http = await closedLoops(job.seconds, job.concurrency, async (worker, sequence) => {
    const { pair, toMentor } = pairAt(worker, sequence);
    const { from, to } = direction(pair, toMentor);
    const id = `bench-${worker}-${sequence}-${Math.random().toString(36).slice(2, 10)}`;
    const arrived = deliveries.expect(id, to.id);
    const response = await fetch(`${job.apiUrl}/api/v1/message/send/${to.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${from.token}` },
      body: JSON.stringify({ message: `Question ${sequence} about organic chemistry`, clientMessageId: id }),
    });
    if (response.status !== 200) {
      deliveries.forget(id);
      throw new Error(`send answered ${response.status}`);
    }
    await arrived;
  });
  for (const socket of apiSockets) socket.close();

  // The bare relay: the same sockets and load on a socket.io server that only forwards to the receiver.
  const relaySockets = await Promise.all(
    people.map((person) => openSocket(job.relayUrl, { path: '/socket.io', query: { id: person.id } })),
  );
  relaySockets.forEach((socket, index) => {
    const userId = people[index]?.id ?? '';
    socket.on('relayed', (id: string) => deliveries.arrive(userId, id));
  });
  const relayLoops = (acknowledged: boolean) =>
    closedLoops(job.seconds, job.concurrency, async (worker, sequence) => {
      const { index, pair, toMentor } = pairAt(worker, sequence);
      const { to } = direction(pair, toMentor);
      // People are in pair order, each student before their mentor.
      const socket = relaySockets[2 * index + (toMentor ? 0 : 1)];
      if (!socket) throw new Error('no socket');
      const id = `relay-${acknowledged ? 'ack-' : ''}${worker}-${sequence}`;
      const arrived = deliveries.expect(id, to.id);
      if (acknowledged) await socket.timeout(30_000).emitWithAck('relay', { to: to.id, id });
      else socket.emit('relay', { to: to.id, id });
      await arrived;
    });
  const relay = await relayLoops(false);
  // The same, with the sender answered: what the second frame every stored message needs costs by itself.
  const acknowledgedRelay = await relayLoops(true);
  for (const socket of relaySockets) socket.close();
  process.send?.({ type: 'done', socket: socketPath, http, relay, acknowledgedRelay });
}

process.once('message', (job: ClientJob) => {
  run(job).catch((error: unknown) => {
    process.send?.({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
  });
});
