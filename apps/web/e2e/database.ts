import pg from 'pg';
import { inject } from 'vitest';

/** Runs one statement on the end-to-end server's database. */
export async function runSql(statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** Approves a mentor application, as an admin will from the approval screen. */
export async function approveMentor(email: string): Promise<void> {
  const result = await runSql(
    "UPDATE mentors SET application_status = 'approved', approved_at = now() WHERE lower(email) = lower($1)",
    [email],
  );
  if (result.rowCount !== 1) throw new Error(`no mentor application for ${email}`);
}

/** The newest captured e-mail for an address, through the dev mailbox. */
export async function latestMail(
  baseUrl: string,
  to: string,
): Promise<{ subject: string; text: string } | undefined> {
  const response = await fetch(`${baseUrl}/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { data: { subject: string; text: string }[] };
  return body.data[0];
}
