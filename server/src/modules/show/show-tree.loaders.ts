import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { entityColumns, mapRow, placeholders, prefixed } from '../../common/entity-rows.js';
import { Product } from '../catalog/product.entity.js';
import { Character } from './character.entity.js';
import { Item } from './item.entity.js';
import { Style } from './style.entity.js';

declare module '../../context/context.js' {
  interface Loaders {
    showCharacters: DataLoader<number, Character[]>;
    characterStyles: DataLoader<number, Style[]>;
    styleItems: DataLoader<number, Item[]>;
  }
}

/** Rows grouped under their parent's number, every parent present (an empty list when it has none). */
function groupBy<T>(parents: readonly number[], rows: T[], parentOf: (row: T) => number): T[][] {
  const groups = new Map<number, T[]>(parents.map((no) => [no, []]));
  for (const row of rows) groups.get(parentOf(row))?.push(row);
  return parents.map((no) => groups.get(no) ?? []);
}

/** The characters of these shows in number order, as managed entities: one statement. */
export async function charactersOf(em: EntityManager, showNos: readonly number[]): Promise<Character[]> {
  const rows = await em.execute<Record<string, unknown>[]>(
    `select ${entityColumns(em, Character, 'c')} from character c where c.show_no in (${placeholders(showNos)}) order by c.no`,
    [...showNos],
  );
  return rows.map((r) => mapRow(em, Character, r));
}

/** The item of a joined row (its columns named `i_…`) with its product (`p_…`, when it has one), both managed. */
export function itemOfRow(em: EntityManager, row: Record<string, unknown>): Item {
  if (row.p_no !== null) mapRow(em, Product, prefixed(row, 'p_'));
  return mapRow(em, Item, prefixed(row, 'i_'));
}

/**
 * A show page's tree, one level per statement as the collections' own loading did (the items with their products),
 * but from hand-written SQL: the query builder cost more CPU than the few rows of each level.
 */
export const showTreeLoaders = (em: EntityManager) => ({
  showCharacters: new DataLoader<number, Character[]>(async (nos) =>
    groupBy(nos, await charactersOf(em, nos), (c) => c.show.unwrap().no),
  ),
  characterStyles: new DataLoader<number, Style[]>(async (nos) => {
    const rows = await em.execute<Record<string, unknown>[]>(
      `select ${entityColumns(em, Style, 's')} from style s where s.character_no in (${placeholders(nos)}) order by s.no`,
      [...nos],
    );
    return groupBy(nos, rows, (r) => r.character_no as number).map((g) => g.map((r) => mapRow(em, Style, r)));
  }),
  styleItems: new DataLoader<number, Item[]>(async (nos) => {
    // The items' products come in the same statement: the item's product reference is then loaded already.
    const rows = await em.execute<Record<string, unknown>[]>(
      `select si.style_no, ${entityColumns(em, Item, 'i', 'i_')}, ${entityColumns(em, Product, 'p', 'p_')}
         from style_item si join item i on i.no = si.item_no left join product p on p.no = i.product_no
        where si.style_no in (${placeholders(nos)}) order by si.style_no, si.item_no`,
      [...nos],
    );
    return groupBy(nos, rows, (r) => r.style_no as number).map((g) => g.map((r) => itemOfRow(em, r)));
  }),
});
