import type { Config } from './env.js';
import { S3Storage } from '../common/s3-storage.js';
import { LocalStorage, type Storage } from '../common/storage.js';

/** The bucket when S3_BUCKET is set (several server instances share it), else UPLOAD_DIR on this machine. */
export function createStorage(config: Config): Storage {
  if (!config.S3_BUCKET) return new LocalStorage(config.UPLOAD_DIR, config.UPLOAD_MAX_BYTES);
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return new S3Storage(
    {
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      prefix: config.S3_PREFIX,
    },
    config.UPLOAD_MAX_BYTES,
  );
}
