import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { ormOptions } from '../orm-options.js';
import { MIGRATION_SEEDED_TABLES } from '../common/seeded-tables.js';
import { migrationsList } from '../migrations/index.js';
import {
  checkDigest,
  hashing,
  listFiles,
  MIGRATIONS_TABLE,
  readManifest,
  within,
  type BackupPlaces,
  type Manifest,
} from './backup-manifest.js';

const { escapeIdentifier } = pg;

/** Tables of the current schema other than the migration record. */
async function schemaTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ table: string }>(
    `SELECT c.relname::text AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> $1 ORDER BY 1`,
    [MIGRATIONS_TABLE],
  );
  return rows.map((r) => r.table);
}

/**
 * Refuses a database that holds any row, or migrations the backup has not (a newer schema than the rows fit). A
 * database only migrated, e.g. by a restore that failed while loading, is empty.
 */
async function checkEmpty(client: pg.Client, manifest: Manifest): Promise<void> {
  const tables = (await schemaTables(client)).filter((t) => !MIGRATION_SEEDED_TABLES.includes(t));
  if (tables.length === 0) return;
  const { rows } = await client.query<{ used: boolean }>(
    `SELECT ${tables.map((t) => `EXISTS (SELECT 1 FROM ${escapeIdentifier(t)})`).join(' OR ')} AS used`,
  );
  if (rows[0]!.used) throw new Error('the target database holds data: restore into a fresh DATA_DIR or database');
  const { rows: applied } = await client
    .query<{ name: string }>(`SELECT name FROM ${escapeIdentifier(MIGRATIONS_TABLE)} ORDER BY id`)
    .catch(() => ({ rows: [] }));
  if (applied.some((m, i) => m.name !== manifest.migrations[i]))
    throw new Error("the target database's schema is not the backup's: restore into a fresh DATA_DIR or database");
}

/** Brings the schema to exactly the backup's migrations, which must be this version's first ones. */
async function migrate(databaseUrl: string, migrations: string[]): Promise<void> {
  const known = migrationsList.map((m) => m.name);
  const last = migrations.at(-1);
  if (!last || migrations.some((name, i) => known[i] !== name))
    throw new Error(
      `the backup's migrations (${migrations.length}, the last ${last ?? 'none'}) are not this version's ` +
        'first ones: restore it with the version of the shop that made it',
    );
  const options = ormOptions(databaseUrl);
  const orm = await MikroORM.init({ ...options, migrations: { ...options.migrations, silent: true } });
  try {
    await orm.migrator.up({ to: last });
  } finally {
    await orm.close();
  }
}

/** Loads every table in one transaction with triggers and foreign-key checks off, then sets the sequences. */
async function loadTables(client: pg.Client, manifest: Manifest, dir: string, log: BackupPlaces['log']) {
  const present = await schemaTables(client);
  const copied = manifest.tables.map((t) => t.table).sort();
  if (present.join() !== copied.join())
    throw new Error(`the migrated schema's tables (${present.join(', ')}) are not the backup's (${copied.join(', ')})`);
  await client.query('BEGIN');
  try {
    // Rows go in as they were: no trigger re-counts, notifies or checks order between tables (superuser only).
    await client.query('SET LOCAL session_replication_role = replica');
    // The migrations' reference rows make way for the backup's own.
    for (const table of MIGRATION_SEEDED_TABLES.filter((t) => present.includes(t)))
      await client.query(`DELETE FROM ${escapeIdentifier(table)}`);
    for (const table of manifest.tables) {
      const list = table.columns.map(escapeIdentifier).join(', ');
      const copy = client.query(copyFrom(`COPY ${escapeIdentifier(table.table)} (${list}) FROM STDIN`));
      await pipeline(fs.createReadStream(within(dir, table.file)), createGunzip(), copy);
      log(`  ${table.table}: ${copy.rowCount.toLocaleString('en-US')} rows`);
    }
    for (const { sequence, value, isCalled } of manifest.sequences)
      await client.query('SELECT setval($1::regclass, $2, $3)', [escapeIdentifier(sequence), value, isCalled]);
    const { rows } = await client.query<Record<string, string>>(
      `SELECT ${manifest.tables.map((t, i) => `(SELECT count(*) FROM ${escapeIdentifier(t.table)}) AS c${i}`).join(', ')}`,
    );
    const wrong = manifest.tables.filter((t, i) => Number(rows[0]![`c${i}`]) !== t.rows);
    if (wrong.length) throw new Error(`row counts differ from the manifest in ${wrong.map((t) => t.table).join(', ')}`);
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  }
  // Fresh statistics, so the planner does not take the loaded tables for empty ones until autovacuum comes by.
  await client.query('ANALYZE');
}

