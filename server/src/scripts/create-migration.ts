import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../config/database.js';
import { ormOptions } from '../orm-options.js';

/** Writes a migration for the difference between the entities and the database (after applying existing ones). */
const config = loadConfig();
const db = await openDatabase(config, console.log);
const orm = await MikroORM.init(ormOptions(db.url));
try {
  await orm.migrator.up();
  const name = process.argv[2] ?? '';
  const result = await orm.migrator.createMigration(undefined, false, false, name);
  console.log(result.fileName ? `created ${result.fileName}` : 'no changes');
} finally {
  await orm.close();
  await db.stop();
}
