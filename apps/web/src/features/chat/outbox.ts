import { useSyncExternalStore } from 'react';
import type { ChatMessage, ErrorCode } from '@neetmentor/contract';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../lib/api-client.ts';
import { chatOutboxKey, listOutboxPartners } from '../../lib/chat-storage.ts';

/**
 * Messages typed on this device and not yet stored by the server, kept in localStorage per conversation
 * so a reload, a crash or a closed tab loses nothing. Each carries the client id it was given when typed:
 * sending it again (after a lost answer, from another tab) stores it once.
 */
export interface OutboxEntry {
  clientMessageId: string;
  text: string;
  /** When it was typed. */
  createdAt: string;
  /** Why the server refused it for good (chat closed, too long); null while it waits to be sent. */
  failure: string | null;
  /**
   * The refusal's code, so the reason can be shown in the page's language (the server's sentence is
   * English); absent for entries kept before codes were, and null for a refusal without one.
   */
  failureCode?: ErrorCode | null;
}

const EMPTY: readonly OutboxEntry[] = [];

/**
 * What was last read or written per key. Storage is the truth (another tab, or logging out, changes it),
 * so each read compares the stored text; the parsed list is reused while it is unchanged, as React's
 * external stores need. Only when storage refused a write does the list live in memory alone.
 */
const known = new Map<string, { raw: string | null; entries: readonly OutboxEntry[]; memoryOnly: boolean }>();
const listeners = new Set<() => void>();
/** The running outboxes, told to send when something was queued or retried. */
const senders = new Set<() => void>();

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.clientMessageId === 'string' &&
    typeof entry.text === 'string' &&
    typeof entry.createdAt === 'string' &&
    (entry.failure === null || typeof entry.failure === 'string')
  );
}

function parse(raw: string | null): readonly OutboxEntry[] {
  if (raw === null) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : EMPTY;
  } catch {
    return EMPTY;
  }
}

function readStored(key: string): string | null | undefined {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage blocked by the browser.
    return undefined;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

// Another tab of the same user changes the outbox too (it may have sent what this one queued).
if (typeof window !== 'undefined') window.addEventListener('storage', notify);

export function readOutbox(me: string, partnerId: string): readonly OutboxEntry[] {
  const key = chatOutboxKey(me, partnerId);
  const cached = known.get(key);
  const raw = readStored(key);
  if (cached && (cached.memoryOnly || raw === undefined || cached.raw === raw)) return cached.entries;
  const entries = parse(raw ?? null);
  known.set(key, { raw: raw ?? null, entries, memoryOnly: false });
  return entries;
}

function writeOutbox(me: string, partnerId: string, entries: readonly OutboxEntry[]): void {
  const key = chatOutboxKey(me, partnerId);
  const raw = entries.length === 0 ? null : JSON.stringify(entries);
  try {
    if (raw === null) localStorage.removeItem(key);
    else localStorage.setItem(key, raw);
    known.set(key, { raw, entries, memoryOnly: false });
  } catch {
    // Storage full or blocked: the message still waits in memory while the page is open.
    known.set(key, { raw, entries, memoryOnly: true });
  }
  notify();
}

function updateOutbox(
  me: string,
  partnerId: string,
  change: (entries: readonly OutboxEntry[]) => readonly OutboxEntry[],
): void {
  writeOutbox(me, partnerId, change(readOutbox(me, partnerId)));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The conversation's waiting and refused messages, in the order they were typed. */
export function useOutbox(me: string, partnerId: string): readonly OutboxEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => readOutbox(me, partnerId),
    () => EMPTY,
  );
}

