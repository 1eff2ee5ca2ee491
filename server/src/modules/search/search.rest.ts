import { autocompleteArgs, searchArgs } from '@scene-shop/domain';
import { SearchCategory } from '../../common/enums.js';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import { productJson } from '../catalog/catalog.json.js';
import type { Product } from '../catalog/product.entity.js';
import type { Show } from '../show/show.entity.js';
import * as searches from './search.service.js';
import type { ActorSearchResult, MemberSearchResult, SearchResultItem } from './search.types.js';

/** Spec §3: a show is showNo, name, pic; an actor is name and showDetails (those shows). */
const showJson = (s: Show) => ({ showNo: s.no, name: s.title, pic: s.pic });

const resultJson: Record<SearchCategory, (item: SearchResultItem) => unknown> = {
  [SearchCategory.PRODUCT]: (p) => productJson(p as Product),
  [SearchCategory.SHOW]: (s) => showJson(s as Show),
  [SearchCategory.ACTOR]: (a) => ({
    name: (a as ActorSearchResult).name,
    showDetails: (a as ActorSearchResult).showDetails.map(showJson),
  }),
  [SearchCategory.USER]: (m) => {
    const member = m as MemberSearchResult;
    return { userNo: member.no, nickname: member.nickname, pic: member.pic };
  },
};

/** Autocomplete items carry `title` for shows and `name` otherwise. */
const itemJson = (category: SearchCategory) => (text: string) =>
  category === SearchCategory.SHOW ? { title: text } : { name: text };

const autocompleteQuery = fromText(autocompleteArgs.pick({ term: true }));
/** The search's path names the term `name`. */
const searchParams = fromText(searchArgs.pick({ category: true }).extend({ name: searchArgs.shape.term }));

export const searchRoutes = [
  /** Before `/:category` so both spellings of the product autocomplete answer alike. */
  route({
    method: 'GET',
    path: '/api/user/search/product',
    policy: 'anyone',
    cache: { reads: ['product', 'search_product_name'] },
    query: autocompleteQuery,
    handle: async ({ ctx, query }) => {
      const names = await searches.autocomplete(ctx, { category: SearchCategory.PRODUCT, ...query });
      return names.map(itemJson(SearchCategory.PRODUCT));
    },
  }),
  route({
    method: 'GET',
    path: '/api/user/search/:category',
    policy: 'anyone',
    cache: { reads: ['product', 'show', 'character', 'users', 'search_product_name'] },
    params: fromText(autocompleteArgs.pick({ category: true })),
    query: autocompleteQuery,
    handle: async ({ ctx, params, query }) => {
      const names = await searches.autocomplete(ctx, { ...params, ...query });
      return names.map(itemJson(params.category));
    },
  }),
  route({
    method: 'GET',
    path: '/api/user/search/:category/:name',
    policy: 'anyone',
    cache: { reads: ['product', 'show', 'character', 'users', 'search_product_name'] },
    params: searchParams,
    query: fromText(searchArgs.pick({ page: true, size: true }), { sort: true }),
    handle: async ({ ctx, params, query }) => {
      const page = await searches.search(ctx, { category: params.category, term: params.name, ...query });
      return { results: page.results.map(resultJson[params.category]), totalPages: page.totalPages };
    },
  }),
];
