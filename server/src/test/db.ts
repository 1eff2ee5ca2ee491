import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { inject } from 'vitest';
import { ormOptions } from '../orm-options.js';

const TEMPLATE = 'sceneshop_template';

function withDb(adminUrl: string, db: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${db}`;
  return url.toString();
}

/** `fn` with a connection of the test PostgreSQL's superuser (to create and drop databases), closed after. */
export async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Migrates the template once per run; the advisory lock keeps parallel test files from racing to do it. */
async function ensureTemplate(): Promise<void> {
  await admin(async (client) => {
    await client.query('select pg_advisory_lock(4242)');
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [TEMPLATE]);
      if (found.rowCount) return;
      await client.query(`create database ${TEMPLATE}_building`);
      const orm = await MikroORM.init(ormOptions(withDb(inject('pgAdminUrl'), `${TEMPLATE}_building`)));
      await orm.migrator.up();
      await orm.close();
      await client.query(`alter database ${TEMPLATE}_building rename to ${TEMPLATE}`);
    } finally {
      await client.query('select pg_advisory_unlock(4242)');
    }
  });
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated, empty database of its own: tests in different files never see each other's rows. */
export async function createTestDatabase(): Promise<TestDatabase> {
  await ensureTemplate();
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name} template ${TEMPLATE}`));
  return {
    url: withDb(inject('pgAdminUrl'), name),
    drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
