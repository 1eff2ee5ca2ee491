import type { EntityManager } from '@mikro-orm/postgresql';
import { productSum, termRows, type SalesScope, type Sql } from './sales-scope.js';
import type { CharacterSales, ShowSales, StyleSales } from './statistics.types.js';

/** Whose sales: the style_product column that names the owner, and the owner's descriptive columns. */
interface Owner {
  key: string;
  columns: string;
  joins: string;
}

const OWNERS = {
  show: { key: 'show_no', columns: 'sh.title, sh.pic', joins: 'join show sh on sh.no = top.owner' },
  character: {
    key: 'character_no',
    columns: 'c.actor_name, c.name, c.show_no, sh.title as show_title',
    joins: 'join "character" c on c.no = top.owner join show sh on sh.no = c.show_no',
  },
  style: {
    key: 'style_no',
    columns: 's.pic, s.character_no, c.name as character_name, c.actor_name, sh.title as show_title',
    joins:
      'join style s on s.no = top.owner join "character" c on c.no = s.character_no join show sh on sh.no = c.show_no',
  },
} satisfies Record<string, Owner>;

export interface AttributionFilter {
  showNo?: number | null;
  characterNo?: number | null;
}

interface TotalsRow {
  owner: number;
  quantity: string;
  revenue: string;
  products: number;
  previous_revenue: string;
}

/**
 * Sales attributed to shows, characters or styles: a product counts for every owner an item links it to, once per
 * owner however many of its items or styles link it (style_product, kept by triggers). The period's units and won
 * are added up per linked product (units are never negative, so a product sold in the period is one with units),
 * then per owner; the top owners by revenue (then units) get their previous period's revenue, looked up product by
 * product for those owners only. One statement.
 */
async function attributed<R>(
  em: EntityManager,
  owner: Owner,
  scope: SalesScope,
  filter: AttributionFilter,
  limit: number,
): Promise<(TotalsRow & R)[]> {
  const narrow: Sql = { sql: '', params: [] };
  if (filter.showNo != null) {
    narrow.sql += ' and show_no = ?';
    narrow.params.push(filter.showNo);
  }
  if (filter.characterNo != null) {
    narrow.sql += ' and character_no = ?';
    narrow.params.push(filter.characterNo);
  }
  // Each term's rows of linked products only: an index lookup per product for one show or character, else a scan.
  const linked = {
    sql: ` and r.product_no in (select product_no from style_product where true${narrow.sql})`,
    params: narrow.params,
  };
  const current = termRows(scope.current, ['quantity', 'revenue'], linked);
  const previous = productSum(scope.previous, 'revenue', 'l.product_no');
  return em.execute<(TotalsRow & R)[]>(
    `with links as materialized (
       select distinct ${owner.key} as owner, product_no from style_product where true${narrow.sql}),
     sold as (
       select r.product_no, sum(r.quantity) as quantity, sum(r.revenue) as revenue
         from ${current.sql}
        group by r.product_no having sum(r.quantity) > 0),
     top as (
       select l.owner, sum(s.quantity)::bigint as quantity, sum(s.revenue)::bigint as revenue, count(*)::int as products
         from links l join sold s on s.product_no = l.product_no
        group by l.owner
        order by revenue desc, quantity desc, l.owner limit ?),
     prev as (
       select l.owner, sum(${previous.sql})::bigint as revenue
         from top join links l on l.owner = top.owner
        group by l.owner)
     select top.*, coalesce(prev.revenue, 0) as previous_revenue, ${owner.columns}
       from top left join prev on prev.owner = top.owner ${owner.joins}
      order by top.revenue desc, top.quantity desc, top.owner`,
    [...narrow.params, ...current.params, limit, ...previous.params],
  );
}

const money = (r: TotalsRow) => ({
  quantity: Number(r.quantity),
  revenue: Number(r.revenue),
  previousRevenue: Number(r.previous_revenue),
});

export async function salesByShow(em: EntityManager, scope: SalesScope, limit: number): Promise<ShowSales[]> {
  const rows = await attributed<{ title: string; pic: string | null }>(em, OWNERS.show, scope, {}, limit);
  return rows.map((r) => ({ showNo: r.owner, title: r.title, pic: r.pic, products: r.products, ...money(r) }));
}

export async function salesByCharacter(
  em: EntityManager,
  scope: SalesScope,
  filter: AttributionFilter,
  limit: number,
): Promise<CharacterSales[]> {
  const rows = await attributed<{ actor_name: string; name: string; show_no: number; show_title: string }>(
    em,
    OWNERS.character,
    scope,
    filter,
    limit,
  );
  return rows.map((r) => ({
    characterNo: r.owner,
    actorName: r.actor_name,
    name: r.name,
    showNo: r.show_no,
    showTitle: r.show_title,
    ...money(r),
  }));
}

export async function salesByStyle(
  em: EntityManager,
  scope: SalesScope,
  filter: AttributionFilter,
  limit: number,
): Promise<StyleSales[]> {
  const rows = await attributed<{
    pic: string;
    character_no: number;
    character_name: string;
    actor_name: string;
    show_title: string;
  }>(em, OWNERS.style, scope, filter, limit);
  return rows.map((r) => ({
    styleNo: r.owner,
    pic: r.pic,
    characterNo: r.character_no,
    characterName: r.character_name,
    actorName: r.actor_name,
    showTitle: r.show_title,
    ...money(r),
  }));
}
