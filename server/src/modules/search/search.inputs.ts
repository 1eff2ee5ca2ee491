import { issue } from '@scene-shop/domain';
import { Max, MaxLength, Min, MinLength, Matches } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { z } from 'zod';
import { SearchCategory } from '../../common/enums.js';
import { TERM_MAX } from '../../common/search-terms.js';

/** Spec §9: search pages hold 5; a client may ask for more, up to this. */
export const SEARCH_PAGE_SIZE = 5;
export const SEARCH_MAX_SIZE = 30;

export const searchCategory = () => z.enum(SearchCategory);

@ArgsType()
export class SearchArgs {
  @Field(() => SearchCategory)
  category!: SearchCategory;

  @Field({
    description: '1 to 50 characters; a query of Hangul consonants only (e.g. ㅂㄱㄷ) matches initial consonants',
  })
  @MinLength(1, { message: issue('common.badInput') })
  @MaxLength(TERM_MAX, { message: issue('common.badInput') })
  @Matches(/^[^\0]*\S[^\0]*$/, { message: issue('common.badInput') })
  term!: string;

  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
  @Min(0)
  page: number = 0;

  @Field(() => Int, { defaultValue: SEARCH_PAGE_SIZE })
  @Min(1)
  @Max(SEARCH_MAX_SIZE)
  size: number = SEARCH_PAGE_SIZE;
}

@ArgsType()
export class AutocompleteArgs {
  @Field(() => SearchCategory)
  category!: SearchCategory;

  @Field({ description: 'Empty or blank answers an empty list' })
  @MaxLength(TERM_MAX, { message: issue('common.badInput') })
  @Matches(/^[^\0]*$/, { message: issue('common.badInput') })
  term!: string;
}
