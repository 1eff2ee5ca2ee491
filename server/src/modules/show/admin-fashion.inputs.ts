import { issue } from '@scene-shop/domain';
import { IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { ItemMatch } from '../../common/enums.js';
import { TERM_MAX } from '../../common/search-terms.js';

/** Admin console §9: the show list and the item list hold 6 a page; a client may ask for up to 60. */
export const ADMIN_FASHION_PAGE_SIZE = 6;
/** The item list shim's default when no size is sent (§9: "the fetch helper's default is 10"). */
export const ADMIN_ITEM_SHIM_SIZE = 10;
export const ADMIN_FASHION_PAGE_MAX = 60;

@ArgsType()
export class AdminFashionListArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
  @Min(0)
  page: number = 0;

  @Field(() => Int, { defaultValue: ADMIN_FASHION_PAGE_SIZE, description: `1 to ${ADMIN_FASHION_PAGE_MAX}` })
  @Min(1)
  @Max(ADMIN_FASHION_PAGE_MAX)
  size: number = ADMIN_FASHION_PAGE_SIZE;

  @Field(() => String, { nullable: true, description: 'Part of the name; blank lists all' })
  @IsOptional()
  @MaxLength(TERM_MAX, { message: issue('common.badInput') })
  term?: string | null;
}

/** A new item of a style; the rules (lengths, http(s) path, existing product) run in the service. */
@InputType()
export class ItemInput {
  @Field()
  name!: string;

  @Field(() => String, { nullable: true, description: 'External link, http(s)' })
  path?: string | null;

  @Field(() => Int, { nullable: true, description: 'The shop product linked to the item' })
  productNo?: number | null;

  @Field(() => ItemMatch, { defaultValue: ItemMatch.SIMILAR })
  match: ItemMatch = ItemMatch.SIMILAR;
}

/** An item's edit: an absent field keeps its value; null clears the path or the linked product. */
@InputType()
export class ItemUpdateInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'External link, http(s); null removes it' })
  path?: string | null;

  @Field(() => Int, { nullable: true, description: 'null unlinks the product' })
  productNo?: number | null;

  @Field(() => ItemMatch, { nullable: true })
  match?: ItemMatch | null;
}
