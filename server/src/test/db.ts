import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { inject } from 'vitest';
import { LocalStorage, type Storage } from '../common/storage.js';
import { ormOptions } from '../orm-options.js';
import { seedDemo } from '../seeds/demo-data.js';
import { DEMO_ADMIN_PASSWORD, DEMO_MEMBER_PASSWORD } from '../seeds/seed-if-empty.js';

const TEMPLATE = 'sceneshop_template';
/** The template with the demo data set in it, made from TEMPLATE. */
const DEMO_TEMPLATE = 'sceneshop_demo';

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

/**
 * Makes the template `name` once per run with `fill` (given its URL) unless it exists; the advisory lock keeps the
 * parallel test workers from racing to do it, and a template appears only once it is complete.
 */
async function ensureTemplate(name: string, from: string | null, fill: (url: string) => Promise<void>): Promise<void> {
  await admin(async (client) => {
    await client.query('select pg_advisory_lock(4242)');
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return;
      await client.query(`drop database if exists ${name}_building`);
      await client.query(`create database ${name}_building${from ? ` template ${from}` : ''}`);
      await fill(withDb(inject('pgAdminUrl'), `${name}_building`));
      await client.query(`alter database ${name}_building rename to ${name}`);
    } finally {
      await client.query('select pg_advisory_unlock(4242)');
    }
  });
}

async function withOrm(url: string, fn: (orm: MikroORM) => Promise<void>): Promise<void> {
  const orm = await MikroORM.init(ormOptions(url));
  try {
    await fn(orm);
  } finally {
    await orm.close();
  }
}

/** Once made, a template stays for the run (of this PostgreSQL): each process asks once. */
const made = new Map<string, Promise<void>>();
const once = (name: string, make: () => Promise<void>) => {
  const key = `${inject('pgAdminUrl')} ${name}`;
  if (!made.has(key)) made.set(key, make());
  return made.get(key)!;
};

const migrated = () =>
  once(TEMPLATE, () =>
    ensureTemplate(TEMPLATE, null, (url) =>
      withOrm(url, async (orm) => {
        await orm.migrator.up();
      }),
    ),
  );

/** The directory of the run that holds the demo data's pictures, beside the demo template. */
const demoPictures = () => path.join(inject('testRunDir'), 'demo-pictures');

/** The demo data set as the first start of the shop loads it, pictures included (into demoPictures()). */
async function seed(): Promise<void> {
  await migrated();
  await ensureTemplate(DEMO_TEMPLATE, TEMPLATE, (url) =>
    withOrm(url, async (orm) => {
      fs.rmSync(demoPictures(), { recursive: true, force: true });
      await seedDemo(orm.em.fork(), {
        scale: 1,
        // The seed draws SVG files of a few kB each.
        storage: new LocalStorage(demoPictures(), 1024 * 1024),
        adminPassword: DEMO_ADMIN_PASSWORD,
        memberPassword: DEMO_MEMBER_PASSWORD,
      });
    }),
  );
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function cloneOf(template: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name} template ${template}`));
  return {
    url: withDb(inject('pgAdminUrl'), name),
    drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** A fresh, migrated, empty database of its own: tests in different files never see each other's rows. */
export async function createTestDatabase(): Promise<TestDatabase> {
  await migrated();
  return cloneOf(TEMPLATE);
}

/**
 * A database of its own holding the demo data set, as the shop's first start (SEED_DEMO) would leave it: copied
 * from a template seeded once per run. Its pictures are not in the database: copyDemoPictures puts them into the
 * server's store.
 */
export async function createDemoDatabase(): Promise<TestDatabase> {
  await once(DEMO_TEMPLATE, seed);
  return cloneOf(DEMO_TEMPLATE);
}

/** Writes the demo data's pictures into a store, at the keys the demo database refers to. */
export async function copyDemoPictures(storage: Storage): Promise<void> {
  const root = demoPictures();
  const files = fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  for (const file of files) {
    const full = path.join(file.parentPath, file.name);
    await storage.put(path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full), 'image/svg+xml');
  }
}
