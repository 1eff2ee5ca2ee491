import {
  Collection,
  Entity,
  Index,
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
import { UploadPath } from '../../common/upload-path.js';

@Entity()
@ObjectType()
@Index({
  name: 'character_actor_name_trgm_idx',
  expression: 'create index "character_actor_name_trgm_idx" on "character" using gin ("actor_name" gin_trgm_ops)',
})
@Index({
  name: 'character_actor_name_chosung_trgm_idx',
  expression:
    'create index "character_actor_name_chosung_trgm_idx" on "character" using gin ("actor_name_chosung" gin_trgm_ops)',
})
@Index({
  name: 'character_actor_name_jamo_trgm_idx',
  expression:
    'create index "character_actor_name_jamo_trgm_idx" on "character" using gist ("actor_name_jamo" gist_trgm_ops)',
})
export class Character {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'pic' | 'actorNameChosung' | 'actorNameJamo';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: 'Show', ref: true, deleteRule: 'cascade', index: true })
  show!: Ref<Show>;

  @Property({ type: 'string', length: 50 })
  @Field({ description: "The actor's name" })
  actorName!: string;

  /** Initial consonants of the actor's name (초성), kept by PostgreSQL for 'ㅂㄱㄷ'-style search; never loaded. */
  @Property({
    type: 'text',
    generated: '(chosung(actor_name)) stored',
    nullable: true,
    lazy: true,
    ignoreSchemaChanges: ['type', 'extra'],
  })
  actorNameChosung?: string;

  /** The actor's name spelled by its letters (jamo), for typo-tolerant search (migration 20261202090000); never loaded. */
  @Property({
    type: 'text',
    generated: '(jamo(actor_name)) stored',
    nullable: true,
    lazy: true,
    ignoreSchemaChanges: ['type', 'extra'],
  })
  actorNameJamo?: string;

  @Property({ type: 'string', length: 50 })
  @Field({ description: 'Character name as stored, with its two-character suffix (e.g. " 역")' })
  name!: string;

  @UploadPath({ nullable: true })
  @Field(() => String, { nullable: true })
  pic: string | null = null;

  @OneToMany(() => Style, (s) => s.character, { orderBy: { no: 'asc' } })
  styles = new Collection<Style>(this);
}
