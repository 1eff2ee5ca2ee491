import { autocompleteArgs, searchArgs, type AutocompleteArgsValue, type SearchArgsValue } from '@scene-shop/domain';
import { Ctx, Query, Resolver } from 'type-graphql';
import { ParsedArgs } from '../../common/parsed-args.js';
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
  search(@ParsedArgs(() => SearchArgs, searchArgs) args: SearchArgsValue, @Ctx() ctx: Context): Promise<SearchPage> {
    return searches.search(ctx, args);
  }

  @CacheRead({ reads: ['product', 'show', 'character', 'users', 'search_product_name'] })
  @Query(() => [String], { description: 'Up to 10 names (titles for shows) for the search bar; a blank term gives []' })
  autocomplete(
    @ParsedArgs(() => AutocompleteArgs, autocompleteArgs) args: AutocompleteArgsValue,
    @Ctx() ctx: Context,
  ): Promise<string[]> {
    return searches.autocomplete(ctx, args);
  }
}
