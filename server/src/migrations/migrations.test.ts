import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, expect, it } from 'vitest';
import { ormOptions } from '../orm-options.js';
import { createTestDatabase, type TestDatabase } from '../test/db.js';

let db: TestDatabase;
let orm: MikroORM;
afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

it('the committed migrations build exactly the schema the entities describe', async () => {
  db = await createTestDatabase();
  orm = await MikroORM.init(ormOptions(db.url));
  const pending = await orm.schema.getUpdateSchemaSQL({ wrap: false });
  expect(pending.trim()).toBe('');
});
