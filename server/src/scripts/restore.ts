import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config/env.js';
import { restoreBackup } from './backup-load.js';
import { runBackupScript } from './backup-script.js';

/**
 * Restores a backup made by backup.js into a fresh DATA_DIR (or an empty DATABASE_URL database) and upload directory.
 *   node server/dist/scripts/restore.js <dir>     (npm run restore -- <dir>)
 * README.md, "Backups".
 */

runBackupScript({
  name: 'restore',
  usage: 'usage: node server/dist/scripts/restore.js <backup directory>',
  // A stand-in secret: loadConfig would otherwise make DATA_DIR's own before the backup's can be put there.
  config: () => loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex') }),
  bucketAdvice: 'restore them',
  work: restoreBackup,
  summary: ({ tables, uploads, dir, took }) => `restored ${tables} and ${uploads} from ${dir} in ${took}`,
});
