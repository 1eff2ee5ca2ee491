import { Ctx, Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import { CacheRead } from '../../common/cache-read.js';
import type { Context } from '../../context/context.js';
import { ProductOption } from './product-option.entity.js';
import { Product } from './product.entity.js';

@ObjectType({ description: 'One size of the size guide with its measurements, in the order of the columns' })
export class SizeGuideRow {
  @Field()
  size!: string;

  @Field(() => [String])
  values!: string[];
}

@ObjectType({ description: "A product's measurement table (cm, shoes mm)" })
export class SizeGuideTable {
  @Field(() => [String], { description: "The measurements' names ('총장', '가슴단면', …)" })
  columns!: string[];

  @Field(() => [SizeGuideRow])
  rows!: SizeGuideRow[];
}

@Resolver(() => Product)
export class ProductOptionsResolver {
  @CacheRead({ reads: ['product_option'] })
  @FieldResolver(() => [ProductOption], {
    description: 'Sizes (and colours) on sale, each with its own stock; empty for a product sold as itself',
  })
  options(@Root() product: Product, @Ctx() ctx: Context): Promise<ProductOption[]> {
    return ctx.loaders.optionsOfProduct.load(product.no);
  }

  @CacheRead({ reads: ['product'] })
  @FieldResolver(() => SizeGuideTable, { nullable: true })
  sizeGuide(@Root() product: Product, @Ctx() ctx: Context): Promise<SizeGuideTable | null> {
    return ctx.loaders.sizeGuideOf.load(product.no);
  }
}
