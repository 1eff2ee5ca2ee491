import {
  Collection,
  Entity,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  Property,
  type Ref,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import type { Show } from './show.entity.js';
import { Style } from './style.entity.js';

@Entity()
@ObjectType()
export class Character {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'pic';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: 'Show', ref: true, deleteRule: 'cascade', index: true })
  show!: Ref<Show>;

  @Property({ type: 'string', length: 50 })
  @Field({ description: "The actor's name" })
  actorName!: string;

  @Property({ type: 'string', length: 50 })
  @Field({ description: 'Character name as stored, with its two-character suffix (e.g. " 역")' })
  name!: string;

  @Property({ type: 'string', length: 300, nullable: true })
  @Field(() => String, { nullable: true })
  pic: string | null = null;

  @OneToMany(() => Style, (s) => s.character, { orderBy: { no: 'asc' } })
  styles = new Collection<Style>(this);
}
