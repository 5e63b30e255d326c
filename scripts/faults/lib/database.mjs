// Direct access to the database behind the server: the scratch database on the machine's PostgreSQL, and
// the counts each scenario compares with what the server acknowledged.
import pg from 'pg';

export const EXTERNAL_ADMIN_URL =
  process.env.FAULTS_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on a connection of its own (a fault may have killed any pooled one). */
export async function query(url, text, values = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A scratch database on the machine's PostgreSQL; `drop` removes it (and any connection to it). */
export async function createScratchDatabase() {
  const name = `nm_faults_${Date.now()}_${process.pid}`;
  await query(EXTERNAL_ADMIN_URL, `CREATE DATABASE ${name}`);
  const url = new URL(EXTERNAL_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => query(EXTERNAL_ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function isExternalDatabaseReachable() {
  try {
    await query(EXTERNAL_ADMIN_URL, 'SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/** Ends every connection the server holds to database `name` (what a database restart does to them). */
export async function terminateConnections(name, adminUrl = EXTERNAL_ADMIN_URL) {
  const rows = await query(
    adminUrl,
    'SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [name],
  );
  return rows[0]?.ended ?? 0;
}

/** Whether each acknowledged write is stored, and whether anything was stored twice. */
export async function countStored(url, acknowledged) {
  const bookingIds = acknowledged.bookings.map((each) => each.bookingId);
  const messageIds = acknowledged.messages.map((each) => each.id);
  const [foundBookings] = await query(
    url,
    'SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1::uuid[])',
    [bookingIds],
  );
  const [foundMessages] = await query(
    url,
    'SELECT count(*)::int AS n FROM messages WHERE id = ANY($1::uuid[])',
    [messageIds],
  );
  const [duplicates] = await query(
    url,
    `SELECT
       (SELECT count(*)::int FROM (SELECT sender_id, client_message_id FROM messages
          WHERE client_message_id LIKE 'fault-%' GROUP BY 1, 2 HAVING count(*) > 1) d) AS messages,
       (SELECT count(*)::int FROM (SELECT order_id FROM bookings WHERE order_id IS NOT NULL
          GROUP BY 1 HAVING count(*) > 1) d) AS bookings,
       (SELECT count(*)::int FROM (SELECT booking_id, kind FROM wallet_ledger WHERE booking_id IS NOT NULL
          GROUP BY 1, 2 HAVING count(*) > 1) d) AS credits,
       (SELECT count(*)::int FROM (SELECT booking_id FROM refunds GROUP BY 1 HAVING count(*) > 1) d) AS refunds`,
  );
  // Money the load paid without the booking it paid for (a lost credit).
  const [unbooked] = await query(
    url,
    `SELECT count(*)::int AS n FROM orders o WHERE o.provider_order_id = ANY($1::text[]) AND o.status = 'paid'
       AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.order_id = o.id)`,
    [acknowledged.paidOrders],
  );
  return {
    bookings: { acknowledged: bookingIds.length, found: foundBookings.n },
    messages: { acknowledged: messageIds.length, found: foundMessages.n },
    duplicates: duplicates.messages + duplicates.bookings + duplicates.credits + duplicates.refunds,
    paidWithoutBooking: unbooked.n,
  };
}
