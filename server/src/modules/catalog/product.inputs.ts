import { PRODUCT_SORT } from '@scene-shop/domain';
import { ArgsType, Field, registerEnumType } from 'type-graphql';
import { ProductCategory } from '../../common/enums.js';
import { PageArgs } from '../../common/paging.js';

/** The shop list's orders (the domain's values). */
export const ProductSort = PRODUCT_SORT;
export type ProductSort = (typeof ProductSort)[keyof typeof ProductSort];
registerEnumType(ProductSort, { name: 'ProductSort' });

/** The shop's list (schema only: `productListArgs` of the domain package checks it). */
@ArgsType()
export class ProductListArgs extends PageArgs {
  @Field(() => ProductCategory, { nullable: true, description: 'No category means 전체 (all)' })
  category?: ProductCategory | null;

  @Field(() => ProductSort, { defaultValue: ProductSort.LATEST })
  sort!: ProductSort;

  @Field({ defaultValue: false, description: 'Keep only products with stock above 0' })
  excludeSoldOut!: boolean;
}
