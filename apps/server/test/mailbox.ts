import type { FastifyInstance } from 'fastify';

interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Newest captured mail for an address, through the dev mailbox route. */
export async function latestMail(app: FastifyInstance, to: string): Promise<CapturedMail | undefined> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`,
  });
  const mail = response.json().data as CapturedMail[];
  return mail[0];
}

export async function mailCount(app: FastifyInstance, to: string): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`,
  });
  return (response.json().data as CapturedMail[]).length;
}

export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const mail = await latestMail(app, to);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}
