import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../../lib/atomic-file.ts';
import { assertStorageKey, isStorageKey, PUBLIC_URL_PREFIX, type FileStorage } from './storage.ts';

function safeJoin(root: string, key: string): string {
  const target = path.resolve(root, assertStorageKey(key));
  if (!target.startsWith(root + path.sep)) throw new Error(`Storage key escapes its folder: ${key}`);
  return target;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'EISDIR');
}

/** Files on local disk under the data folder: uploads/public and uploads/private. */
export function createLocalStorage(dataDir: string): FileStorage {
  const publicDir = path.resolve(dataDir, 'uploads', 'public');
  const privateDir = path.resolve(dataDir, 'uploads', 'private');
  return {
    async putPublic(key, data) {
      await writeFileAtomically(safeJoin(publicDir, key), data);
      return `${PUBLIC_URL_PREFIX}${key}`;
    },
    async putPrivate(key, data) {
      await writeFileAtomically(safeJoin(privateDir, key), data);
      return key;
    },
    async readPublic(key) {
      if (!isStorageKey(key)) return undefined;
      try {
        return await readFile(safeJoin(publicDir, key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    readPrivate(key) {
      return readFile(safeJoin(privateDir, key));
    },
    async deletePrivate(key) {
      await rm(safeJoin(privateDir, key), { force: true });
    },
    async deletePublic(url) {
      const key = url.slice(PUBLIC_URL_PREFIX.length);
      if (!url.startsWith(PUBLIC_URL_PREFIX) || !isStorageKey(key)) return;
      await rm(safeJoin(publicDir, key), { force: true });
    },
  };
}
