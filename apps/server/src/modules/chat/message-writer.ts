import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import {
  findMessagesByClientIds,
  storeTextMessages,
  type MessageRow,
  type TextMessageToStore,
} from './chat.repository.ts';

/** A typed message as the sender's call or connection hands it over. */
export type TextMessage = Omit<TextMessageToStore, 'id' | 'createdAtMicros'>;

/** Stored now (`created`), stored before under the same client id (a resend), or refused (undefined). */
export type WriteOutcome = { row: MessageRow; created: boolean } | undefined;

export interface MessageWriter {
  write(message: TextMessage): Promise<WriteOutcome>;
}

/** Statements of messages at once: two, so PostgreSQL works on one batch while the server reads the next. */
const STATEMENTS_IN_FLIGHT = 2;
/** The most messages in one statement. */
const MAX_BATCH = 200;

interface Waiting {
  message: TextMessageToStore;
  settle: (outcome: WriteOutcome) => void;
  fail: (error: unknown) => void;
}

/**
 * Group commit for typed messages: a message sent while earlier ones are being stored waits for the
 * next statement and shares its commit with the others that arrived meanwhile. A message sent alone is
 * stored at once (nothing waits for a batch to fill), and under load each commit carries many messages,
 * which is what lets one server store thousands a second. Each message is answered only once its
 * statement committed: nothing acknowledged is lost.
 */
export function createMessageWriter(db: Db, now: () => Date): MessageWriter {
  const queue: Waiting[] = [];
  let inFlight = 0;
  let lastMicros = 0;

  /**
   * A distinct, increasing time for each message, so messages stored in the same millisecond keep the
   * order they were sent in. Only within a millisecond of the last one: a clock set back further is
   * followed.
   */
  function stampMicros(): number {
    const micros = now().getTime() * 1000;
    lastMicros = micros <= lastMicros && lastMicros - micros < 1000 ? lastMicros + 1 : micros;
    return lastMicros;
  }

  async function store(batch: Waiting[]): Promise<void> {
    const messages = batch.map((waiting) => waiting.message);
    const stored = await storeTextMessages(db, messages, now());
    const notStored = messages.filter((message) => !stored.has(message.id));
    // A resend (or two copies in one batch): the copy stored earlier, committed by now. A statement of its
    // own sees it even when it was committed while the batch's statement waited on it.
    const earlier = await findMessagesByClientIds(
      db,
      notStored.flatMap((message) =>
        message.clientMessageId === null
          ? []
          : [{ senderId: message.senderId, clientMessageId: message.clientMessageId }],
      ),
    );
    const earlierByKey = new Map(earlier.map((row) => [`${row.senderId}|${row.clientMessageId}`, row]));
    for (const { message, settle } of batch) {
      const createdAt = stored.get(message.id);
      if (createdAt) {
        settle({ created: true, row: storedRow(message, createdAt) });
        continue;
      }
      const row = earlierByKey.get(`${message.senderId}|${message.clientMessageId}`);
      settle(row && { created: false, row });
    }
  }

  function pump(): void {
    while (inFlight < STATEMENTS_IN_FLIGHT && queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      inFlight += 1;
      store(batch)
        .catch(async (error: unknown) => {
          const [alone] = batch;
          if (batch.length === 1 && alone) return alone.fail(error);
          // One message may have failed the whole statement: each again on its own, so only it fails.
          await Promise.all(batch.map((waiting) => store([waiting]).catch(waiting.fail)));
        })
        .finally(() => {
          inFlight -= 1;
          pump();
        });
    }
  }

  return {
    write(message) {
      return new Promise((settle, fail) => {
        queue.push({
          message: { ...message, id: randomUUID(), createdAtMicros: stampMicros() },
          settle,
          fail,
        });
        pump();
      });
    },
  };
}

function storedRow(message: TextMessageToStore, createdAt: Date): MessageRow {
  return {
    id: message.id,
    senderId: message.senderId,
    receiverId: message.receiverId,
    body: message.body,
    kind: 'text',
    proposalId: null,
    clientMessageId: message.clientMessageId,
    readAt: null,
    createdAt,
  };
}
