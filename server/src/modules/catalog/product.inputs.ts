import { ArgsType, Field, registerEnumType } from 'type-graphql';
import { ProductCategory } from '../../common/enums.js';
import { PageArgs } from '../../common/paging.js';

export enum ProductSort {
  LATEST = 'latest',
  SALES = 'sales',
  PRICE_HIGH = 'priceHigh',
  PRICE_LOW = 'priceLow',
  RATING = 'rating',
}
registerEnumType(ProductSort, { name: 'ProductSort' });

@ArgsType()
export class ProductListArgs extends PageArgs {
  @Field(() => ProductCategory, { nullable: true, description: 'No category means 전체 (all)' })
  category?: ProductCategory | null;

  @Field(() => ProductSort, { defaultValue: ProductSort.LATEST })
  sort: ProductSort = ProductSort.LATEST;

  @Field({ defaultValue: false, description: 'Keep only products with stock above 0' })
  excludeSoldOut: boolean = false;
}
