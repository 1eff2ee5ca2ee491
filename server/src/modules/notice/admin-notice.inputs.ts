import { Field, InputType } from 'type-graphql';
import { NoticeCategory } from '../../common/enums.js';
import type { NoticeDraft } from './admin-notice.rules.js';

/** The add and edit forms; every field may be left empty and is then refused with the spec's one message. */
@InputType()
export class NoticeInput implements NoticeDraft {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => NoticeCategory, { nullable: true })
  category?: NoticeCategory | null;

  @Field(() => String, { nullable: true })
  contents?: string | null;
}
