import type { OutgoingMail } from '../../adapters/mail/mail-transport.ts';

/** A message for the outbox; `urgent` marks time-critical mail (codes, reset links), sent ahead of the rest. */
export interface QueuedMail extends OutgoingMail {
  urgent?: boolean;
}
