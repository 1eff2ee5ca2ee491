import { REPORTED_SORT } from '@scene-shop/domain';
import { ArgsType, Field, Int, registerEnumType } from 'type-graphql';

/** The moderation lists: 5 posts a page (admin-console §9); `adminPostArgs` checks it. */
@ArgsType()
export class AdminPostArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
  page!: number;

  @Field(() => Int, { defaultValue: 5 })
  size!: number;
}

export const ReportedSort = REPORTED_SORT;
export type ReportedSort = (typeof ReportedSort)[keyof typeof ReportedSort];
registerEnumType(ReportedSort, {
  name: 'ReportedSort',
  description: 'Reported posts newest first, or most reported first (then newest)',
});

/** `reportedPostArgs` checks it. */
@ArgsType()
export class ReportedPostArgs extends AdminPostArgs {
  @Field(() => ReportedSort, { defaultValue: ReportedSort.LATEST })
  sort!: ReportedSort;
}
