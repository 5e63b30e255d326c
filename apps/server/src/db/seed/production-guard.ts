// What the seed may do to a database. The embedded database of a plain local start is a developer's own,
// so seeding and resetting it stay one command. A production-like start (NODE_ENV=production or an
// external DATABASE_URL, see `Config.productionLike`) may hold real users' data: the seed then needs a
// confirmation that names the database, and never writes the published demo password unless the start
// is a declared demo (DEMO_DATA=1).
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { EMBEDDED_DATABASE_NAME } from '../start-database.ts';

/** The database the seed would write to: the one DATABASE_URL names, or the embedded server's. */
export function targetDatabaseName(config: Pick<Config, 'databaseUrl'>): string {
  if (!config.databaseUrl) return EMBEDDED_DATABASE_NAME;
  return decodeURIComponent(new URL(config.databaseUrl).pathname.replace(/^\//, '')) || 'postgres';
}

/** The flag that confirms seeding or resetting a production-like database, naming it. */
export function confirmationFlag(databaseName: string): string {
  return `--yes-destroy-${databaseName}`;
}

/**
 * Why the seed must not run with these arguments, or undefined when it may. A production-like database
 * needs the confirmation flag for any seed run: `--reset` empties every table, and even a seed into an
 * empty database fills it with made-up mentors, students and bookings.
 */
export function seedRefusal(
  config: Pick<Config, 'databaseUrl' | 'productionLike'>,
  args: readonly string[],
): string | undefined {
  if (!config.productionLike) return undefined;
  const name = targetDatabaseName(config);
  const flag = confirmationFlag(name);
  if (args.includes(flag)) return undefined;
  const action = args.includes('--reset')
    ? `empty every table of the database "${name}" and fill it with demo data`
    : `fill the database "${name}" with demo data`;
  return (
    `Refusing to ${action}: this is a production-like start (NODE_ENV=production or DATABASE_URL).\n` +
    `If that database holds nothing you need, run the command again with ${flag}\n`
  );
}

/**
 * The password every seeded account gets. The published demo password only where it cannot open real
 * data: a plain local start, or a start that declared itself a demo with DEMO_DATA=1. Anywhere else a
 * fresh random one, which the seed prints once.
 */
export function chooseSeedPassword(
  config: Pick<Config, 'productionLike' | 'seedDemoData'>,
): { kind: 'published' } | { kind: 'random'; password: string } {
  if (!config.productionLike || config.seedDemoData) return { kind: 'published' };
  return { kind: 'random', password: randomBytes(18).toString('base64url') };
}
