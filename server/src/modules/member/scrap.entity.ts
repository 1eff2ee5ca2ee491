import {
  Entity,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
  type Ref,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import type { Character } from '../show/character.entity.js';
import type { User } from '../user/user.entity.js';

/** A member's bookmark of a character; one per member and character. */
@Entity()
@ObjectType()
@Unique({ properties: ['user', 'character'] })
export class Scrap {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'date';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: 'User', ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne({ entity: 'Character', ref: true, deleteRule: 'cascade', index: true })
  character!: Ref<Character>;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  date: Date = new Date();
}
