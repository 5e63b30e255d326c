import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { listServerModules, serverLayerRules } from '../../../scripts/lint/server-layers.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MODULES = ['bookings', 'chat', 'wallet', 'brand-new'];

/** The rules that fire on one import from `file` (a path under apps/server/src). */
async function lintImport(file: string, source: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    // The first entry makes every server file lintable, as the real config does, so an exempt file is
    // linted (and passes) instead of being skipped.
    overrideConfig: [{ files: ['apps/server/**/*.ts'] }, ...serverLayerRules(MODULES)],
  });
  // Plain JavaScript in a .ts path, so ESLint's own parser reads it without the TypeScript parser.
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport { x };\n`, {
    filePath: path.join(repoRoot, 'apps/server/src', file),
  });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

async function expectVerdicts(cases: readonly (readonly [string, string])[], refused: boolean) {
  for (const [file, source] of cases) {
    expect(await lintImport(file, source), `${file} → ${source}`).toEqual(
      refused ? ['no-restricted-imports'] : [],
    );
  }
}

describe('the server layer rule', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'server-layers-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('finds the module folders on disk, a new one included', () => {
    for (const name of ['chat', 'brand-new']) mkdirSync(path.join(scratch, name));
    expect(listServerModules(scratch).sort()).toEqual(['brand-new', 'chat']);
    expect(listServerModules()).toEqual(expect.arrayContaining(['bookings', 'auth', 'content']));
  });

  it('refuses the ORM and the schema outside repositories', async () => {
    await expectVerdicts(
      [
        ['modules/bookings/bookings.routes.ts', 'drizzle-orm'],
        ['modules/bookings/checkout.service.ts', 'drizzle-orm'],
        ['modules/bookings/checkout.service.ts', 'drizzle-orm/pg-core'],
        ['modules/bookings/checkout.service.ts', '../../db/schema/index.ts'],
        ['modules/chat/chat.routes.ts', '../../db/schema/chat.ts'],
        ['modules/brand-new/brand-new.service.ts', 'drizzle-orm'],
        ['jobs/refund-job.ts', '../db/schema/index.ts'],
        ['realtime/socket-server.ts', 'drizzle-orm'],
        ['new-folder/thing.ts', 'drizzle-orm'],
        ['config.ts', './db/schema/index.ts'],
      ],
      true,
    );
  });

  it('refuses a repository imported by routes', async () => {
    await expectVerdicts(
      [
        ['modules/bookings/payments.routes.ts', './bookings.repository.ts'],
        ['modules/chat/chat.routes.ts', './chat.repository'],
      ],
      true,
    );
  });

  it("refuses another module's internal file, from a module, realtime/ or a new folder", async () => {
    await expectVerdicts(
      [
        ['modules/bookings/checkout.service.ts', '../wallet/wallet.repository.ts'],
        ['modules/bookings/checkout.service.ts', '../wallet/wallet.service.ts'],
        ['modules/bookings/checkout.routes.ts', '../chat/chat.service.ts'],
        ['modules/bookings/orders.repository.ts', '../wallet/wallet.repository.ts'],
        ['modules/bookings/nested/deep.service.ts', '../../chat/chat.service.ts'],
        ['modules/brand-new/brand-new.service.ts', '../chat/chat.service.ts'],
        ['modules/chat/chat.service.ts', '../../modules/bookings/checkout.service.ts'],
        ['realtime/socket-server.ts', '../modules/chat/chat.service.ts'],
        ['realtime/socket-server.ts', '../modules/chat/presence.service.ts'],
        ['new-folder/thing.ts', '../modules/wallet/wallet.service.ts'],
        ['jobs/mail-outbox-worker.ts', '../modules/mail/outbox.ts'],
        ['lib/images.ts', '../modules/bookings/nested/index.ts'],
        ['config.ts', './modules/chat/chat.service.ts'],
      ],
      true,
    );
  });

  it('allows what the layers are for', async () => {
    await expectVerdicts(
      [
        ['modules/bookings/bookings.repository.ts', 'drizzle-orm'],
        ['modules/bookings/bookings.repository.ts', '../../db/schema/index.ts'],
        ['modules/bookings/nested/deep.repository.ts', '../../../db/schema/index.ts'],
        ['modules/bookings/checkout.service.ts', './bookings.repository.ts'],
        ['modules/bookings/payments.routes.ts', './checkout.service.ts'],
        ['modules/bookings/checkout.service.ts', '../wallet/index.ts'],
        ['modules/bookings/checkout.service.ts', '../../lib/app-error.ts'],
        ['modules/bookings/checkout.service.ts', '../../db/client.ts'],
        ['modules/bookings/nested/deep.service.ts', '../checkout.service.ts'],
        ['modules/bookings/nested/deep.service.ts', '../../../lib/clock.ts'],
        ['realtime/socket-server.ts', '../modules/chat/index.ts'],
        ['new-folder/thing.ts', '../modules/wallet/index.ts'],
        ['jobs/refund-job.ts', '../lib/clock.ts'],
        // The composition root wires modules together, the database folder owns the schema, and tests
        // arrange data directly.
        ['app.ts', './modules/chat/chat.routes.ts'],
        ['context.ts', 'drizzle-orm'],
        ['main.ts', './db/schema/index.ts'],
        ['db/seed/areas/bookings.ts', '../../../modules/bookings/bookings.repository.ts'],
        ['db/client.ts', 'drizzle-orm'],
        ['modules/bookings/checkout.test.ts', '../../db/schema/index.ts'],
        ['realtime/socket-server.test.ts', '../modules/chat/chat.repository.ts'],
      ],
      false,
    );
  });
});
