import { Entity, Enum, Index, PrimaryKey, Property, PrimaryKeyProp, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { NoticeCategory } from '../../common/enums.js';

@Entity()
@ObjectType()
@Index({ name: 'notice_category_no_idx', properties: ['category', 'no'] })
export class Notice {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'date';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @Enum({ items: () => NoticeCategory })
  @Field(() => NoticeCategory)
  category!: NoticeCategory;

  @Property({ type: 'string', length: 200 })
  @Field()
  title!: string;

  @Property({ type: 'text' })
  @Field()
  contents!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  date: Date = new Date();
}
