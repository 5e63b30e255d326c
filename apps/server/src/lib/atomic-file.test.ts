import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileAtomically } from './atomic-file.ts';

describe('writeFileAtomically', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'neetmentor-atomic-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('lets several writers of one file finish, leaving one whole version and no temporary files', async () => {
    const target = path.join(folder, 'nested', 'picture.webp');
    const versions = Array.from({ length: 8 }, (_, index) => Buffer.alloc(64 * 1024, index));
    await Promise.all(versions.map((data) => writeFileAtomically(target, data)));
    const written = readFileSync(target);
    expect(versions.some((version) => version.equals(written))).toBe(true);
    expect(readdirSync(path.dirname(target))).toEqual(['picture.webp']);
  });
});
