import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RowRef } from '@scene-shop/domain';
import { notFound } from '../../common/errors.js';
import type { Context } from '../../context/context.js';
import { entityColumns, mapRow, prefixed } from '../../common/entity-rows.js';
import { Product } from '../catalog/product.entity.js';
import type { Character } from './character.entity.js';
import { Item } from './item.entity.js';
import { charactersOf, itemOfRow } from './show-tree.loaders.js';
import { Show } from './show.entity.js';
import { Style } from './style.entity.js';

/** A show with one of its characters, one of that character's outfits and the outfit's items: the home banner. */
export interface Scene {
  show: Show;
  characters: Character[];
  character: Character | null;
  style: Style | null;
  items: Item[];
}

/** The home page's reads need only the request's EntityManager (an explain test calls them with a fork). */
type Reader = Pick<Context, 'em'>;

const pick = <T>(list: T[]): T | null => (list.length === 0 ? null : list[randomInt(list.length)]!);

export function countShows({ em }: Reader): Promise<number> {
  return em.count(Show, {});
}

/** The n-th show (1-based, oldest first), as the original random banner asked for it. */
async function showAt(em: EntityManager, n: number): Promise<Show> {
  const [show] = n >= 1 ? await em.find(Show, {}, { orderBy: { no: 'asc' }, limit: 1, offset: n - 1 }) : [];
  if (!show) throw notFound();
  return show;
}

/** A random scene of the n-th show (1-based, oldest first); 404 when there is no such show. */
export async function sceneAt({ em }: Reader, { n }: { n: number }): Promise<Scene> {
  return sceneOf(em, await showAt(em, n));
}

/** A random scene of the given show, or of a random show; null when there are no shows. */
export async function randomScene({ em }: Reader, { showNo }: { showNo?: number | null }): Promise<Scene | null> {
  let show: Show | null;
  if (showNo != null) {
    show = await em.findOne(Show, { no: showNo });
    if (!show) throw notFound();
  } else {
    show = await randomShow(em);
    if (!show) return null;
  }
  return sceneOf(em, show);
}

/**
 * A uniformly random show without counting or sorting the shows: 16 numbers drawn up to the highest number, and the
 * first that names a show (primary-key lookups). Show numbers are dense (shows are deleted rarely), so one of them
 * hits all but never; if none does, the n-th show of a random n.
 */
export const RANDOM_SHOW_SQL = `select s.*
  from (select (1 + floor(random() * t.top))::int as no
          from (select max(no) as top from show) t, generate_series(1, 16)) r
  join show s on s.no = r.no
  limit 1`;

async function randomShow(em: EntityManager): Promise<Show | null> {
  const [row] = await em.execute<Record<string, unknown>[]>(RANDOM_SHOW_SQL);
  if (row) return em.map(Show, row);
  const total = await countShows({ em });
  return total === 0 ? null : showAt(em, randomInt(total) + 1);
}

/**
 * A random character of the show, one random outfit of theirs (one with items when there is one) and its items with
 * their products. Hand-written SQL read into managed entities (common/entity-rows.ts), three statements with the
 * show's: only the chosen outfit's items are read, and the query builder's cost stays out of the home page.
 */
async function sceneOf(em: EntityManager, show: Show): Promise<Scene> {
  const characters = await charactersOf(em, [show.no]);
  const character = pick(characters);
  if (!character) return { show, characters, character: null, style: null, items: [] };
  const rows = await em.execute<Record<string, unknown>[]>(
    `with chosen as (
       select s.* from style s where s.character_no = ?
        order by exists (select 1 from style_item si where si.style_no = s.no) desc, random() limit 1)
     select ${entityColumns(em, Style, 's', 's_')}, ${entityColumns(em, Item, 'i', 'i_')},
            ${entityColumns(em, Product, 'p', 'p_')}
       from chosen s
       left join style_item si on si.style_no = s.no
       left join item i on i.no = si.item_no
       left join product p on p.no = i.product_no
      order by si.item_no`,
    [character.no],
  );
  const [first] = rows;
  if (!first) return { show, characters, character, style: null, items: [] };
  const style = mapRow(em, Style, prefixed(first, 's_'));
  const items = rows.filter((r) => r.i_no !== null).map((r) => itemOfRow(em, r));
  // The outfit's items are all here: its own field answers from them without another statement.
  style.items.hydrate(items, true);
  return { show, characters, character, style, items };
}

/** One row of the show page's tree: the show, a character, one of its styles and one of that style's items. */
interface OutfitRow {
  no: number;
  title: string;
  pic: string | null;
  c_no: number | null;
  c_actor: string;
  c_name: string;
  c_pic: string | null;
  st_no: number | null;
  st_pic: string;
  i_no: number | null;
  i_name: string;
  i_pic: string;
  i_path: string | null;
  i_product_no: number | null;
}

/**
 * A show with everything the detail page needs, as the original API's flat shapes (show.json.ts): characters and
 * their styles in number order, each style's items as the join gives them. One statement, read as plain rows: the
 * page is read-only and turning a show's whole tree into managed entities cost more CPU than the query.
 */
export async function showWithOutfits({ em }: Reader, { no }: RowRef) {
  const rows = await em.execute<OutfitRow[]>(
    `select s.no, s.title, s.pic, c.no as c_no, c.actor_name as c_actor, c.name as c_name, c.pic as c_pic,
            st.no as st_no, st.pic as st_pic, i.no as i_no, i.name as i_name, i.pic as i_pic, i.path as i_path,
            i.product_no as i_product_no
       from show s
       left join character c on c.show_no = s.no
       left join style st on st.character_no = c.no
       left join style_item si on si.style_no = st.no
       left join item i on i.no = si.item_no
      where s.no = ?
      order by c.no, st.no`,
    [no],
  );
  const [first] = rows;
  if (!first) return null;
  const characters = new Map<number, { no: number; showNo: number; actor: string; name: string; pic: string | null }>();
  const styles = new Map<number, { no: number; characterNo: number; pic: string }>();
  const styleItems: { styleNo: number; itemNo: number }[] = [];
  const items = new Map<
    number,
    { no: number; name: string; pic: string; path: string | null; productNo: number | null }
  >();
  for (const r of rows) {
    if (r.c_no === null) continue;
    if (!characters.has(r.c_no))
      characters.set(r.c_no, { no: r.c_no, showNo: r.no, actor: r.c_actor, name: r.c_name, pic: r.c_pic });
    if (r.st_no === null) continue;
    if (!styles.has(r.st_no)) styles.set(r.st_no, { no: r.st_no, characterNo: r.c_no, pic: r.st_pic });
    if (r.i_no === null) continue;
    styleItems.push({ styleNo: r.st_no, itemNo: r.i_no });
    if (!items.has(r.i_no))
      items.set(r.i_no, { no: r.i_no, name: r.i_name, pic: r.i_pic, path: r.i_path, productNo: r.i_product_no });
  }
  return {
    show: { no: first.no, title: first.title, pic: first.pic },
    characters: [...characters.values()],
    styles: [...styles.values()],
    styleItems,
    items: [...items.values()],
  };
}

/** Recently added shows, newest first. */
export function recentShows({ em }: Reader, { limit }: { limit: number }): Promise<Show[]> {
  return em.find(Show, {}, { orderBy: { no: 'desc' }, limit });
}
