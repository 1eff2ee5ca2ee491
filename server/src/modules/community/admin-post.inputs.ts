import { Max, Min } from 'class-validator';
import { ArgsType, Field, Int, registerEnumType } from 'type-graphql';
import { MAX_PAGE_SIZE } from '../../common/paging.js';

/** The moderation lists: 5 posts a page (admin-console §9). */
@ArgsType()
export class AdminPostArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
  @Min(0)
  page: number = 0;

  @Field(() => Int, { defaultValue: 5 })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  size: number = 5;
}

export enum ReportedSort {
  LATEST = 'LATEST',
  MOST_REPORTED = 'MOST_REPORTED',
}
registerEnumType(ReportedSort, {
  name: 'ReportedSort',
  description: 'Reported posts newest first, or most reported first (then newest)',
});

@ArgsType()
export class ReportedPostArgs extends AdminPostArgs {
  @Field(() => ReportedSort, { defaultValue: ReportedSort.LATEST })
  sort: ReportedSort = ReportedSort.LATEST;
}
