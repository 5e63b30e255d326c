// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { listWebFeatures, webFeatureRules } from '../../../../scripts/lint/web-features.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function lintImport(features: string[], file: string, source: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: webFeatureRules(features),
  });
  // Plain JavaScript, so ESLint's own parser reads it without the TypeScript parser.
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport { x };\n`, {
    filePath: path.join(repoRoot, file),
  });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the web feature boundary rule', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'web-features-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('finds the feature folders on disk, a new one included', () => {
    for (const name of ['home', 'bookings', 'brand-new']) mkdirSync(path.join(scratch, name));
    expect(listWebFeatures(scratch).sort()).toEqual(['bookings', 'brand-new', 'home']);
    expect(listWebFeatures()).toEqual(expect.arrayContaining(['home', 'mentors', 'content', 'auth']));
  });

  it('refuses another feature by relative climb or by path, at any depth', async () => {
    const features = ['home', 'mentors', 'brand-new'];
    const refused = [
      ['apps/web/src/features/home/components/a.ts', '../../mentors/components/card.tsx'],
      ['apps/web/src/features/home/a.ts', '../brand-new/index.ts'],
      ['apps/web/src/features/brand-new/pages/deep/a.ts', '../../../home/x.ts'],
      ['apps/web/src/features/home/pages/a.ts', '../../../features/mentors/x.ts'],
    ];
    for (const [file = '', source = ''] of refused)
      expect(await lintImport(features, file, source), `${file} → ${source}`).toEqual([
        'no-restricted-imports',
      ]);
  });

  it('lets a feature use its own files and the shared components and lib', async () => {
    const features = ['home', 'mentors'];
    const allowed = [
      ['apps/web/src/features/home/components/a.ts', '../api/get-x.ts'],
      ['apps/web/src/features/home/components/a.ts', '../../../components/mentor-card.tsx'],
      ['apps/web/src/features/home/pages/a.ts', '../../../lib/api/get-blogs.ts'],
      ['apps/web/src/features/mentors/a.ts', './mentor-filters.ts'],
    ];
    for (const [file = '', source = ''] of allowed)
      expect(await lintImport(features, file, source), `${file} → ${source}`).toEqual([]);
  });
});
