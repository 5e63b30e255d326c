import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** An iCalendar invitation (a session's agreed time), sent so mail apps offer "add to calendar". */
  calendar?: string | null;
}

export interface MailTransport {
  /** True when mail is only captured (no SMTP server): the dev mailbox is then switched on. */
  readonly captures: boolean;
  send(mail: OutgoingMail): Promise<void>;
}

/** How long one delivery attempt may take in all; a stalled server costs one mail this much, not the outbox. */
export const SMTP_ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * nodemailer's options for SMTP_URL: a new connection a message (several can be open at once), and every
 * wait (connecting, the greeting, each answer) bounded, so a server that accepts and never answers is left.
 */
export function smtpTransportOptions(smtpUrl: string, timeoutMs: number) {
  return { url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs };
}

/** Rejects when `work` has not settled within `timeoutMs` (a server trickling bytes resets each socket wait). */
async function within<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`SMTP attempt timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Sends through SMTP_URL with nodemailer; each attempt fails after `timeoutMs` (default 10 s). */
export function createSmtpTransport(
  smtpUrl: string,
  from: string,
  { timeoutMs = SMTP_ATTEMPT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): MailTransport {
  const transporter = nodemailer.createTransport(smtpTransportOptions(smtpUrl, timeoutMs));
  return {
    captures: false,
    async send(mail) {
      const sending = transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        ...(mail.calendar
          ? { icalEvent: { method: 'REQUEST', filename: 'session.ics', content: mail.calendar } }
          : {}),
      });
      // The deadline may win the race; nodemailer's own socket timeout still closes the connection.
      sending.catch(() => undefined);
      await within(sending, timeoutMs);
    },
  };
}

/**
 * Without SMTP, delivering is a no-op: the message stays in the outbox table marked sent, which
 * is exactly what the dev mailbox reads.
 */
export function createCaptureTransport(): MailTransport {
  return { captures: true, send: async () => undefined };
}

export function createMailTransport(options: { smtpUrl: string | undefined; from: string }): MailTransport {
  return options.smtpUrl ? createSmtpTransport(options.smtpUrl, options.from) : createCaptureTransport();
}
