import { loadConfig } from '../config/env.js';
import { writeBackup } from './backup-dump.js';
import { runBackupScript } from './backup-script.js';

/**
 * Backs up the shop's database and uploads into a new directory, also while the shop runs.
 *   node server/dist/scripts/backup.js <dir>      (npm run backup -- <dir>)
 * Restore with restore.js; README.md, "Backups".
 */

runBackupScript({
  name: 'backup',
  usage: 'usage: node server/dist/scripts/backup.js <new or empty directory>',
  config: () => loadConfig(),
  bucketAdvice: 'back them up',
  work: writeBackup,
  summary: ({ tables, uploads, dir, took }) => `backed up ${tables}, ${uploads} to ${dir} in ${took}`,
});
