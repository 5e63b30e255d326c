import type { FileStorage } from '../adapters/storage/storage.ts';

/**
 * Saves a record whose public file (a picture) may be replaced: the new file is stored first, the record
 * saved, and only then is the old file deleted, so a failed save keeps the old picture and deletes the
 * new one, and a replaced picture does not stay on disk for ever.
 */
export async function replacePublicFile(
  deps: { storage: FileStorage },
  change: {
    current: string | null;
    replacement: { key: string; data: Buffer } | undefined;
    save(url: string | null): Promise<void>;
  },
): Promise<void> {
  if (!change.replacement) {
    await change.save(change.current);
    return;
  }
  const url = await deps.storage.putPublic(change.replacement.key, change.replacement.data);
  try {
    await change.save(url);
  } catch (error) {
    await deps.storage.deletePublic(url);
    throw error;
  }
  if (change.current && change.current !== url) await deps.storage.deletePublic(change.current);
}
