import type { Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertOutgoingMail } from './mail-outbox.repository.ts';
import type { QueuedMail } from './queued-mail.ts';

/**
 * How modules send e-mail: the message is written in the transaction of the change that causes it, and
 * the outbox workers are woken when that transaction commits (PostgreSQL NOTIFY), on every instance.
 * A crash or a failing SMTP server therefore delays mail but never loses it or sends it for a change
 * that was rolled back.
 */
export interface MailOutbox {
  /** Mail marked `urgent` (codes, reset links) is sent ahead of everything else due. */
  enqueue(executor: Executor, mail: QueuedMail): Promise<void>;
  /** True when mail is only captured (no SMTP server): the dev mailbox then shows it. */
  readonly captures: boolean;
}

export function createMailOutbox({ captures, clock }: { captures: boolean; clock: Clock }): MailOutbox {
  return { enqueue: (executor, mail) => insertOutgoingMail(executor, mail, clock.now()), captures };
}