/** A client id for a message: random, and accepted by the server's pattern. */
export function newClientMessageId(): string {
  // randomUUID exists only on secure pages (HTTPS or localhost); a site tried over plain HTTP still works.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

function askToSend(): void {
  for (const send of senders) send();
}

/** Queues a typed message (it shows at once as waiting) and asks the outbox to send it. */
export function queueMessage(me: string, partnerId: string, text: string): OutboxEntry {
  const entry: OutboxEntry = {
    clientMessageId: newClientMessageId(),
    text,
    createdAt: new Date().toISOString(),
    failure: null,
  };
  updateOutbox(me, partnerId, (entries) => [...entries, entry]);
  askToSend();
  return entry;
}

export function retryMessage(me: string, partnerId: string, clientMessageId: string): void {
  updateOutbox(me, partnerId, (entries) =>
    entries.map((entry) =>
      entry.clientMessageId === clientMessageId ? { ...entry, failure: null, failureCode: null } : entry,
    ),
  );
  askToSend();
}

/** Removes the message from the device: stored by the server (seen in an answer or a push), or deleted. */
export function removeMessage(me: string, partnerId: string, clientMessageId: string): void {
  if (!readOutbox(me, partnerId).some((entry) => entry.clientMessageId === clientMessageId)) return;
  updateOutbox(me, partnerId, (entries) =>
    entries.filter((entry) => entry.clientMessageId !== clientMessageId),
  );
}

function markFailed(
  me: string,
  partnerId: string,
  clientMessageId: string,
  failure: string,
  failureCode: ErrorCode | null,
): void {
  updateOutbox(me, partnerId, (entries) =>
    entries.map((entry) =>
      entry.clientMessageId === clientMessageId ? { ...entry, failure, failureCode } : entry,
    ),
  );
}

/**
 * Answers after which the same message may go through later: no answer (offline, a dropped connection),
 * the server or its database failing, too many messages at once, or a session that has to sign in again.
 */
const WORTH_RETRYING: ReadonlySet<ErrorCode | null> = new Set([
  null,
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'RATE_LIMITED',
  'UNAUTHENTICATED',
  'SESSION_ENDED',
]);

function isWorthRetrying(error: unknown): boolean {
  return error instanceof ApiError && WORTH_RETRYING.has(error.code);
}

export interface OutboxDelivery {
  send(partnerId: string, entry: OutboxEntry): Promise<ChatMessage>;
  /** The server stored the message: it joins the conversation before it leaves the outbox. */
  delivered(partnerId: string, message: ChatMessage): void;
  /** The server refused it for good (the conversation closed, too long…). */
  refused(partnerId: string, error: unknown): void;
}

/** Waits after a failed attempt, doubling up to the last value. */
export const RETRY_DELAYS_MS = [2000, 4000, 8000, 16_000, 30_000] as const;

/**
 * Sends the user's waiting messages, one at a time and in the order typed, whenever asked: when one is
 * queued or retried, and (by the caller) when the connection comes back. Nothing is tried while the
 * browser knows it is offline. A failure worth retrying stops the round and tries again later (and on
 * the next ask); a final refusal marks that message failed, with the server's reason, and goes on.
 */
export function startOutbox(me: string, delivery: OutboxDelivery): { send: () => void; stop: () => void } {
  let running = false;
  let askedAgain = false;
  let stopped = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  async function sendConversation(partnerId: string): Promise<'done' | 'retry'> {
    for (const entry of readOutbox(me, partnerId)) {
      if (entry.failure !== null) continue;
      // Sent meanwhile by another tab, or by this one's push.
      const waiting = readOutbox(me, partnerId).some(
        (current) => current.clientMessageId === entry.clientMessageId && current.failure === null,
      );
      if (!waiting) continue;
      try {
        const message = await delivery.send(partnerId, entry);
        delivery.delivered(partnerId, message);
        removeMessage(me, partnerId, entry.clientMessageId);
      } catch (error) {
        if (isWorthRetrying(error)) return 'retry';
        markFailed(
          me,
          partnerId,
          entry.clientMessageId,
          error instanceof ApiError ? error.message : DEFAULT_ERROR_MESSAGE,
          error instanceof ApiError ? error.code : null,
        );
        delivery.refused(partnerId, error);
      }
    }
    return 'done';
  }

  async function sendAll(): Promise<void> {
    if (stopped) return;
    if (running) {
      askedAgain = true;
      return;
    }
    if (!navigator.onLine) return;
    running = true;
    clearTimeout(retryTimer);
    let outcome: 'done' | 'retry' = 'done';
    try {
      for (const partnerId of listOutboxPartners(me)) {
        outcome = await sendConversation(partnerId);
        if (outcome === 'retry') break;
      }
    } finally {
      running = false;
    }
    if (outcome === 'retry' && !stopped) {
      const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
      failures += 1;
      retryTimer = setTimeout(() => void sendAll(), delay);
    } else {
      failures = 0;
    }
    if (askedAgain) {
      askedAgain = false;
      void sendAll();
    }
  }

  const send = () => void sendAll();
  senders.add(send);
  window.addEventListener('online', send);
  send();
  return {
    send,
    stop: () => {
      stopped = true;
      clearTimeout(retryTimer);
      senders.delete(send);
      window.removeEventListener('online', send);
    },
  };
}
