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

/** Sends through SMTP_URL with nodemailer. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    captures: false,
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        ...(mail.calendar
          ? { icalEvent: { method: 'REQUEST', filename: 'session.ics', content: mail.calendar } }
          : {}),
      });
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
