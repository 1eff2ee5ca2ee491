import { Entity, Index, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';

/**
 * Each distinct name of the products on sale and how many carry it, kept by PostgreSQL triggers on `product`
 * (migration 20261128095000). Search and autocomplete match names here: a few thousand rows instead of every
 * product. Never written by the app.
 */
@Entity({ tableName: 'search_product_name' })
@Index({
  name: 'search_product_name_trgm_idx',
  expression: 'create index "search_product_name_trgm_idx" on "search_product_name" using gin ("name" gin_trgm_ops)',
})
@Index({
  name: 'search_product_name_chosung_trgm_idx',
  expression:
    'create index "search_product_name_chosung_trgm_idx" on "search_product_name" using gin ("name_chosung" gin_trgm_ops)',
})
@Index({
  name: 'search_product_name_jamo_trgm_idx',
  expression:
    'create index "search_product_name_jamo_trgm_idx" on "search_product_name" using gist ("name_jamo" gist_trgm_ops)',
})
export class SearchProductName {
  [PrimaryKeyProp]?: 'name';

  @PrimaryKey({ type: 'string', length: 100 })
  name!: string;

  /** Initial consonants (초성) of the name, for 'ㅂㄱㄷ'-style queries. */
  @Property({
    type: 'text',
    generated: '(chosung(name)) stored',
    nullable: true,
    lazy: true,
    ignoreSchemaChanges: ['type', 'extra'],
  })
  nameChosung?: string | null;

  /** The name spelled by its letters (jamo), for typo-tolerant search (migration 20261202090000); never loaded. */
  @Property({
    type: 'text',
    generated: '(jamo(name)) stored',
    nullable: true,
    lazy: true,
    ignoreSchemaChanges: ['type', 'extra'],
  })
  nameJamo?: string | null;

  /** Products on sale with this name. */
  @Property({ type: 'integer' })
  products!: number;
}
