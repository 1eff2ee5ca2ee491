import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AUTOCOMPLETE_LIMIT,
  SUGGESTION_GROUP_LIMIT,
  SUGGESTION_GROUP_ORDER,
  type AutocompleteArgsValue,
  type SearchArgsValue,
  type TermArgsValue,
} from '@scene-shop/domain';
import { SearchCategory } from '../../common/enums.js';
import { matchTerm, nearestName, normaliseTerm, TARGETS, type Fragment } from '../../common/term-match.js';
import type { Context } from '../../context/context.js';
import { Product } from '../catalog/product.entity.js';
import { Show } from '../show/show.entity.js';
import {
  ActorSearchResult,
  MemberSearchResult,
  SearchPage,
  SearchSuggestion,
  SuggestionGroup,
  type SearchResultItem,
} from './search.types.js';

/** The page of rows and the statement that counts every match: two statements whatever the category or size. */
export function searchQueries({ category, term, page, size }: SearchArgsValue): { rows: Fragment; count: Fragment } {
  const target = TARGETS[category];
  const { where, rank } = matchTerm(target, term);
  const from = `from ${target.from} where ${target.filter} and ${where.sql}`;
  const window = [size, page * size];
  if (category === SearchCategory.PRODUCT) {
    // The matching names ranked (equal ranks share one, so their products mix by number as before), then each
    // name's first products on sale by product_available_name_idx: no more than the window can use.
    return {
      rows: {
        sql: `select p.* from (select t.name, dense_rank() over (order by ${rank.sql}) as pos ${from}) n
          cross join lateral (select * from product p where p.name = n.name and p.available order by p.no limit ?) p
          order by n.pos, p.no limit ? offset ?`,
        params: [...rank.params, ...where.params, (page + 1) * size, ...window],
      },
      count: { sql: `select coalesce(sum(t.products), 0)::int as total ${from}`, params: where.params },
    };
  }
  if (category === SearchCategory.ACTOR) {
    // One row per actor name, each with its shows (oldest first) gathered in the same statement.
    return {
      rows: {
        sql: `select a.name, (select json_agg(json_build_object('no', s.no, 'title', s.title, 'pic', s.pic, 'created_at', s.created_at) order by s.no)
            from show s where s.no in (select c.show_no from "character" c where c.actor_name = a.name)) as shows
          from (select t.actor_name as name, row_number() over (order by ${rank.sql}, t.actor_name) as pos
            ${from} group by t.actor_name, t.actor_name_chosung, t.actor_name_jamo) a
          order by a.pos limit ? offset ?`,
        params: [...rank.params, ...where.params, ...window],
      },
      count: { sql: `select count(distinct t.actor_name)::int as total ${from}`, params: where.params },
    };
  }
  const columns = category === SearchCategory.USER ? 't.no, t.nickname, t.pic' : 't.*';
  return {
    rows: {
      sql: `select ${columns} ${from} order by ${rank.sql}, t.no limit ? offset ?`,
      params: [...where.params, ...rank.params, ...window],
    },
    count: { sql: `select count(*)::int as total ${from}`, params: where.params },
  };
}

type Row = Record<string, unknown>;

function toResult(em: EntityManager, category: SearchCategory, row: Row): SearchResultItem {
  switch (category) {
    case SearchCategory.PRODUCT:
      return em.map(Product, row);
    case SearchCategory.SHOW:
      return em.map(Show, row);
    case SearchCategory.ACTOR:
      return Object.assign(new ActorSearchResult(), {
        name: row.name as string,
        showDetails: ((row.shows as Row[] | null) ?? []).map((s) => em.map(Show, s)),
      });
    case SearchCategory.USER:
      return Object.assign(new MemberSearchResult(), {
        no: row.no as number,
        nickname: row.nickname as string,
        pic: row.pic as string | null,
      });
  }
}

/**
 * One page of matches of a category, best first. A search that finds nothing is reported as `search.missed` once
 * the answer is known (the console's log of missed terms is a subscriber of that event).
 */
