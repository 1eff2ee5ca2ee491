import { msg } from '@scene-shop/domain';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { badInput } from './errors.js';

export interface StoredFile {
  /** Public path, e.g. /uploads/2026/ab12….png */
  url: string;
  bytes: number;
  mimetype: string;
}

/** What a request already holds, so a store can answer "not modified" without reading the file. */
export interface Conditions {
  ifNoneMatch?: string;
  ifModifiedSince?: Date;
}

interface Validators {
  etag?: string;
  lastModified?: Date;
}

/** A stored file as a listing shows it. */
export interface StoredEntry {
  key: string;
  lastModified: Date;
}

/** A stored file opened for serving. */
export type Opened =
  | { kind: 'missing' }
  | ({ kind: 'not-modified' } & Validators)
  | ({ kind: 'file'; body: Readable; bytes?: number; mimetype: string } & Validators);

/**
 * Where uploaded and generated files go (local disk or an S3 bucket). Every file is public at `/uploads/<key>`
 * whichever store holds it, so the URLs kept in the database do not depend on the store.
 */
export interface Storage {
  /** Where `/uploads/` points, for logs (never a credential). */
  readonly location: string;
  /** Stores an upload under `<folder>/<random name>`: size-limited, with the type read from its bytes. */
  save(stream: Readable, folder: string): Promise<StoredFile>;
  /** Writes a file of our own (seed pictures) at a known key and returns its public URL. */
  put(key: string, data: Buffer, mimetype: string): Promise<string>;
  /** Reads a file for serving; a key that is unknown or would leave the store is `missing`. */
  open(key: string, conditions?: Conditions): Promise<Opened>;
  /** Removes a stored file by its public URL; a URL of no stored file is a no-op, one leaving the store throws. */
  delete(url: string): Promise<void>;
  /** Every stored file with a safe key, in no particular order (the upload sweep's listing). */
  entries(): AsyncIterable<StoredEntry>;
}

const PUBLIC_PREFIX = '/uploads/';

const SIGNATURES: { mimetype: string; ext: string; test: (b: Buffer) => boolean }[] = [
  { mimetype: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mimetype: 'image/png',
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mimetype: 'image/gif', ext: 'gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
];

/** The type is read from the file's first bytes, not from the name or the client's claim. */
export function sniffImage(head: Buffer) {
  return SIGNATURES.find((s) => s.test(head)) ?? null;
}

/** The keys `save` gives uploads (`<folder>/<uuid>.<ext>`): seed pictures and other files `put` writes never match. */
const UPLOAD_KEY = new RegExp(
  `^[a-z]+/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(?:${SIGNATURES.map((s) => s.ext).join('|')})$`,
);

export const isUploadKey = (key: string): boolean => UPLOAD_KEY.test(key);

/**
 * Keys are slash-separated names of letters, digits, `_`, `-` and `.`, none starting with a dot: no `..`, no
 * absolute paths, no hidden files, nothing a file system or a bucket could read as leaving the store.
 */
const SEGMENT = /^[\w-][\w.-]*$/;

export function isSafeKey(key: string): boolean {
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function checkedKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`refused a storage key outside the store: ${JSON.stringify(key)}`);
  return key;
}

/** The key behind a public URL; null for a URL that is not ours (nothing to delete). */
export function keyOfUrl(url: string): string | null {
  return url.startsWith(PUBLIC_PREFIX) ? checkedKey(url.slice(PUBLIC_PREFIX.length)) : null;
}

export const urlOfKey = (key: string): string => `${PUBLIC_PREFIX}${key}`;

/** RFC 9110 conditional GET: If-None-Match (weak comparison) wins over If-Modified-Since (second precision). */
export function isNotModified(conditions: Conditions, etag: string, lastModified: Date): boolean {
  const { ifNoneMatch, ifModifiedSince } = conditions;
  if (ifNoneMatch !== undefined) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
  }
  return ifModifiedSince !== undefined && Math.floor(lastModified.getTime() / 1000) * 1000 <= ifModifiedSince.getTime();
}

async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      total += buf.length;
      if (total > maxBytes) {
        stream.destroy();
        throw badInput(msg('upload.tooLarge'), 'file');
      }
      chunks.push(buf);
    }
  } catch (e) {
    throw asUploadError(e);
  }
  return Buffer.concat(chunks);
}

