import type { EntityManager } from '@mikro-orm/postgresql';
import { Character } from '../modules/show/character.entity.js';
import { Item } from '../modules/show/item.entity.js';
import { Show } from '../modules/show/show.entity.js';
import { Style } from '../modules/show/style.entity.js';
import type { Product } from '../modules/catalog/product.entity.js';
import type { TestApp } from './harness.js';

/** Test helpers of the console's fashion management: uploads in both APIs, outfits, and the database's integrity. */

export interface Answer<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
  statements: number;
}

/** A GraphQL multipart request (as apollo-upload-client sends it) with the file as `$file`. */
export async function gqlFile<T>(
  t: TestApp,
  token: string | null,
  query: string,
  variables: Record<string, unknown>,
  file: Buffer | null,
): Promise<Answer<T>> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.set('map', JSON.stringify(file ? { 0: ['variables.file'] } : {}));
  if (file) form.set('0', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'pic.png');
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body = (await res.json()) as Omit<Answer<T>, 'status' | 'statements'>;
  return { status: res.status, ...body, statements: Number(res.headers.get('x-sql-statements') ?? NaN) };
}

/** A shim's multipart form: plain values and an optional `file` part. */
export async function formPost(
  t: TestApp,
  path: string,
  token: string | null,
  fields: Record<string, string>,
  file?: Buffer,
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'pic.png');
  const res = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a plain-text answer stays text
  }
  return { status: res.status, body };
}

/** A character of the show with one style per list of items; each item linked to the given product (or none). */
export function makeCharacter(
  em: EntityManager,
  show: Show,
  styles: (Item | Product | null)[][],
  names = { actorName: '배우', name: '인물 역' },
): { character: Character; styles: Style[] } {
  const character = em.create(Character, { show, ...names, pic: '/uploads/character/c.png' });
  const made = styles.map((items) => {
    const style = em.create(Style, { character, pic: '/uploads/style/s.png' });
    for (const entry of items)
      style.items.add(
        entry instanceof Item
          ? entry
          : em.create(Item, { name: '아이템', pic: '/uploads/item/i.png', product: entry ?? null }),
      );
    return style;
  });
  return { character, styles: made };
}

export function makeShow(em: EntityManager, title: string): Show {
  return em.create(Show, { title, pic: '/uploads/show/s.png' });
}

interface ForeignKey {
  name: string;
  child: string;
  childColumns: string[];
  parent: string;
  parentColumns: string[];
}

/** Every foreign key of the public schema, from the catalogue (pg_constraint), with its columns in order. */
export async function foreignKeys(em: EntityManager): Promise<ForeignKey[]> {
  const rows = await em.execute<
    { name: string; child: string; child_columns: string[]; parent: string; parent_columns: string[] }[]
  >(
    `select c.conname as name, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
        array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
              join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as child_columns,
        array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
              join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as parent_columns
      from pg_constraint c join pg_namespace ns on ns.oid = c.connamespace
      where c.contype = 'f' and ns.nspname = 'public' order by 1`,
  );
  return rows.map((r) => ({
    name: r.name,
    child: r.child,
    childColumns: r.child_columns,
    parent: r.parent,
    parentColumns: r.parent_columns,
  }));
}

/**
 * Rows whose foreign key names no row (one anti-join per key). PostgreSQL enforces the keys, so any row found here
 * means a key was dropped, deferred or bypassed: the check proves the cascades leave nothing behind either way.
 */
export async function danglingRows(em: EntityManager): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  const keys = await foreignKeys(em);
  for (const fk of keys) {
    const q = (c: string) => `"${c}"`;
    const notNull = fk.childColumns.map((c) => `ch.${q(c)} is not null`).join(' and ');
    const joined = fk.childColumns.map((c, i) => `p.${q(fk.parentColumns[i]!)} = ch.${q(c)}`).join(' and ');
    const [row] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from ${fk.child} ch where ${notNull}
        and not exists (select 1 from ${fk.parent} p where ${joined})`,
    );
    if (row && row.n > 0) found[fk.name] = row.n;
  }
  return found;
}
