import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context/context.js';
import { AutocompleteArgs, SearchArgs } from './search.inputs.js';
import * as searches from './search.service.js';
import { SearchPage } from './search.types.js';
import { CacheRead } from '../../common/cache-read.js';

/** Open to visitors (spec §6: visitors may search). */
@Resolver()
export class SearchResolver {
  @CacheRead({ reads: ['product', 'show', 'character', 'users', 'search_product_name'] })
  @Query(() => SearchPage, { description: 'Search one category, best matches first; typo-tolerant, 초성 queries too' })
  search(@Args() { category, term, page, size }: SearchArgs, @Ctx() ctx: Context): Promise<SearchPage> {
    return searches.search(ctx, category, term.trim(), { page, size });
  }

  @CacheRead({ reads: ['product', 'show', 'character', 'users', 'search_product_name'] })
  @Query(() => [String], { description: 'Up to 10 names (titles for shows) for the search bar; a blank term gives []' })
  autocomplete(@Args() { category, term }: AutocompleteArgs, @Ctx() ctx: Context): Promise<string[]> {
    return searches.autocomplete(ctx.em, category, term);
  }
}
