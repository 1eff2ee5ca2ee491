import { Field, InputType } from 'type-graphql';
import { NoticeCategory } from '../../common/enums.js';

/** The add and edit forms (schema only: `noticeInput` of the domain package checks it). */
@InputType()
export class NoticeInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => NoticeCategory, { nullable: true })
  category?: NoticeCategory | null;

  @Field(() => String, { nullable: true })
  contents?: string | null;
}
