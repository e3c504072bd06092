import { join } from 'node:path';
import type { AppConfig } from '../../../config';
import type { BlobStore } from './blob-store';
import { createFilesystemStore } from './filesystem-store';
import { createS3Store } from './s3-store';

/** S3 when VAULT_S3_BUCKET is set (several instances share it), otherwise DATA_DIR/vault. */
export function createBlobStore(config: AppConfig): BlobStore {
  if (config.vaultS3Bucket) {
    return createS3Store({
      bucket: config.vaultS3Bucket,
      endpoint: config.vaultS3Endpoint,
      region: config.vaultS3Region,
      spoolDir: join(config.dataDir, 'vault-spool'),
    });
  }
  return createFilesystemStore(join(config.dataDir, 'vault'));
}
