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

/**
 * Runs `action` while the site has no webinar, then puts the webinar and its registrations back as they
 * were, so the journeys that register still find it.
 */
export async function withoutWebinar(action: () => Promise<void>): Promise<void> {
  const registrations = await runSql('SELECT * FROM webinar_registrations');
  const removed = await runSql('DELETE FROM webinars RETURNING *');
  try {
    await action();
  } finally {
    await runSql('INSERT INTO webinars SELECT * FROM json_populate_recordset(NULL::webinars, $1)', [
      JSON.stringify(removed.rows),
    ]);
    await runSql(
      'INSERT INTO webinar_registrations SELECT * FROM json_populate_recordset(NULL::webinar_registrations, $1)',
      [JSON.stringify(registrations.rows)],
    );
  }
}
