import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** The storage the configuration names: the data folder by default, or an S3-compatible bucket. */
export function createStorage(config: Pick<Config, 'storage' | 'dataDir'>): FileStorage {
  const { storage } = config;
  return storage.backend === 's3' ? createS3Storage(storage) : createLocalStorage(config.dataDir);
}
