/**
 * Where uploaded and generated files live. Public files get a cacheable URL under /uploads;
 * private files (documents, proof images) are only reachable through an authorised route.
 */
export interface FileStorage {
  /** Stores a public file and returns its URL path, e.g. "/uploads/mentors/ab12.webp". */
  putPublic(key: string, data: Buffer): Promise<string>;
  /** Stores a private file and returns its storage key. */
  putPrivate(key: string, data: Buffer): Promise<string>;
  readPrivate(key: string): Promise<Buffer>;
  /** Absolute folder served at /uploads (local storage only). */
  readonly publicDir: string;
}