/**
 * Opens a GraphQL multipart upload for reading. graphql-upload destroys the stream with an error when its own
 * (slightly larger) limit is hit, possibly while the service is still validating or after it stopped reading;
 * without a listener from the start that late error would crash the process. Read errors still reach the reader.
 */
export async function openUpload(upload: Promise<FileUpload> | null | undefined): Promise<Readable | null> {
  if (!upload) return null;
  try {
    const stream = (await upload).createReadStream();
    stream.on('error', () => {});
    return stream;
  } catch (e) {
    throw asUploadError(e);
  }
}

/** graphql-upload reports an over-size file as HTTP 413; users get the catalogue's message. */
function asUploadError(e: unknown): unknown {
  return (e as { status?: number }).status === 413 ? badInput(msg('upload.tooLarge'), 'file') : e;
}

/** What every store shares: checking uploads and mapping public URLs to keys. */
export abstract class KeyedStorage implements Storage {
  abstract readonly location: string;

  constructor(private readonly maxBytes: number) {}

  abstract put(key: string, data: Buffer, mimetype: string): Promise<string>;
  abstract open(key: string, conditions?: Conditions): Promise<Opened>;
  abstract entries(): AsyncIterable<StoredEntry>;
  /** Removes the file at a checked key; a missing one is no error. */
  protected abstract remove(key: string): Promise<void>;

  async save(stream: Readable, folder: string): Promise<StoredFile> {
    const data = await readLimited(stream, this.maxBytes);
    const kind = sniffImage(data);
    if (!kind) throw badInput(msg('upload.badType'), 'file');
    const url = await this.put(`${folder}/${randomUUID()}.${kind.ext}`, data, kind.mimetype);
    return { url, bytes: data.length, mimetype: kind.mimetype };
  }

  async delete(url: string): Promise<void> {
    const key = keyOfUrl(url);
    if (key !== null) await this.remove(key);
  }
}

/** On disk the type is not stored: it follows from the extension, which `save` chose from the bytes. */
const TYPE_OF_EXTENSION: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

/** Null for a path that names no file (absent, or a directory); other errors are real ones. */
function noFile(e: NodeJS.ErrnoException): null {
  if (e.code === 'ENOENT' || e.code === 'ENOTDIR' || e.code === 'EISDIR') return null;
  throw e;
}

/** Files under one directory (UPLOAD_DIR): enough for a single server. */
export class LocalStorage extends KeyedStorage {
  readonly location: string;

  constructor(root: string, maxBytes: number) {
    super(maxBytes);
    this.location = path.resolve(root);
  }

  private pathOf(key: string): string {
    return path.join(this.location, ...checkedKey(key).split('/'));
  }

  async put(key: string, data: Buffer): Promise<string> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
    return urlOfKey(key);
  }

  async open(key: string, conditions: Conditions = {}): Promise<Opened> {
    if (!isSafeKey(key)) return { kind: 'missing' };
    // One handle for stat and read, so a file replaced or removed in between is never half-served.
    const handle = await fs.open(this.pathOf(key), 'r').catch(noFile);
    if (!handle) return { kind: 'missing' };
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return { kind: 'missing' };
    }
    const validators = {
      etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
      lastModified: stat.mtime,
    };
    if (isNotModified(conditions, validators.etag, validators.lastModified)) {
      await handle.close();
      return { kind: 'not-modified', ...validators };
    }
    const mimetype = TYPE_OF_EXTENSION[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
    return { kind: 'file', body: handle.createReadStream(), bytes: stat.size, mimetype, ...validators };
  }

  async *entries(): AsyncIterable<StoredEntry> {
    yield* this.entriesUnder([]);
  }

  /** The files under a directory given as key segments; links and unsafe names are passed over. */
  private async *entriesUnder(segments: string[]): AsyncIterable<StoredEntry> {
    const dir = path.join(this.location, ...segments);
    const found = await fs.readdir(dir, { withFileTypes: true }).catch(noFile);
    for (const entry of found ?? []) {
      const key = [...segments, entry.name].join('/');
      if (!isSafeKey(key)) continue;
      if (entry.isDirectory()) yield* this.entriesUnder([...segments, entry.name]);
      if (!entry.isFile()) continue;
      // A file removed since the directory was read is simply not listed.
      const stat = await fs.stat(path.join(dir, entry.name)).catch(noFile);
      if (stat) yield { key, lastModified: stat.mtime };
    }
  }

  protected async remove(key: string): Promise<void> {
    await fs.unlink(this.pathOf(key)).catch(noFile);
  }
}
