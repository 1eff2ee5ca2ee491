import { SEARCH_PAGE_SIZE } from '@scene-shop/domain';
import { ArgsType, Field, Int } from 'type-graphql';
import { SearchCategory } from '../../common/enums.js';

/** The search's arguments (schema only: `searchArgs` of the domain package checks them). */
@ArgsType()
export class SearchArgs {
  @Field(() => SearchCategory)
  category!: SearchCategory;

  @Field({
    description: '1 to 50 characters; a query of Hangul consonants only (e.g. ㅂㄱㄷ) matches initial consonants',
  })
  term!: string;

  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
  page!: number;

  @Field(() => Int, { defaultValue: SEARCH_PAGE_SIZE })
  size!: number;
}

/** The autocomplete's arguments (schema only: `autocompleteArgs` of the domain package checks them). */
@ArgsType()
export class AutocompleteArgs {
  @Field(() => SearchCategory)
  category!: SearchCategory;

  @Field({ description: 'Empty or blank answers an empty list' })
  term!: string;
}

/** The header's grouped suggestions' argument (schema only: `termArgs` of the domain package checks it). */
@ArgsType()
export class SuggestionsArgs {
  @Field({ description: 'Empty or blank answers an empty list' })
  term!: string;
}
