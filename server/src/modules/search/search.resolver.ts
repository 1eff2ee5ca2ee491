import {
  autocompleteArgs,
  searchArgs,
  termArgs,
  type AutocompleteArgsValue,
  type SearchArgsValue,
  type TermArgsValue,
} from '@scene-shop/domain';
import { Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { ParsedArgs } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { AutocompleteArgs, SearchArgs, SuggestionsArgs } from './search.inputs.js';
import * as searches from './search.service.js';
import { SearchPage, SearchSuggestion, SuggestionGroup } from './search.types.js';
import { CacheRead } from '../../common/cache-read.js';

/** Open to visitors (spec §6: visitors may search). */
@Resolver(() => SearchPage)
export class SearchResolver {
  @CacheRead({ reads: ['product', 'show', 'character', 'users', 'search_product_name'] })
  @Query(() => SearchPage, { description: 'Search one category, best matches first; typo-tolerant, 초성 queries too' })
  search(@ParsedArgs(() => SearchArgs, searchArgs) args: SearchArgsValue, @Ctx() ctx: Context): Promise<SearchPage> {
    return searches.search(ctx, args);
  }

  @FieldResolver(() => SearchSuggestion, {
    nullable: true,
    description: 'When nothing was found: the nearest name of any category by its letters, if one is near enough',
  })
  suggestion(@Root() page: SearchPage, @Ctx() ctx: Context): Promise<SearchSuggestion | null> {
    return searches.suggestion(ctx, page);
  }

  @CacheRead({ reads: ['product', 'show', 'character', 'users', 'search_product_name'] })
  @Query(() => [String], { description: 'Up to 10 names (titles for shows) for the search bar; a blank term gives []' })
  autocomplete(
    @ParsedArgs(() => AutocompleteArgs, autocompleteArgs) args: AutocompleteArgsValue,
    @Ctx() ctx: Context,
  ): Promise<string[]> {
    return searches.autocomplete(ctx, args);
  }

  @CacheRead({ reads: ['product', 'show', 'character', 'users', 'search_product_name'] })
  @Query(() => [SuggestionGroup], {
    description:
      "The header's suggestions in every category at once (shows, actors, products, members; only those with some)",
  })
  suggestions(
    @ParsedArgs(() => SuggestionsArgs, termArgs) args: TermArgsValue,
    @Ctx() ctx: Context,
  ): Promise<SuggestionGroup[]> {
    return searches.suggestions(ctx, args);
  }
}
