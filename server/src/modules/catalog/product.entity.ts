import { Check, Entity, Enum, Index, PrimaryKey, Property, PrimaryKeyProp, OptionalProps } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ColorFamily, ProductCategory } from '../../common/enums.js';
import { discountedPrice } from '@scene-shop/domain';
import { UploadPath } from '../../common/upload-path.js';

/** A product's measurement table: one row per size, one value (cm or mm) per column ('총장', '가슴단면', …). */
export interface SizeGuide {
  columns: string[];
  rows: { size: string; values: string[] }[];
}

/** `create index` of a list index: the given columns then the number, stock carried along, products on sale only. */
function listIndex(name: string, ...columns: string[]): string {
  const keys = [...columns, 'no'].map((c) => `"${c}"`).join(', ');
  return `create index "product_list_${name}_idx" on "product" (${keys}) include ("stock") where "available"`;
}

/** A product's average review score to one decimal, 0 without reviews (the GraphQL `score`, the JSON `score`). */
export const averageScore = (scoreSum: number, reviewCount: number): number =>
  reviewCount === 0 ? 0 : Math.round((scoreSum / reviewCount) * 10) / 10;

@Entity()
@ObjectType()
@Check({ name: 'product_price_check', expression: 'price >= 0' })
@Check({ name: 'product_stock_check', expression: 'stock >= 0' })
@Check({ name: 'product_discount_rate_check', expression: 'discount_rate >= 0 and discount_rate <= 100' })
@Index({ name: 'product_category_date_idx', properties: ['category', 'date'] })
@Index({ name: 'product_date_idx', properties: ['date'] })
@Index({ name: 'product_category_color_idx', properties: ['category', 'colorFamily'] })
@Index({
  name: 'product_alternative_idx',
  properties: ['category', 'colorFamily', 'salesCount'],
  expression:
    'create index "product_alternative_idx" on "product" ("category", "color_family", "sales_count" desc, "no") where "stock" > 0 and "available"',
})
// The shop's list: one index per sort, over the products on sale and per category, each ending on the number as
// the sorts do and carrying the stock, so a page's offset is skipped inside the index (see product-list.sql.ts).
@Index({ name: 'product_list_latest_idx', properties: ['date', 'no'], expression: listIndex('latest', 'date') })
@Index({
  name: 'product_list_sales_idx',
  properties: ['salesCount', 'no'],
  expression: listIndex('sales', 'sales_count'),
})
@Index({
  name: 'product_list_price_idx',
  properties: ['salePrice', 'no'],
  expression: listIndex('price', 'sale_price'),
})
@Index({
  name: 'product_list_rating_idx',
  properties: ['avgScore', 'reviewCount', 'no'],
  expression: listIndex('rating', 'avg_score', 'review_count'),
})
@Index({
  name: 'product_list_category_latest_idx',
  properties: ['category', 'date', 'no'],
  expression: listIndex('category_latest', 'category', 'date'),
})
@Index({
  name: 'product_list_category_sales_idx',
  properties: ['category', 'salesCount', 'no'],
  expression: listIndex('category_sales', 'category', 'sales_count'),
})
@Index({
  name: 'product_list_category_price_idx',
  properties: ['category', 'salePrice', 'no'],
  expression: listIndex('category_price', 'category', 'sale_price'),
})
@Index({
  name: 'product_list_category_rating_idx',
  properties: ['category', 'avgScore', 'reviewCount', 'no'],
  expression: listIndex('category_rating', 'category', 'avg_score', 'review_count'),
})
@Index({
  name: 'product_name_trgm_idx',
  expression: 'create index "product_name_trgm_idx" on "product" using gin ("name" gin_trgm_ops)',
})
/** Search reads the products of the names it matched (search_product_name) by this index. */
@Index({
  name: 'product_available_name_idx',
  properties: ['name', 'no'],
  expression: 'create index "product_available_name_idx" on "product" ("name", "no") where "available"',
})
@Index({
  name: 'product_name_chosung_trgm_idx',
  expression: 'create index "product_name_chosung_trgm_idx" on "product" using gin ("name_chosung" gin_trgm_ops)',
})
export class Product {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?:
    | 'salePrice'
    | 'nameChosung'
    | 'avgScore'
    | 'contents'
    | 'pic'
    | 'discountRate'
    | 'stock'
    | 'available'
    | 'category'
    | 'colorFamily'
    | 'date'
    | 'salesCount'
    | 'reviewCount'
    | 'scoreSum'
    | 'score'
    | 'discountedPrice'
    | 'sizeGuide';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @Property({ type: 'string', length: 100 })
  @Field()
  name!: string;

  @Property({ type: 'text', default: '' })
  @Field()
  contents: string = '';

  @UploadPath({ nullable: true })
  @Field(() => String, { nullable: true })
  pic: string | null = null;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Price in won' })
  price!: number;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'Percent, 0 to 100' })
  discountRate: number = 0;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int)
  stock: number = 0;

  @Property({ type: 'boolean', default: true })
  @Field()
  available: boolean = true;

  @Enum({ items: () => ProductCategory, default: ProductCategory.OTHER })
  @Field(() => ProductCategory)
  category: ProductCategory = ProductCategory.OTHER;

  @Enum({ items: () => ColorFamily, nullable: true })
  @Field(() => ColorFamily, { nullable: true, description: 'Colour family, for similar-product suggestions' })
  colorFamily: ColorFamily | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'Registration date' })
  date: Date = new Date();

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'Units sold' })
  salesCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int)
  reviewCount: number = 0;

  /** Sum of review scores, kept with reviewCount so the average needs no aggregate query. */
  @Property({ type: 'integer', default: 0 })
  scoreSum: number = 0;

  /** The size guide's measurement table (see SizeGuide); read only by the product page, so never loaded by lists. */
  @Property({ type: 'json', nullable: true, lazy: true })
  sizeGuide?: SizeGuide | null;

  /** What a shopper pays, kept by PostgreSQL with the same formula as discountedPrice() so sorts use an index. */
  @Property({
    type: 'integer',
    generated: '(round(price - price * discount_rate / 100.0)) stored',
    nullable: true,
    ignoreSchemaChanges: ['type'],
  })
  salePrice?: number;

  /** Average score kept by PostgreSQL for the rating sort. */
  @Property({
    type: 'double',
    generated:
      '(case when review_count = 0 then 0::double precision else score_sum::double precision / review_count::double precision end) stored',
    nullable: true,
    // PostgreSQL reports float8 for double precision; without this every diff would recreate the column.
    ignoreSchemaChanges: ['type'],
  })
  avgScore?: number;

  /** Initial consonants of the name (초성), kept by PostgreSQL for 'ㅂㄱㄷ'-style search; never loaded. */
  @Property({
    type: 'text',
    generated: '(chosung(name)) stored',
    nullable: true,
    lazy: true,
    ignoreSchemaChanges: ['type', 'extra'],
  })
  nameChosung?: string;

  @Field(() => Float, { description: 'Average review score to one decimal, 0 without reviews' })
  get score(): number {
    return averageScore(this.scoreSum, this.reviewCount);
  }

  @Field(() => Int, { description: 'Price after discount, rounded, in won' })
  get discountedPrice(): number {
    return discountedPrice(this.price, this.discountRate);
  }
}
