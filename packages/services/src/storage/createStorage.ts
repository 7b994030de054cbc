// The one place the storage driver is chosen.
import type { Config } from '../config';
import { localDiskStorage, storageRoot } from './localDiskStorage';
import { s3Storage } from './s3Storage';
import type { Storage } from './storage';

/** The bucket when S3 is configured, so the site and the workers need no shared disk; DATA_DIR/files otherwise. */
export function createStorage(config: Config): Storage {
  return config.s3 ? s3Storage(config.s3) : localDiskStorage(storageRoot(config.dataDir));
}
