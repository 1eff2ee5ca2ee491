import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoDatabase, type TestDatabase } from '../test/db.js';
import { ormOptions } from '../orm-options.js';
import { uploadColumns, type UploadColumn } from './upload-path.js';

/**
 * The upload sweep keeps a file exactly when a column declared with @UploadPath names it, so a column holding
 * upload URLs without the declaration would have its files swept. These checks fail on such a column: by its name,
 * and by what the demo data set stores in it.
 */

/** Names of columns that hold a file's address, whatever the entity. */
const LOOKS_LIKE_A_FILE = /pic|image|img|photo|avatar|thumb|banner|logo|icon|file|attach|upload|media/i;

const named = (c: UploadColumn) => `${c.table}.${c.column}`;

let database: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  database = await createDemoDatabase();
  orm = await MikroORM.init(ormOptions(database.url));
});
afterAll(async () => {
  await orm?.close();
  await database?.drop();
});

describe('the columns that name uploads', () => {
  it('are the pictures of shows, characters, styles, items, products, reviews, posts, popups, members and claims', () => {
    expect(uploadColumns(orm.getMetadata()).map(named)).toEqual([
      'character.pic',
      'claim.photo1',
      'claim.photo2',
      'claim.photo3',
      'item.pic',
      'popup.pic',
      'post.pic',
      'product.pic',
      'review.pic',
      'show.pic',
      'style.pic',
      'users.pic',
    ]);
  });

  it('leave no text column named like a file undeclared', () => {
    const declared = new Set(uploadColumns(orm.getMetadata()).map(named));
    const undeclared = Object.values(orm.getMetadata().getAll()).flatMap((meta) =>
      Object.values(meta.properties)
        .filter((p) => ['string', 'text'].includes(p.type) && p.fieldNames?.length === 1)
        .map((p) => ({ table: meta.tableName, column: p.fieldNames[0]! }))
        .filter((c) => LOOKS_LIKE_A_FILE.test(c.column) && !declared.has(named(c))),
    );
    expect(undeclared).toEqual([]);
  });

  it('leave no column of the demo data set that holds an upload URL undeclared', async () => {
    const em = orm.em.fork();
    const columns = await em.execute<{ table: string; column: string }[]>(
      `select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying')`,
    );
    const holding: string[] = [];
    for (const c of columns) {
      const [row] = await em.execute<{ found: boolean }[]>(
        `select exists (select 1 from "${c.table}" where "${c.column}" like '/uploads/%') as found`,
      );
      if (row!.found) holding.push(named(c));
    }
    // The scan sees what the demo data set puts there.
    expect(holding).toEqual(expect.arrayContaining(['show.pic', 'style.pic', 'product.pic', 'post.pic']));
    const declared = new Set(uploadColumns(orm.getMetadata()).map(named));
    expect(holding.filter((c) => !declared.has(c))).toEqual([]);
  });
});
