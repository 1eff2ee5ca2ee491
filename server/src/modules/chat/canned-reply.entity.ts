import { Entity, PrimaryKey, Property, Unique, PrimaryKeyProp, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** A reply the shop keeps for questions that come often; the admin inserts it by typing `/` and its shortcut. */
@Entity()
@ObjectType()
export class CannedReply {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @Property({ type: 'string', length: 20 })
  @Unique()
  @Field()
  shortcut!: string;

  @Property({ type: 'string', length: 1000 })
  @Field()
  content!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
