import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../common/storage.js';
import { ormOptions } from '../orm-options.js';
import { createTestDatabase, type TestDatabase } from '../test/db.js';
import { seedDemo } from './demo-data.js';
import { ACCESSORY_DRAWINGS, drawPiece } from './drawings.js';
import { COLOURS, KINDS, pieceOf, type Colour, type Kind } from './kinds.js';

/**
 * The demo data keeps the shop's promise: following 'similar product' from an item lands on a
 * product of the same category and colour family, and every picture shows what its row says.
 */

interface Described {
  kind: Kind;
  colour: Colour;
}

/** Kind and colour from a product name ('오버핏 네이비 트위드 재킷') or an item name ('네이비 트위드 재킷'). */
function whatIs(name: string): Described {
  const kind = KINDS.filter((k) => name.endsWith(` ${k.name}`)).sort((a, b) => b.name.length - a.name.length)[0];
  if (!kind) throw new Error(`no kind in '${name}'`);
  const words = name.slice(0, -kind.name.length - 1).split(' ');
  const colour = COLOURS.find((c) => c.name === words[words.length - 1]);
  if (!colour) throw new Error(`no colour in '${name}'`);
  return { kind, colour };
}

/** The [kind, colour] of every piece drawn in an SVG file, from the data attributes of drawPiece. */
function drawnPieces(svg: string): string[] {
  return [...svg.matchAll(/data-kind="([^"]+)" data-colour="([^"]+)"/g)].map((m) => `${m[2]} ${m[1]}`);
}

describe('demo data keeps the shop promise', () => {
  let uploadDir: string;
  let db: TestDatabase;
  let orm: MikroORM;
  const read = (pic: string): string => fs.readFileSync(path.join(uploadDir, pic.slice('/uploads/'.length)), 'utf8');
  const rows = <T>(sql: string): Promise<T[]> => orm.em.getConnection().execute<T[]>(sql);

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-promise-'));
    db = await createTestDatabase();
    orm = await MikroORM.init(ormOptions(db.url));
    await seedDemo(orm.em.fork(), {
      scale: 1,
      storage: new LocalStorage(uploadDir, 1024 * 1024),
      adminPassword: 'admin1234!',
      memberPassword: 'member1234!',
      now: new Date('2026-11-21T00:00:00Z'),
    });
  });

  afterAll(async () => {
    await orm?.close();
    await db?.drop();
    if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('links every item to a product of its category and colour family', async () => {
    const links = await rows<{ item: string; product: string; category: string; family: string }>(`
      SELECT i.name AS item, p.name AS product, p.category, p.color_family AS family
      FROM item i JOIN product p ON p.no = i.product_no`);
    expect(links.length).toBeGreaterThan(100);
    let sameKind = 0;
    for (const link of links) {
      const item = whatIs(link.item);
      const product = whatIs(link.product);
      expect(link.category, `${link.item} → ${link.product}`).toBe(item.kind.category);
      expect(product.colour.family, `${link.item} → ${link.product}`).toBe(item.colour.family);
      expect(link.family, `${link.item} → ${link.product}`).toBe(item.colour.family);
      if (product.kind === item.kind) sameKind++;
    }
    // Some links are the same kind, others only the same category and colour family.
    expect(sameKind).toBeGreaterThan(0);
    expect(sameKind).toBeLessThan(links.length);
  });

  it('stores the colour family of the drawn colour on every product', async () => {
    const products = await rows<{ name: string; family: string }>(`SELECT name, color_family AS family FROM product`);
    for (const { name, family } of products) expect(family, name).toBe(whatIs(name).colour.family);
    expect(new Set(products.map((p) => p.family)).size).toBeGreaterThanOrEqual(8);
  });

  it('marks an item exact when its product is the very piece drawn, similar otherwise', async () => {
    const items = await rows<{ item: string; product: string | null; match: string }>(`
      SELECT i.name AS item, p.name AS product, i.match FROM item i LEFT JOIN product p ON p.no = i.product_no`);
    const counts = { exact: 0, similar: 0 };
    for (const { item, product, match } of items) {
      const drawn = whatIs(item);
      const linked = product === null ? null : whatIs(product);
      const very = linked !== null && linked.kind === drawn.kind && linked.colour === drawn.colour;
      expect(match, `${item} → ${product}`).toBe(very ? 'exact' : 'similar');
      counts[match as keyof typeof counts]++;
    }
    expect(counts.exact).toBeGreaterThan(0);
    expect(counts.similar).toBeGreaterThan(0);
  });

  it('links no item to a made-up address off the shop: an item leads to its product only', async () => {
    expect(await rows('SELECT no, path FROM item WHERE path IS NOT NULL')).toEqual([]);
  });

  it('draws every product and item as its kind in its colour, with the name saying so', async () => {
    const named = await rows<{ name: string; pic: string; category: string | null }>(`
      SELECT name, pic, category FROM product UNION ALL SELECT name, pic, NULL FROM item`);
    for (const { name, pic, category } of named) {
      const { kind, colour } = whatIs(name);
      if (category !== null) expect(category, name).toBe(kind.category);
      expect(kind.colours, name).toContain(colour.name);
      const svg = read(pic);
      expect(drawnPieces(svg), name).toEqual([`${colour.name} ${kind.name}`]);
      expect(svg, name).toContain(`data-drawing="${kind.drawing}"`);
    }
  });

  it('draws 기타 products as the accessory they are (a bag as a bag, a necklace as a necklace)', async () => {
    const others = await rows<{ name: string; pic: string }>(`SELECT name, pic FROM product WHERE category = '기타'`);
    expect(others.length).toBeGreaterThan(10);
    const drawings = new Set<string>();
    for (const { name, pic } of others) {
      const { kind, colour } = whatIs(name);
      expect(ACCESSORY_DRAWINGS, name).toContain(kind.drawing);
      // The file holds exactly that accessory's drawing in the product's colour.
      const piece = pieceOf(KINDS.indexOf(kind), COLOURS.indexOf(colour));
      const body = drawPiece(piece, 0, 0, 100).replace(/^<g[^>]*>/, '');
      expect(read(pic), name).toContain(body);
      drawings.add(kind.drawing);
    }
    expect(drawings.size).toBeGreaterThanOrEqual(6);
  });

  it("composes each style's picture from exactly its items", async () => {
    const styles = await rows<{ pic: string; items: string[] }>(`
      SELECT s.pic, array_agg(i.name ORDER BY i.no) AS items
      FROM style s JOIN style_item si ON si.style_no = s.no JOIN item i ON i.no = si.item_no
      GROUP BY s.no, s.pic`);
    expect(styles.length).toBeGreaterThan(50);
    for (const { pic, items } of styles) {
      expect(drawnPieces(read(pic)).sort(), pic).toEqual([...items].sort());
    }
  });

  it('keeps the picture count bounded', () => {
    const files = fs.readdirSync(path.join(uploadDir, 'demo'));
    expect(files.length).toBeLessThan(1200);
    const bytes = files.reduce((sum, f) => sum + fs.statSync(path.join(uploadDir, 'demo', f)).size, 0);
    expect(bytes / files.length).toBeLessThan(8_000);
  });
});
