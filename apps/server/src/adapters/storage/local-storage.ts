import { constants } from 'node:fs';
import { access, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../../lib/atomic-file.ts';
import { serviceUnavailable } from '../../lib/app-error.ts';
import {
  assertStorageKey,
  isStorageKey,
  PUBLIC_URL_PREFIX,
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE_MESSAGE,
  type FileStorage,
} from './storage.ts';

function safeJoin(root: string, key: string): string {
  const target = path.resolve(root, assertStorageKey(key));
  if (!target.startsWith(root + path.sep)) throw new Error(`Storage key escapes its folder: ${key}`);
  return target;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'EISDIR');
}

/** Errors of a folder the server cannot write to now: an operator's fix, not the caller's mistake. */
const UNWRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'EIO']);

/** A write refused by the file system answers 503 (with nothing stored), not 500. */
async function writeOrUnavailable(target: string, data: Buffer): Promise<void> {
  try {
    await writeFileAtomically(target, data);
  } catch (error) {
    if (error instanceof Error && 'code' in error && UNWRITABLE.has(String(error.code))) {
      throw serviceUnavailable(STORAGE_UNAVAILABLE_MESSAGE, STORAGE_RETRY_AFTER_SECONDS);
    }
    throw error;
  }
}

/** Files on local disk under the data folder: uploads/public and uploads/private. */
export function createLocalStorage(dataDir: string): FileStorage {
  const publicDir = path.resolve(dataDir, 'uploads', 'public');
  const privateDir = path.resolve(dataDir, 'uploads', 'private');
  return {
    async putPublic(key, data) {
      await writeOrUnavailable(safeJoin(publicDir, key), data);
      return `${PUBLIC_URL_PREFIX}${key}`;
    },
    async putPrivate(key, data) {
      await writeOrUnavailable(safeJoin(privateDir, key), data);
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
    async assertWritable() {
      try {
        for (const folder of [publicDir, privateDir]) {
          await mkdir(folder, { recursive: true });
          await access(folder, constants.W_OK);
        }
      } catch {
        throw serviceUnavailable(STORAGE_UNAVAILABLE_MESSAGE, STORAGE_RETRY_AFTER_SECONDS);
      }
    },
  };
}
