import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { createStudent } from '../../../test/factories.ts';
import { loadConfig } from '../../config.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { DEMO_LOGINS } from '../demo-logins.ts';
import { admins, students } from '../schema/index.ts';
import { chooseSeedPassword, seedRefusal, targetDatabaseName } from './production-guard.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const scratchDirs: string[] = [];

function scratch(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'neetmentor-seed-guard-'));
  scratchDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

const EXTERNAL = 'postgres://app:secret@db.example.com:5432/marketplace';

describe('which database the seed may write to', () => {
  it('lets a plain local start seed and reset its embedded database without a flag', () => {
    const config = loadConfig({}, scratch());
    expect(seedRefusal(config, ['--reset'])).toBeUndefined();
    expect(seedRefusal(config, [])).toBeUndefined();
  });

  it('refuses an external database unless the flag names it', () => {
    const config = loadConfig({ DATABASE_URL: EXTERNAL }, scratch());
    expect(targetDatabaseName(config)).toBe('marketplace');
    const refusal = seedRefusal(config, ['--reset']);
    expect(refusal).toContain('empty every table of the database "marketplace"');
    expect(refusal).toContain('--yes-destroy-marketplace');
    expect(seedRefusal(config, [])).toContain('--yes-destroy-marketplace');
    expect(seedRefusal(config, ['--reset', '--yes-destroy-neetmentor'])).toBeDefined();
    expect(seedRefusal(config, ['--reset', '--yes-destroy-marketplace'])).toBeUndefined();
  });

  it('refuses the embedded database of a NODE_ENV=production start unless the flag names it', () => {
    const config = loadConfig({ NODE_ENV: 'production' }, scratch());
    expect(seedRefusal(config, ['--reset'])).toContain('--yes-destroy-neetmentor');
    expect(seedRefusal(config, ['--reset', '--yes-destroy-neetmentor'])).toBeUndefined();
  });
});

describe('the password of seeded accounts', () => {
  it('is the published demo password only in a local start or a declared demo', () => {
    expect(chooseSeedPassword(loadConfig({}, scratch()))).toEqual({ kind: 'published' });
    expect(chooseSeedPassword(loadConfig({ DATABASE_URL: EXTERNAL, DEMO_DATA: '1' }, scratch()))).toEqual({
      kind: 'published',
    });
    for (const env of [{ DATABASE_URL: EXTERNAL }, { NODE_ENV: 'production' }]) {
      const chosen = chooseSeedPassword(loadConfig(env, scratch()));
      expect(chosen.kind).toBe('random');
      if (chosen.kind === 'random') expect(chosen.password).not.toBe(DEMO_LOGINS.password);
    }
  });

  it('a production start on its embedded database creates no demo data unless DEMO_DATA=1', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, scratch()).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: '1' }, scratch()).seedDemoData).toBe(true);
    expect(loadConfig({}, scratch()).seedDemoData).toBe(true);
  });
});

/** `npm run seed` itself, from sources, on a test database given as DATABASE_URL. */
function runSeed(databaseUrl: string, args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: scratch(),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  };
  delete env.DEMO_DATA;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts', ...args], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('npm run seed on a production-like database', () => {
  let database: TestDatabase;
  let name: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    name = new URL(database.url).pathname.slice(1);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('refuses --reset without the flag, naming it, and leaves every row in place', async () => {
    const student = await createStudent(database.db);
    const result = await runSeed(database.url, ['--reset']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`--yes-destroy-${name}`);
    const kept = await database.db.select().from(students).where(eq(students.id, student.id));
    expect(kept).toHaveLength(1);
    expect(await database.db.$count(admins)).toBe(0);
  }, 60_000);

  it('with the flag resets and seeds, giving the accounts a random password printed once', async () => {
    const result = await runSeed(database.url, ['--reset', `--yes-destroy-${name}`]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const printed = /shown only now, for every seeded account\) (\S+)/.exec(result.stdout)?.[1] ?? '';
    expect(printed).not.toBe('');
    expect(result.stdout).not.toContain(DEMO_LOGINS.password);
    const [admin] = await database.db
      .select({ passwordHash: admins.passwordHash })
      .from(admins)
      .where(eq(admins.email, DEMO_LOGINS.admin));
    expect(admin).toBeDefined();
    expect(await verifyPassword(admin?.passwordHash ?? null, DEMO_LOGINS.password)).toBe(false);
    expect(await verifyPassword(admin?.passwordHash ?? null, printed)).toBe(true);
    const [student] = await database.db
      .select({ passwordHash: students.passwordHash })
      .from(students)
      .where(eq(students.email, DEMO_LOGINS.student));
    expect(await verifyPassword(student?.passwordHash ?? null, DEMO_LOGINS.password)).toBe(false);
  }, 180_000);
});
