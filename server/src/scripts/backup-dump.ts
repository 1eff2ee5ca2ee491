import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  FORMAT,
  FORMAT_VERSION,
  hashing,
  listFiles,
  MANIFEST_FILE,
  MIGRATIONS_TABLE,
  type BackupPlaces,
  type CheckedFile,
  type Manifest,
  type SequenceValue,
  type TableCopy,
} from './backup-manifest.js';

const { escapeIdentifier } = pg;

/** Copies one file into the backup, hashing it on the way. */
async function copyChecked(from: string, dir: string, file: string, mode?: number): Promise<CheckedFile> {
  const target = path.join(dir, ...file.split('/'));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const tap = hashing();
  await pipeline(fs.createReadStream(from), tap, fs.createWriteStream(target, { mode }));
  return { file, ...tap.digest() };
}

/** Every table's rows, the sequences and the migration list, as one snapshot of the database. */
async function dumpDatabase(client: pg.Client, dir: string, log: BackupPlaces['log']) {
  // One snapshot for every table: orders placed meanwhile are in no file rather than in some.
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const { rows: found } = await client.query<{ table: string; columns: string[] }>(
      `SELECT c.relname::text AS table, array_agg(a.attname::text ORDER BY a.attnum) AS columns
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> $1
        GROUP BY c.relname ORDER BY c.relname`,
      [MIGRATIONS_TABLE],
    );
    const { rows: applied } = await client.query<{ name: string }>(
      `SELECT name FROM ${escapeIdentifier(MIGRATIONS_TABLE)} ORDER BY id`,
    );
    const tables: TableCopy[] = [];
    fs.mkdirSync(path.join(dir, 'tables'));
    for (const { table, columns } of found) {
      const file = `tables/${table}.copy.gz`;
      const list = columns.map(escapeIdentifier).join(', ');
      const copy = client.query(copyTo(`COPY ${escapeIdentifier(table)} (${list}) TO STDOUT`));
      const tap = hashing();
      await pipeline(copy, createGzip(), tap, fs.createWriteStream(path.join(dir, file)));
      tables.push({ table, columns, rows: copy.rowCount, file, ...tap.digest() });
      log(`  ${table}: ${copy.rowCount.toLocaleString('en-US')} rows`);
    }
    // Sequences are outside transactions: their values now are at least every number the snapshot holds.
    const { rows: sequenceNames } = await client.query<{ sequence: string }>(
      `SELECT c.relname::text AS sequence FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind = 'S' ORDER BY c.relname`,
    );
    const sequences: SequenceValue[] = [];
    for (const { sequence } of sequenceNames) {
      const { rows } = await client.query<{ value: string; isCalled: boolean }>(
        `SELECT last_value::text AS value, is_called AS "isCalled" FROM ${escapeIdentifier(sequence)}`,
      );
      sequences.push({ sequence, ...rows[0]! });
    }
    const { rows: version } = await client.query<{ version: string }>('SHOW server_version');
    return { migrations: applied.map((m) => m.name), tables, sequences, postgres: version[0]!.version };
  } finally {
    await client.query('ROLLBACK');
  }
}

/** The upload directory's files, each copied and hashed. */
async function copyUploads(uploadDir: string, dir: string, log: BackupPlaces['log']): Promise<CheckedFile[]> {
  const files = listFiles(uploadDir);
  log(`copying ${files.length} uploaded files from ${uploadDir}…`);
  const uploads: CheckedFile[] = [];
  for (const file of files) {
    const copied = await copyChecked(path.join(uploadDir, ...file.split('/')), dir, `uploads/${file}`).catch(
      (e: NodeJS.ErrnoException) => {
        // Deleted since the listing, with its row, after the snapshot: the restored row misses its file.
        if (e.code !== 'ENOENT') throw e;
        fs.rmSync(path.join(dir, 'uploads', ...file.split('/')), { force: true });
        log(`  ${file} was deleted meanwhile`);
        return null;
      },
    );
    if (copied) uploads.push(copied);
  }
  return uploads;
}

/**
 * Writes a backup of the shop into `dir`: the database's tables as gzipped COPY text from one REPEATABLE READ
 * snapshot, then the uploads, then the manifest (counts and checksums). Works while the shop runs.
 */
export async function writeBackup(options: BackupPlaces): Promise<Manifest> {
  const { dir, log } = options;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: choose a new one`);
  // It holds password hashes and maybe the signing secret: for the owner's eyes only.
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });

  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  let database: Awaited<ReturnType<typeof dumpDatabase>>;
  try {
    log('copying the database (one snapshot)…');
    database = await dumpDatabase(client, dir, log);
  } finally {
    await client.end();
  }

  // After the snapshot: a file uploaded meanwhile is copied unused; one copied before it could miss a new post's.
  const uploads = options.uploadDir ? await copyUploads(options.uploadDir, dir, log) : [];
  const secret =
    options.secretFile && fs.existsSync(options.secretFile)
      ? await copyChecked(options.secretFile, dir, 'jwt-secret', 0o600)
      : null;

  const manifest: Manifest = {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    ...database,
    uploads,
    secret,
  };
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