export async function search(ctx: Context, args: SearchArgsValue): Promise<SearchPage> {
  const { category, term, page, size } = args;
  const { rows, count } = searchQueries(args);
  const [found, [counted]] = await Promise.all([
    ctx.em.execute<Row[]>(rows.sql, rows.params),
    ctx.em.execute<{ total: number }[]>(count.sql, count.params),
  ]);
  const total = counted?.total ?? 0;
  const result = Object.assign(new SearchPage(), {
    term,
    category,
    results: found.map((row) => toResult(ctx.em, category, row)),
    totalElements: total,
    totalPages: Math.ceil(total / size),
    number: page,
    size,
  });
  if (total === 0) await ctx.events.publish('search.missed', { term: normaliseTerm(term), category });
  return result;
}

/** The best distinct names (10 unless told) matching a (trimmed, non-blank) term. */
export function autocompleteQuery({ category, term }: AutocompleteArgsValue, limit = AUTOCOMPLETE_LIMIT): Fragment {
  const target = TARGETS[category];
  const { where, rank } = matchTerm(target, term);
  const grouped = target.distinct ? '' : `group by ${target.name}, ${target.chosung}, ${target.jamo}`;
  return {
    sql: `select ${target.name} as name from ${target.from} where ${target.filter} and ${where.sql}
      ${grouped} order by ${rank.sql}, ${target.name} limit ?`,
    params: [...where.params, ...rank.params, limit],
  };
}

/** Up to 10 distinct names (titles for shows, nicknames for members) for the header; a blank term reads nothing. */
export async function autocomplete(ctx: Context, args: AutocompleteArgsValue): Promise<string[]> {
  if (!args.term) return [];
  const { sql, params } = autocompleteQuery(args);
  const rows = await ctx.em.execute<{ name: string }[]>(sql, params);
  return rows.map((r) => r.name);
}

/** Every category's best few names in one statement: one array column per category, each in its own order. */
export function suggestionsQuery({ term }: TermArgsValue): Fragment {
  const parts = SUGGESTION_GROUP_ORDER.map((category) => autocompleteQuery({ category, term }, SUGGESTION_GROUP_LIMIT));
  return {
    sql: `select ${parts.map((p, i) => `array(${p.sql}) as "${SUGGESTION_GROUP_ORDER[i]}"`).join(', ')}`,
    params: parts.flatMap((p) => p.params),
  };
}

/** The header's suggestions: the categories that have some, in the groups' order; a blank term reads nothing. */
export async function suggestions(ctx: Context, args: TermArgsValue): Promise<SuggestionGroup[]> {
  if (!args.term) return [];
  const { sql, params } = suggestionsQuery(args);
  const [row] = await ctx.em.execute<Record<SearchCategory, string[]>[]>(sql, params);
  return SUGGESTION_GROUP_ORDER.filter((category) => row![category].length > 0).map((category) =>
    Object.assign(new SuggestionGroup(), { category, names: row![category] }),
  );
}

/**
 * How far a name may be from the term to be suggested (pg_trgm strict word distance of their letters, 1 − similarity):
 * a few wrong letters, not a shared first syllable alone ('김수' and '김지원' are 0.77 apart).
 */
export const SUGGESTION_MAX_DISTANCE = 0.7;

/** The nearest name of any category in one statement: each category's nearest from its index, then the closest. */
export function nearestQuery(term: string): Fragment {
  const parts = SUGGESTION_GROUP_ORDER.map((category) => nearestName(TARGETS[category], term));
  return {
    sql: `select category, name from (${parts
      .map((p, i) => `(select ${i} as pos, '${SUGGESTION_GROUP_ORDER[i]}' as category, n.* from (${p.sql}) n)`)
      .join(' union all ')}) n where distance <= ? order by distance, pos limit 1`,
    params: [...parts.flatMap((p) => p.params), SUGGESTION_MAX_DISTANCE],
  };
}

/** 'Did you mean': after a search that found nothing, the nearest name of any category, if one is near enough. */
export async function suggestion(ctx: Context, page: SearchPage): Promise<SearchSuggestion | null> {
  if (page.totalElements > 0) return null;
  const { sql, params } = nearestQuery(page.term);
  const [row] = await ctx.em.execute<{ category: SearchCategory; name: string }[]>(sql, params);
  return row ? Object.assign(new SearchSuggestion(), row) : null;
}