/** Throws unless every file of the backup is there with the manifest's size and checksum. */
async function verifyFiles(manifest: Manifest, dir: string): Promise<void> {
  for (const checked of [...manifest.tables, ...manifest.uploads, ...(manifest.secret ? [manifest.secret] : [])]) {
    const tap = hashing();
    await pipeline(
      fs.createReadStream(within(dir, checked.file)),
      tap,
      new Writable({
        write: (_chunk, _encoding, done) => done(),
      }),
    );
    checkDigest(checked, tap.digest());
  }
}

/** Copies the backup's uploads into an empty upload directory; removes the copies again when one fails. */
async function restoreUploads(manifest: Manifest, dir: string, uploadDir: string): Promise<string[]> {
  if (listFiles(uploadDir).length > 0)
    throw new Error(`${uploadDir} is not empty: restore into a fresh upload directory`);
  const written: string[] = [];
  try {
    for (const upload of manifest.uploads) {
      const target = within(uploadDir, upload.file.replace(/^uploads\//, ''));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      written.push(target);
      await fs.promises.copyFile(within(dir, upload.file), target);
    }
  } catch (e) {
    removeFiles(written);
    throw e;
  }
  return written;
}

const removeFiles = (files: string[]) => files.forEach((file) => fs.rmSync(file, { force: true }));

/** The backup's signing secret, unless the target already has one (then members log in again). */
function restoreSecret(manifest: Manifest, dir: string, secretFile: string | undefined, log: BackupPlaces['log']) {
  if (!manifest.secret || !secretFile) return;
  const secret = fs.readFileSync(within(dir, manifest.secret.file));
  try {
    fs.writeFileSync(secretFile, secret, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    if (!fs.readFileSync(secretFile).equals(secret))
      log(`${secretFile} already holds another signing secret: kept it, so members must log in again`);
  }
}

/**
 * Restores a backup made by `writeBackup` into an empty database and upload directory: checks that both are empty,
 * checks every file's checksum, copies the uploads, migrates to the backup's migrations, loads the rows (counts
 * checked) and sets the sequences. Nothing is loaded when a check fails; the database may be left migrated and empty.
 */
export async function restoreBackup(options: BackupPlaces): Promise<Manifest> {
  const { dir, log } = options;
  const manifest = readManifest(dir);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    log('checking the backup…');
    await verifyFiles(manifest, dir);
    await checkEmpty(client, manifest);
    let uploaded: string[] = [];
    if (options.uploadDir) {
      log(`copying ${manifest.uploads.length} uploaded files to ${options.uploadDir}…`);
      uploaded = await restoreUploads(manifest, dir, options.uploadDir);
    } else if (manifest.uploads.length > 0) {
      log(`the ${manifest.uploads.length} uploaded files in ${path.join(dir, 'uploads')} go into the bucket by hand`);
    }
    try {
      log(`migrating to the backup's ${manifest.migrations.length} migrations…`);
      await migrate(options.databaseUrl, manifest.migrations);
      log(`loading ${manifest.tables.length} tables…`);
      await loadTables(client, manifest, dir, log);
    } catch (e) {
      removeFiles(uploaded);
      throw e;
    }
  } finally {
    await client.end();
  }
  restoreSecret(manifest, dir, options.secretFile, log);
  return manifest;
}
