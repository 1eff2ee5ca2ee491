import { Field, Int, ObjectType } from 'type-graphql';
import { ReportCategory } from '../../common/enums.js';

@ObjectType({ description: "How many times a post was reported for one reason, shown as 'reason N times'" })
export class ReportReason {
  @Field(() => ReportCategory) category!: ReportCategory;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'One report of a post: its reason (the documented reportedInfos row)' })
export class ReportInfo {
  @Field(() => Int) postNo!: number;
  @Field(() => ReportCategory) category!: ReportCategory;
}
