import {
  Collection,
  Entity,
  Index,
  OneToMany,
  PrimaryKey,
  Property,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Character } from './character.entity.js';
import { UploadPath } from '../../common/upload-path.js';

@Entity()
@ObjectType()
@Index({
  name: 'show_title_trgm_idx',
  expression: 'create index "show_title_trgm_idx" on "show" using gin ("title" gin_trgm_ops)',
})
@Index({
  name: 'show_title_chosung_trgm_idx',
  expression: 'create index "show_title_chosung_trgm_idx" on "show" using gin ("title_chosung" gin_trgm_ops)',
})
@Index({
  name: 'show_title_jamo_trgm_idx',
  expression: 'create index "show_title_jamo_trgm_idx" on "show" using gist ("title_jamo" gist_trgm_ops)',
})
export class Show {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'pic' | 'createdAt' | 'titleChosung' | 'titleJamo';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @Property({ type: 'string', length: 100, unique: true })
  @Field()
  title!: string;

  @UploadPath({ nullable: true })
  @Field(() => String, { nullable: true })
  pic: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Initial consonants of the title (초성), kept by PostgreSQL for 'ㅂㄱㄷ'-style search; never loaded. */
  @Property({
    type: 'text',
    generated: '(chosung(title)) stored',
    nullable: true,
    lazy: true,
    ignoreSchemaChanges: ['type', 'extra'],
  })
  titleChosung?: string;

  /** The title spelled by its letters (jamo), for typo-tolerant search (migration 20261202090000); never loaded. */
  @Property({
    type: 'text',
    generated: '(jamo(title)) stored',
    nullable: true,
    lazy: true,
    ignoreSchemaChanges: ['type', 'extra'],
  })
  titleJamo?: string;

  @OneToMany(() => Character, (c) => c.show, { orderBy: { no: 'asc' } })
  characters = new Collection<Character>(this);
}
