import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a file so readers see the old content or the new, never half of either: into a temporary file
 * of this write's own, then renamed over the target. The temporary name is unique per write, because two
 * requests writing the same file at once (two visitors asking for a picture size not made yet) would
 * otherwise share it, and the second rename would fail.
 */
export async function writeFileAtomically(target: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
