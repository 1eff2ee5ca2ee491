import { Entity, PrimaryKey, Property, PrimaryKeyProp, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { UploadPath } from '../../common/upload-path.js';

@Entity()
@ObjectType()
export class Popup {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'isShow' | 'date';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @UploadPath()
  @Field()
  pic!: string;

  @Property({ type: 'string', length: 300 })
  @Field({ description: 'Site path the popup leads to' })
  path!: string;

  @Property({ type: 'boolean', default: true, index: true })
  @Field()
  isShow: boolean = true;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  date: Date = new Date();
}
