import { PROMOTION_TARGET_TYPE, type PromotionTargetArgsValue } from '@scene-shop/domain';
import { registerEnumType } from 'type-graphql';
import { SearchCategory } from '../../common/enums.js';
import { AUTOCOMPLETE_LIMIT } from '../../common/search-terms.js';
import { matchTerm, TARGETS } from '../../common/term-match.js';
import type { Context } from '../../context/context.js';

/** What an advertisement or a popup leads to (besides the product list, which needs no target). */
export const PromotionTargetType = PROMOTION_TARGET_TYPE;
export type PromotionTargetType = (typeof PromotionTargetType)[keyof typeof PromotionTargetType];
registerEnumType(PromotionTargetType, { name: 'PromotionTargetType' });

export interface PromotionTarget {
  no: number;
  /** The product's name or the show's title. */
  name: string;
}

const CATEGORY = {
  [PromotionTargetType.PRODUCT]: SearchCategory.PRODUCT,
  [PromotionTargetType.SHOW]: SearchCategory.SHOW,
};

/**
 * Up to 10 products on sale or shows whose name matches the term as the header's search matches it (초성 too),
 * best first; one statement, and none for a blank term.
 */
export async function promotionTargets(
  ctx: Context,
  { type, term }: PromotionTargetArgsValue,
): Promise<PromotionTarget[]> {
  if (!term) return [];
  const target = TARGETS[CATEGORY[type]];
  const { where, rank } = matchTerm(target, term);
  if (type === PromotionTargetType.PRODUCT) {
    // Product names are matched once each (search_product_name), best first; then each name's products on sale.
    return ctx.em.execute<PromotionTarget[]>(
      `select p.no, p.name
         from unnest(array(select t.name from ${target.from} where ${where.sql} order by ${rank.sql}, t.name limit ?))
              with ordinality as n(name, ord)
        cross join lateral (select no, name from product where name = n.name and available order by no desc limit ?) p
        order by n.ord, p.no desc limit ?`,
      [...where.params, ...rank.params, AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_LIMIT],
    );
  }
  return ctx.em.execute<PromotionTarget[]>(
    `select t.no, ${target.name} as name from ${target.from} where ${target.filter} and ${where.sql}
      order by ${rank.sql}, t.no desc limit ?`,
    [...where.params, ...rank.params, AUTOCOMPLETE_LIMIT],
  );
}
