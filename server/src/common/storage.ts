import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { badInput } from './errors.js';
import { MSG } from './messages.js';

export interface StoredFile {
  /** Public path, e.g. /uploads/2026/ab12….png */
  url: string;
  bytes: number;
  mimetype: string;
}

/** Where uploaded files go; local disk by default, served at /uploads/. */
export interface Storage {
  save(stream: Readable, folder: string): Promise<StoredFile>;
}

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

async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      total += buf.length;
      if (total > maxBytes) {
        stream.destroy();
        throw badInput(MSG.upload.tooLarge, 'file');
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
  return (e as { status?: number }).status === 413 ? badInput(MSG.upload.tooLarge, 'file') : e;
}

export class LocalStorage implements Storage {
  constructor(
    private readonly root: string,
    private readonly maxBytes: number,
  ) {}

  async save(stream: Readable, folder: string): Promise<StoredFile> {
    const data = await readLimited(stream, this.maxBytes);
    const kind = sniffImage(data);
    if (!kind) throw badInput(MSG.upload.badType, 'file');
    const name = `${randomUUID()}.${kind.ext}`;
    const dir = path.join(this.root, folder);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), data);
    return { url: `/uploads/${folder}/${name}`, bytes: data.length, mimetype: kind.mimetype };
  }
}
