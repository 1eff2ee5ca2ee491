import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context/context.js';
import {
  CharacterSalesArgs,
  ReturnRateArgs,
  SalesSeriesArgs,
  StatsTopArgs,
  StyleSalesArgs,
} from './statistics.args.js';
import * as statistics from './statistics.service.js';
import {
  CharacterSales,
  ProductReturnRate,
  ProductSales,
  SalesSeries,
  ShowSales,
  StyleSales,
} from './statistics.types.js';

@Resolver()
export class StatisticsResolver {
  @Authorized('ADMIN')
  @Query(() => SalesSeries, {
    description: 'Admin: revenue, orders and units per day or month, with the period before',
  })
  salesSeries(@Args() args: SalesSeriesArgs, @Ctx() ctx: Context): Promise<SalesSeries> {
    return statistics.salesSeriesOf(ctx.em, args);
  }

  @Authorized('ADMIN')
  @Query(() => [ProductSales], { description: 'Admin: the products with the most units sold, most first' })
  bestProducts(@Args() args: StatsTopArgs, @Ctx() ctx: Context): Promise<ProductSales[]> {
    return statistics.bestProductsOf(ctx.em, args);
  }

  @Authorized('ADMIN')
  @Query(() => [ProductReturnRate], { description: 'Admin: the products with the highest return rate' })
  returnRates(@Args() args: ReturnRateArgs, @Ctx() ctx: Context): Promise<ProductReturnRate[]> {
    return statistics.returnRatesOf(ctx.em, args);
  }

  @Authorized('ADMIN')
  @Query(() => [ShowSales], { description: 'Admin: the shows whose linked products earned the most' })
  salesByShow(@Args() args: StatsTopArgs, @Ctx() ctx: Context): Promise<ShowSales[]> {
    return statistics.showSalesOf(ctx.em, args);
  }

  @Authorized('ADMIN')
  @Query(() => [CharacterSales], { description: 'Admin: the characters whose linked products earned the most' })
  salesByCharacter(@Args() args: CharacterSalesArgs, @Ctx() ctx: Context): Promise<CharacterSales[]> {
    return statistics.characterSalesOf(ctx.em, args);
  }

  @Authorized('ADMIN')
  @Query(() => [StyleSales], { description: 'Admin: the styles whose linked products earned the most' })
  salesByStyle(@Args() args: StyleSalesArgs, @Ctx() ctx: Context): Promise<StyleSales[]> {
    return statistics.styleSalesOf(ctx.em, args);
  }
}
