import { Collection, Entity, OneToMany, PrimaryKey, Property, PrimaryKeyProp, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Character } from './character.entity.js';

@Entity()
@ObjectType()
export class Show {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'pic' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @Property({ type: 'string', length: 100, unique: true })
  @Field()
  title!: string;

  @Property({ type: 'string', length: 300, nullable: true })
  @Field(() => String, { nullable: true })
  pic: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @OneToMany(() => Character, (c) => c.show, { orderBy: { no: 'asc' } })
  characters = new Collection<Character>(this);
}
