import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { placeholders } from '../../common/entity-rows.js';
import { Post } from '../community/post.entity.js';
import { REPORT_THRESHOLD } from '../community/post.service.js';
import { Character } from './character.entity.js';
import { Show } from './show.entity.js';
import { Style } from './style.entity.js';
import { WornIn } from './worn-in.types.js';

/** A product page lists at most this many outfits: the newest shows first. */
export const WORN_IN_LIMIT = 12;

type Row = Record<string, unknown>;

/**
 * The outfits each product appears in (item → its styles → character → show), one per style however many of the
 * style's items are the product, newest show first, at most `WORN_IN_LIMIT` a product. One statement for all the
 * products: the entities come back as JSON and join the identity map, so their relations load from it.
 */
async function wornIn(em: EntityManager, productNos: readonly number[]): Promise<Map<number, WornIn[]>> {
  const rows = await em.execute<Row[]>(
    `select w.product_no,
        json_build_object('no', s.no, 'title', s.title, 'pic', s.pic, 'created_at', s.created_at) as show,
        json_build_object('no', c.no, 'show_no', c.show_no, 'actor_name', c.actor_name, 'name', c.name, 'pic', c.pic)
          as character,
        json_build_object('no', st.no, 'character_no', st.character_no, 'pic', st.pic, 'created_at', st.created_at)
          as style
      from (select x.product_no, x.style_no,
              row_number() over (partition by x.product_no order by c.show_no desc, c.no, x.style_no) as pos
            from (select distinct i.product_no, si.style_no from item i join style_item si on si.item_no = i.no
                  where i.product_no in (${placeholders(productNos)})) x
            join style st on st.no = x.style_no join "character" c on c.no = st.character_no) w
      join style st on st.no = w.style_no join "character" c on c.no = st.character_no join show s on s.no = c.show_no
      where w.pos <= ? order by w.product_no, w.pos`,
    [...productNos, WORN_IN_LIMIT],
  );
  const found = new Map<number, WornIn[]>();
  for (const row of rows) {
    const entry = Object.assign(new WornIn(), {
      show: em.map(Show, row.show as Row),
      character: em.map(Character, row.character as Row),
      style: em.map(Style, row.style as Row),
    });
    const productNo = row.product_no as number;
    found.set(productNo, [...(found.get(productNo) ?? []), entry]);
  }
  return found;
}

/**
 * The latest community posts attaching each product, at most `limit` a product, by the feed's rules: not in the
 * trash and not over-reported. One statement for all the products.
 */
async function recentPosts(
  em: EntityManager,
  productNos: readonly number[],
  limit: number,
): Promise<Map<number, Post[]>> {
  // Per product, the newest few through the product_no index, rather than ranking every post of every product.
  const rows = await em.execute<Row[]>(
    `select p.* from unnest(array[${placeholders(productNos)}]::int[]) k(product_no)
      cross join lateral (select * from post p where p.product_no = k.product_no and not p.deleted
        and p.reports_count <= ? order by p.date desc, p.no desc limit ?) p`,
    [...productNos, REPORT_THRESHOLD, limit],
  );
  const found = new Map<number, Post[]>();
  for (const row of rows) {
    const productNo = row.product_no as number;
    found.set(productNo, [...(found.get(productNo) ?? []), em.map(Post, row)]);
  }
  return found;
}

/** A product and how many of its posts were asked for (sibling products share the limit, hence one batch). */
export interface RecentPostsKey {
  productNo: number;
  limit: number;
}

declare module '../../context/context.js' {
  interface Loaders {
    productWornIn: DataLoader<number, WornIn[]>;
    productRecentPosts: DataLoader<RecentPostsKey, Post[], string>;
  }
}

/** Where sibling products are worn and their latest posts: one statement each (one per distinct limit). */
export const wornInLoaders = (em: EntityManager) => ({
  productWornIn: new DataLoader<number, WornIn[]>(async (nos) => {
    const found = await wornIn(em, nos);
    return nos.map((no) => found.get(no) ?? []);
  }),
  productRecentPosts: new DataLoader<RecentPostsKey, Post[], string>(
    async (keys) => {
      const limits = [...new Set(keys.map((k) => k.limit))];
      const byLimit = new Map(
        await Promise.all(
          limits.map(async (limit) => {
            const nos = keys.filter((k) => k.limit === limit).map((k) => k.productNo);
            return [limit, await recentPosts(em, nos, limit)] as const;
          }),
        ),
      );
      return keys.map((k) => byLimit.get(k.limit)?.get(k.productNo) ?? []);
    },
    { cacheKeyFn: (k) => `${k.productNo}:${k.limit}` },
  ),
});
