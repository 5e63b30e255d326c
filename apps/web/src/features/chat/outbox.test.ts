import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@neetmentor/contract';
import { ApiError } from '../../lib/api-client.ts';
import { chatOutboxKey } from '../../lib/chat-storage.ts';
import { chatMessage } from '../../test/chat-fixtures.ts';
import {
  queueMessage,
  readOutbox,
  retryMessage,
  RETRY_DELAYS_MS,
  startOutbox,
  type OutboxDelivery,
  type OutboxEntry,
} from './outbox.ts';

/** A delivery whose sends the test answers one by one. */
function manualDelivery() {
  const calls: {
    partnerId: string;
    entry: OutboxEntry;
    resolve: (m: ChatMessage) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const delivered: ChatMessage[] = [];
  const refused: unknown[] = [];
  const delivery: OutboxDelivery = {
    send: (partnerId, entry) =>
      new Promise<ChatMessage>((resolve, reject) => calls.push({ partnerId, entry, resolve, reject })),
    delivered: (_partnerId, message) => delivered.push(message),
    refused: (_partnerId, error) => refused.push(error),
  };
  return { delivery, calls, delivered, refused };
}

const storedFor = (entry: OutboxEntry) =>
  chatMessage({
    _id: `stored-${entry.clientMessageId}`,
    message: entry.text,
    clientMessageId: entry.clientMessageId,
  });

// Each test signs in as its own user: the outbox keeps what it read in memory, like a page does.
let user = 0;
const nextUser = () => `s-${++user}`;

describe('the outbox', () => {
  const running: { stop: () => void }[] = [];
  afterEach(() => {
    for (const outbox of running.splice(0)) outbox.stop();
    localStorage.clear();
    vi.useRealTimers();
  });

  it('keeps a typed message on the device at once, with a client id, until the server stores it', async () => {
    const me = nextUser();
    const { delivery, calls, delivered } = manualDelivery();
    running.push(startOutbox(me, delivery));

    const entry = queueMessage(me, 'm-1', 'Hello');
    expect(entry.clientMessageId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(readOutbox(me, 'm-1')).toEqual([entry]);
    expect(JSON.parse(localStorage.getItem(chatOutboxKey(me, 'm-1')) ?? '[]')).toEqual([entry]);

    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.resolve(storedFor(entry));
    await vi.waitFor(() => expect(readOutbox(me, 'm-1')).toEqual([]));
    expect(delivered.map((message) => message.clientMessageId)).toEqual([entry.clientMessageId]);
    expect(localStorage.getItem(chatOutboxKey(me, 'm-1'))).toBeNull();
  });

  it('sends one at a time, in the order typed', async () => {
    const me = nextUser();
    const { delivery, calls } = manualDelivery();
    running.push(startOutbox(me, delivery));
    const first = queueMessage(me, 'm-1', 'one');
    const second = queueMessage(me, 'm-1', 'two');

    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.entry.text).toBe('one');
    calls[0]?.resolve(storedFor(first));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.entry.text).toBe('two');
    calls[1]?.resolve(storedFor(second));
    await vi.waitFor(() => expect(readOutbox(me, 'm-1')).toEqual([]));
  });

  it('waits while the browser is offline and sends when it comes back online', async () => {
    const me = nextUser();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { delivery, calls } = manualDelivery();
    running.push(startOutbox(me, delivery));
    queueMessage(me, 'm-1', 'typed in a tunnel');
    await Promise.resolve();
    expect(calls).toHaveLength(0);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
  });

  it('sends what a previous page left on the device (a reload)', async () => {
    const me = nextUser();
    const left: OutboxEntry = {
      clientMessageId: 'left-behind-1',
      text: 'from before the reload',
      createdAt: '2025-03-05T06:00:00.000Z',
      failure: null,
    };
    localStorage.setItem(chatOutboxKey(me, 'm-7'), JSON.stringify([left]));
    const { delivery, calls } = manualDelivery();
    running.push(startOutbox(me, delivery));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ partnerId: 'm-7', entry: left });
  });

  it('keeps a message whose answer was lost and sends it again later with the same client id', async () => {
    vi.useFakeTimers();
    const me = nextUser();
    const { delivery, calls } = manualDelivery();
    running.push(startOutbox(me, delivery));
    const entry = queueMessage(me, 'm-1', 'on a bad network');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.reject(new ApiError('Could not reach the server.', 0, null));
    await vi.waitFor(() => expect(readOutbox(me, 'm-1')[0]?.failure).toBeNull());

    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.entry.clientMessageId).toBe(entry.clientMessageId);
  });

  it('marks a message the server refuses for good as failed with the reason, goes on, and can retry it', async () => {
    const me = nextUser();
    const { delivery, calls, refused } = manualDelivery();
    running.push(startOutbox(me, delivery));
    const closed = queueMessage(me, 'm-1', 'after the session');
    const next = queueMessage(me, 'm-1', 'second');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.reject(
      new ApiError('You can send messages while you have an active session together.', 403, 'CHAT_CLOSED'),
    );

    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(readOutbox(me, 'm-1')[0]).toMatchObject({
      clientMessageId: closed.clientMessageId,
      failure: 'You can send messages while you have an active session together.',
      failureCode: 'CHAT_CLOSED',
    });
    expect(refused).toHaveLength(1);
    calls[1]?.resolve(storedFor(next));

    retryMessage(me, 'm-1', closed.clientMessageId);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.entry.clientMessageId).toBe(closed.clientMessageId);
  });
});
