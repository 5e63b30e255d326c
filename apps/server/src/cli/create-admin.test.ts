import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../db/demo-logins.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('npm run admin:create', () => {
  it('refuses the published demo password before touching any database', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'neetmentor-create-admin-'));
    try {
      const result = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'src/cli/create-admin.ts',
          '--email',
          'ops@example.com',
          '--password',
          DEMO_LOGINS.password,
        ],
        {
          cwd: serverRoot,
          // An address nothing listens on: reaching the database would fail with another message.
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
          encoding: 'utf8',
        },
      );
      expect(result.stderr).toContain('published demo password');
      expect(result.status).toBe(2);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
