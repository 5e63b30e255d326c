/**
 * Where uploaded and generated files live: the local data folder or an S3-compatible bucket. Public
 * files are served at `/uploads/<key>` (and resized at `/img/<width>/<key>`) by the server from here, so
 * their URLs are the same with either backend; private files (documents, proof images) are only reachable
 * through an authorised route.
 */
export interface FileStorage {
  /** Stores a public file and returns its URL path, e.g. "/uploads/mentors/ab12.webp". */
  putPublic(key: string, data: Buffer): Promise<string>;
  /** Stores a private file and returns its storage key. */
  putPrivate(key: string, data: Buffer): Promise<string>;
  /**
   * Reads a public file by its key (the URL path after "/uploads/"). A missing file is `undefined`: the key
   * comes from a visitor's address, where a stale or mistyped link is normal.
   */
  readPublic(key: string): Promise<Buffer | undefined>;
  /** Reads a private file; a missing one is an error, since its key comes from our own records. */
  readPrivate(key: string): Promise<Buffer>;
  /** Deletes a private file; a missing one is not an error. */
  deletePrivate(key: string): Promise<void>;
  /** Deletes a public file by the URL putPublic returned; URLs it did not hand out are left alone. */
  deletePublic(url: string): Promise<void>;
  /**
   * Throws `STORAGE_UNAVAILABLE` (503) when files cannot be stored now (a read-only or inaccessible
   * folder), so an upload is refused before it is counted or processed.
   */
  assertWritable(): Promise<void>;
}

export const STORAGE_UNAVAILABLE_MESSAGE =
  'Files cannot be uploaded right now. Nothing was changed; please try again in a few minutes.';
/** How long a client is asked to wait after `STORAGE_UNAVAILABLE_MESSAGE`. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;

export const PUBLIC_URL_PREFIX = '/uploads/';

/**
 * Keys are relative paths of plain segments: no empty, "." or ".." segment and no backslash, so a key can
 * never leave its folder on disk, nor name a private object through a public read in a bucket.
 */
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512 || key.includes('\\')) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}
