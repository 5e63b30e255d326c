import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage.ts';

function safeJoin(root: string, key: string): string {
  const target = path.resolve(root, key);
  if (!target.startsWith(root + path.sep)) throw new Error(`Storage key escapes its folder: ${key}`);
  return target;
}

async function writeAtomically(target: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, target);
}

/** Files on local disk under the data folder: uploads/public and uploads/private. */
export function createLocalStorage(dataDir: string): FileStorage {
  const publicDir = path.resolve(dataDir, 'uploads', 'public');
  const privateDir = path.resolve(dataDir, 'uploads', 'private');
  return {
    publicDir,
    async putPublic(key, data) {
      await writeAtomically(safeJoin(publicDir, key), data);
      return `/uploads/${key}`;
    },
    async putPrivate(key, data) {
      await writeAtomically(safeJoin(privateDir, key), data);
      return key;
    },
    readPrivate(key) {
      return readFile(safeJoin(privateDir, key));
    },
  };
}
