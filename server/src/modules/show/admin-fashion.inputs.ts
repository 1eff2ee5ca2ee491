import { ADMIN_FASHION_PAGE_MAX, ADMIN_FASHION_PAGE_SIZE } from '@scene-shop/domain';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { ItemMatch } from '../../common/enums.js';

/** The console's show and item lists (schema only: `adminFashionListArgs` of the domain package checks them). */
@ArgsType()
export class AdminFashionListArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
  page!: number;

  @Field(() => Int, { defaultValue: ADMIN_FASHION_PAGE_SIZE, description: `1 to ${ADMIN_FASHION_PAGE_MAX}` })
  size!: number;

  @Field(() => String, { nullable: true, description: 'Part of the name; blank lists all' })
  term?: string | null;
}

/** A new item of a style (schema only: `itemInput` checks it; the linked product's existence is the service's). */
@InputType()
export class ItemInput {
  @Field()
  name!: string;

  @Field(() => String, { nullable: true, description: 'External link, http(s)' })
  path?: string | null;

  @Field(() => Int, { nullable: true, description: 'The shop product linked to the item' })
  productNo?: number | null;

  @Field(() => ItemMatch, { defaultValue: ItemMatch.SIMILAR })
  match!: ItemMatch;
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
