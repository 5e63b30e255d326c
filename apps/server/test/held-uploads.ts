import { vi } from 'vitest';
import type { FileStorage } from '../src/adapters/storage/storage.ts';

interface HeldUploads {
  /** Settles once a public file has been handed to the storage (and is being held). */
  started: Promise<void>;
  /** Lets the held uploads (and any later ones) through. */
  release(): void;
  /** The addresses of the files stored through the hold, once stored. */
  stored(): Promise<string[]>;
  /** Puts the storage back as it was, releasing anything still held. */
  restore(): void;
}

/**
 * Holds every public upload until released: a request that stores a picture then waits between its checks
 * and its save, so a test can land another request in that moment.
 */
function holdPublicUploads(storage: FileStorage): HeldUploads {
  let markStarted = (): void => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const putPublic = storage.putPublic.bind(storage);
  const urls: Promise<string>[] = [];
  const spy = vi.spyOn(storage, 'putPublic').mockImplementation((key, data) => {
    markStarted();
    const url = released.then(() => putPublic(key, data));
    urls.push(url);
    return url;
  });
  return {
    started,
    release,
    stored: () => Promise.all(urls),
    restore() {
      spy.mockRestore();
      release();
    },
  };
}

/**
 * Two saves racing: `slower` stores a picture, and is held there (past its checks, before its save) while
 * `landing` is made whole; then it goes on. Returns both answers and the files the slower one stored.
 */
export async function raceAgainstUpload<Answer>(
  storage: FileStorage,
  slower: () => Promise<Answer>,
  landing: () => Promise<Answer>,
): Promise<{ landed: Answer; slower: Answer; stored: string[] }> {
  const uploads = holdPublicUploads(storage);
  try {
    const held = slower();
    await uploads.started;
    const landed = await landing();
    uploads.release();
    return { landed, slower: await held, stored: await uploads.stored() };
  } finally {
    uploads.restore();
  }
}
