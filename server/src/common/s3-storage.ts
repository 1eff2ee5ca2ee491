import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import {
  checkedKey,
  isSafeKey,
  KeyedStorage,
  urlOfKey,
  type Conditions,
  type Opened,
  type StoredEntry,
} from './storage.js';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service; unset means AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, shared profile, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `shop/`, so one bucket can hold several installs. */
  prefix?: string;
}

const statusOf = (e: unknown): number | undefined =>
  (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** Objects in one bucket: every server instance sees the same files. */
export class S3Storage extends KeyedStorage {
  readonly location: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings, maxBytes: number) {
    super(maxBytes);
    this.bucket = settings.bucket;
    this.prefix = settings.prefix ? `${settings.prefix.replace(/\/+$/, '')}/` : '';
    // The endpoint's origin only: a URL may carry user information.
    const where = settings.endpoint ? ` at ${new URL(settings.endpoint).origin}` : '';
    this.location = `s3://${this.bucket}/${this.prefix}`.replace(/\/$/, '') + where;
    const options: S3ClientConfig = {
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
    };
    // Not every S3-compatible service accepts the checksums the SDK adds by default; they stay for AWS itself.
    if (settings.endpoint) {
      options.requestChecksumCalculation = 'WHEN_REQUIRED';
      options.responseChecksumValidation = 'WHEN_REQUIRED';
    }
    this.client = new S3Client(options);
  }

  private objectKey(key: string): string {
    return this.prefix + checkedKey(key);
  }

  async put(key: string, data: Buffer, mimetype: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: data, ContentType: mimetype }),
    );
    return urlOfKey(key);
  }

  async open(key: string, conditions: Conditions = {}): Promise<Opened> {
    if (!isSafeKey(key)) return { kind: 'missing' };
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          IfNoneMatch: conditions.ifNoneMatch,
          IfModifiedSince: conditions.ifModifiedSince,
        }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered GetObject without a Node stream');
      return {
        kind: 'file',
        body: object.Body,
        bytes: object.ContentLength,
        mimetype: object.ContentType ?? 'application/octet-stream',
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (e) {
      // The SDK reports a 304 as an error; the bucket checked the conditions, so nothing was transferred.
      if (statusOf(e) === 304) return { kind: 'not-modified' };
      // NoSuchKey only: a missing bucket or refused access is a fault to log, not a missing picture.
      if (e instanceof NoSuchKey) return { kind: 'missing' };
      throw e;
    }
  }

  async *entries(): AsyncIterable<StoredEntry> {
    // The store's own objects only: under the prefix, with a key the store could have written.
    for await (const page of paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: this.prefix },
    )) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length);
        if (key && object.LastModified && isSafeKey(key)) yield { key, lastModified: object.LastModified };
      }
    }
  }

  protected async remove(key: string): Promise<void> {
    // S3 answers 204 whether or not the object existed.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }
}
