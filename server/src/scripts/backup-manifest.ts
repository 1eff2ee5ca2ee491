import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { isSafeKey } from '../common/storage.js';

/** What `npm run backup` writes last into the backup directory: a directory without it is not a backup. */
export const MANIFEST_FILE = 'manifest.json';
export const FORMAT = 'scene-shop-backup';
export const FORMAT_VERSION = 1;
/** MikroORM's record of applied migrations: restore re-creates it by migrating, so it is listed, not copied. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/** What writeBackup (backup-dump.ts) copies from and restoreBackup (backup-load.ts) fills. */
export interface BackupPlaces {
  /** The shop's database; for a restore an empty one (fresh, or only migrated). */
  databaseUrl: string;
  /**
   * The local upload directory (UPLOAD_DIR), absent or empty for a restore; null when the uploads are in a bucket,
   * backed up and restored by its own tools.
   */
  uploadDir: string | null;
  /** DATA_DIR's signing secret, when the install keeps one there (a restore leaves one already there alone). */
  secretFile?: string;
  /** The backup directory: new or empty for a backup. */
  dir: string;
  log: (msg: string) => void;
}

export interface CheckedFile {
  /** Relative to the backup directory, `/`-separated. */
  file: string;
  bytes: number;
  sha256: string;
}

export interface TableCopy extends CheckedFile {
  table: string;
  /** The stored columns in the order of the file (generated columns are left out: PostgreSQL computes them). */
  columns: string[];
  rows: number;
}

export interface SequenceValue {
  sequence: string;
  value: string;
  isCalled: boolean;
}

export interface Manifest {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  createdAt: string;
  postgres: string;
  /** The migrations applied to the copied database, in order. */
  migrations: string[];
  tables: TableCopy[];
  sequences: SequenceValue[];
  /** Uploaded and generated files, relative to the upload directory. */
  uploads: CheckedFile[];
  /** The signing secret kept in DATA_DIR (installs without JWT_SECRET), so members stay logged in after a restore. */
  secret: CheckedFile | null;
}

/** A pass-through stream that hashes and counts what flows through it. */
export function hashing(): Transform & { digest(): { bytes: number; sha256: string } } {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(tap, { digest: () => ({ bytes, sha256: hash.digest('hex') }) });
}

/** Regular files under `dir` (relative, `/`-separated, sorted); none when it does not exist. Links are not followed. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The manifest of a backup directory, checked for being one this version can read. */
export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Error(`${dir} holds no ${MANIFEST_FILE}: not a backup, or an unfinished one`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION)
    throw new Error(`${file} is not a ${FORMAT} manifest of version ${FORMAT_VERSION}`);
  return manifest;
}

/** Throws when what was read differs from what the manifest recorded. */
export function checkDigest(expected: CheckedFile, actual: { bytes: number; sha256: string }): void {
  if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256)
    throw new Error(
      `${expected.file} does not match the manifest (${actual.bytes} bytes, sha256 ${actual.sha256}; ` +
        `expected ${expected.bytes} bytes, ${expected.sha256}): the backup is damaged`,
    );
}

/**
 * Where a manifest's relative path `file` lies under `root`: its segments must be storage-safe (no `..`, no hidden or
 * absolute parts), so a manifest cannot read or write outside the backup or the upload directory.
 */
export function within(root: string, file: string): string {
  if (!isSafeKey(file)) throw new Error(`the manifest names an unsafe path: ${JSON.stringify(file)}`);
  return path.join(root, ...file.split('/'));
}
