// `npm run admin:create -- --email ops@example.com --password '…' [--name 'Operations']`
// Creates an admin in the configured database (DATABASE_URL or the embedded one under DATA_DIR).
import { parseArgs } from 'node:util';
import pino from 'pino';
import { emailSchema, passwordSchema } from '@neetmentor/contract';
import { loadConfig } from '../config.ts';
import { DEMO_LOGINS } from '../db/demo-logins.ts';
import { startDatabase } from '../db/start-database.ts';
import { isUniqueViolation } from '../lib/display-ids.ts';
import { createAdmin } from '../modules/admin/index.ts';

async function run(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const email = emailSchema.safeParse(values.email ?? '');
  const password = passwordSchema.safeParse(values.password ?? '');
  if (!email.success || !password.success) {
    process.stderr.write(
      'Usage: npm run admin:create -- --email ADDRESS --password PASSWORD [--name NAME]\n',
    );
    process.stderr.write('The password needs 8 to 128 characters.\n');
    process.exit(2);
  }
  // The demo password is printed in the README and at every demo start: an admin must never have it.
  if (password.data === DEMO_LOGINS.password) {
    process.stderr.write('That is the published demo password; choose another for an admin.\n');
    process.exit(2);
  }
  const database = await startDatabase(loadConfig(), pino({ level: 'warn' }));
  try {
    const id = await createAdmin(
      { db: database.db },
      {
        name: values.name ?? 'Admin',
        email: email.data,
        password: password.data,
      },
    );
    process.stdout.write(`Admin ${email.data} created (id ${id}). Log in at /admin/login.\n`);
  } catch (error) {
    if (isUniqueViolation(error)) {
      process.stderr.write(`An admin with the e-mail ${email.data} already exists.\n`);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await database.shutdown();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(
    `Could not create the admin: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
