import pg from 'pg';
import { inject } from 'vitest';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';

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

/**
 * A verified student of its own for a journey, with the demo password: bookings made here never meet
 * the demo student's, which other journeys follow. Named `<firstName> Journey`.
 */
export async function createStudent(firstName: string): Promise<{ id: string; email: string }> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `booking.${stamp}@example.com`;
  const result = await runSql(
    `INSERT INTO students (username, first_name, last_name, email, password_hash, email_verified_at)
     SELECT $2, $3, 'Journey', $1, password_hash, now() FROM students WHERE lower(email) = lower($4)
     RETURNING id`,
    [email, `booking${stamp}`, firstName, DEMO_LOGINS.student],
  );
  const row: unknown = result.rows[0];
  if (typeof row !== 'object' || row === null || !('id' in row) || typeof row.id !== 'string')
    throw new Error('student not created');
  return { email, id: row.id };
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
