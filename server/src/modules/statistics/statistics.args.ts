import { STATS_DEFAULT_LIMIT } from '@scene-shop/domain';
import { ArgsType, Field, Int } from 'type-graphql';
import { StatsUnit } from './statistics.types.js';

/** The statistics queries' arguments (schema only: the domain's statistics schemas check them). */
@ArgsType()
export class StatsRangeArgs {
  @Field({ description: 'First Korea day, YYYY-MM-DD' })
  from!: string;

  @Field({ description: 'Last Korea day (inclusive), YYYY-MM-DD; at most 3660 days after `from`' })
  to!: string;
}

@ArgsType()
export class SalesSeriesArgs extends StatsRangeArgs {
  @Field(() => StatsUnit, { nullable: true, defaultValue: StatsUnit.MONTH, description: 'DAY: at most 366 days' })
  unit?: StatsUnit | null;
}

@ArgsType()
export class StatsTopArgs extends StatsRangeArgs {
  @Field(() => Int, { nullable: true, defaultValue: STATS_DEFAULT_LIMIT, description: '1 to 50' })
  limit?: number | null;
}

@ArgsType()
export class ReturnRateArgs extends StatsTopArgs {
  @Field(() => Int, {
    nullable: true,
    defaultValue: 1,
    description: 'Only products with at least this many delivered plus cancelled units (1 to 100000)',
  })
  minQuantity?: number | null;
}

@ArgsType()
export class CharacterSalesArgs extends StatsTopArgs {
  @Field(() => Int, { nullable: true, description: 'Only those of this show' })
  showNo?: number | null;
}

@ArgsType()
export class StyleSalesArgs extends CharacterSalesArgs {
  @Field(() => Int, { nullable: true, description: 'Only those of this character' })
  characterNo?: number | null;
}
