import {
  characterSalesArgs,
  returnRateArgs,
  salesSeriesArgs,
  statsTopArgs,
  styleSalesArgs,
  type CharacterSalesArgsValue,
  type ReturnRateArgsValue,
  type SalesSeriesArgsValue,
  type StatsTopArgsValue,
  type StyleSalesArgsValue,
} from '@scene-shop/domain';
import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { ParsedArgs } from '../../common/parsed-args.js';
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
  salesSeries(
    @ParsedArgs(() => SalesSeriesArgs, salesSeriesArgs) args: SalesSeriesArgsValue,
    @Ctx() ctx: Context,
  ): Promise<SalesSeries> {
    return statistics.salesSeriesOf(ctx, args);
  }

  @Authorized('ADMIN')
  @Query(() => [ProductSales], { description: 'Admin: the products with the most units sold, most first' })
  bestProducts(
    @ParsedArgs(() => StatsTopArgs, statsTopArgs) args: StatsTopArgsValue,
    @Ctx() ctx: Context,
  ): Promise<ProductSales[]> {
    return statistics.bestProductsOf(ctx, args);
  }

  @Authorized('ADMIN')
  @Query(() => [ProductReturnRate], { description: 'Admin: the products with the highest return rate' })
  returnRates(
    @ParsedArgs(() => ReturnRateArgs, returnRateArgs) args: ReturnRateArgsValue,
    @Ctx() ctx: Context,
  ): Promise<ProductReturnRate[]> {
    return statistics.returnRatesOf(ctx, args);
  }

  @Authorized('ADMIN')
  @Query(() => [ShowSales], { description: 'Admin: the shows whose linked products earned the most' })
  salesByShow(
    @ParsedArgs(() => StatsTopArgs, statsTopArgs) args: StatsTopArgsValue,
    @Ctx() ctx: Context,
  ): Promise<ShowSales[]> {
    return statistics.showSalesOf(ctx, args);
  }

  @Authorized('ADMIN')
  @Query(() => [CharacterSales], { description: 'Admin: the characters whose linked products earned the most' })
  salesByCharacter(
    @ParsedArgs(() => CharacterSalesArgs, characterSalesArgs) args: CharacterSalesArgsValue,
    @Ctx() ctx: Context,
  ): Promise<CharacterSales[]> {
    return statistics.characterSalesOf(ctx, args);
  }

  @Authorized('ADMIN')
  @Query(() => [StyleSales], { description: 'Admin: the styles whose linked products earned the most' })
  salesByStyle(
    @ParsedArgs(() => StyleSalesArgs, styleSalesArgs) args: StyleSalesArgsValue,
    @Ctx() ctx: Context,
  ): Promise<StyleSales[]> {
    return statistics.styleSalesOf(ctx, args);
  }
}
