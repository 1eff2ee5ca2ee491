import { STATS_UNIT } from '@scene-shop/domain';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

function won(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new GraphQLError('Won must be a whole number of won within ±2^53');
  }
  return value;
}

/** Money sums pass 2^31 won (a month at scale 100 is billions), beyond GraphQL's 32-bit Int. */
export const Won = new GraphQLScalarType<number, number>({
  name: 'Won',
  description: 'Whole won, exact beyond 2^31 (a JSON number, safe up to 2^53)',
  serialize: won,
  parseValue: won,
  parseLiteral(ast) {
    if (ast.kind !== Kind.INT) throw new GraphQLError('Won must be a whole number of won');
    return won(Number(ast.value));
  },
});

/** Its values are the domain's (its schemas check them). */
export const StatsUnit = STATS_UNIT;
export type StatsUnit = (typeof StatsUnit)[keyof typeof StatsUnit];
registerEnumType(StatsUnit, { name: 'StatsUnit', description: 'One point per Korea day or per calendar month' });

@ObjectType({ description: 'One day or month of sales (orders not cancelled)' })
export class SalesPoint {
  @Field({ description: "'YYYY-MM' or 'YYYY-MM-DD'" }) period!: string;
  @Field(() => Won, { description: 'What the members paid (after coupons)' }) revenue!: number;
  @Field(() => Int) orders!: number;
  @Field(() => Int, { description: 'Units' }) quantity!: number;
}

@ObjectType({ description: 'A whole period: its days and sums' })
export class SalesTotals {
  @Field({ description: 'First day, YYYY-MM-DD' }) from!: string;
  @Field({ description: 'Last day (inclusive), YYYY-MM-DD' }) to!: string;
  @Field(() => Won) revenue!: number;
  @Field(() => Int) orders!: number;
  @Field(() => Int) quantity!: number;
  @Field(() => Int) cancelledOrders!: number;
}

@ObjectType({ description: 'Sales per day or month, gap-filled, with the period right before for comparison' })
export class SalesSeries {
  @Field(() => StatsUnit) unit!: StatsUnit;
  @Field(() => [SalesPoint]) points!: SalesPoint[];
  @Field(() => SalesTotals) total!: SalesTotals;
  @Field(() => [SalesPoint]) previousPoints!: SalesPoint[];
  @Field(() => SalesTotals) previous!: SalesTotals;
}

@ObjectType({ description: 'A best seller: units and won of its order lines not cancelled' })
export class ProductSales {
  @Field(() => Int) productNo!: number;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) pic!: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => Won, { description: 'Line amounts at the discounted price, before coupons' }) revenue!: number;
  @Field(() => Int, { description: 'Units in the previous period' }) previousQuantity!: number;
}

@ObjectType({ description: 'Cancelled units against delivered plus cancelled units' })
export class ProductReturnRate {
  @Field(() => Int) productNo!: number;
  @Field() name!: string;
  @Field(() => Float, { description: 'Percent, one decimal' }) returnRate!: number;
  @Field(() => Int) cancelledQuantity!: number;
  @Field(() => Int) deliveredQuantity!: number;
  @Field(() => Int, { description: 'Delivered plus cancelled' }) totalQuantity!: number;
}

@ObjectType({ description: "A show's sales: every product an item of its styles links, each counted once" })
export class ShowSales {
  @Field(() => Int) showNo!: number;
  @Field() title!: string;
  @Field(() => String, { nullable: true }) pic!: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => Won) revenue!: number;
  @Field(() => Won) previousRevenue!: number;
  @Field(() => Int, { description: 'Distinct linked products sold in the period' }) products!: number;
}

@ObjectType({ description: "A character's sales: every product an item of its styles links, each counted once" })
export class CharacterSales {
  @Field(() => Int) characterNo!: number;
  @Field() actorName!: string;
  @Field() name!: string;
  @Field(() => Int) showNo!: number;
  @Field() showTitle!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Won) revenue!: number;
  @Field(() => Won) previousRevenue!: number;
}

@ObjectType({ description: "A style's sales: every product its items link, each counted once" })
export class StyleSales {
  @Field(() => Int) styleNo!: number;
  @Field() pic!: string;
  @Field(() => Int) characterNo!: number;
  @Field() characterName!: string;
  @Field() actorName!: string;
  @Field() showTitle!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Won) revenue!: number;
  @Field(() => Won) previousRevenue!: number;
}
