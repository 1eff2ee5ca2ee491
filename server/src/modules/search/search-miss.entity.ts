import { Entity, Enum, Index, PrimaryKey, PrimaryKeyProp, Property, OptionalProps } from '@mikro-orm/core';
import { SearchCategory } from '../../common/enums.js';

/** A search that found nothing, for the console: one row per normalised term and category, upserted. */
@Entity()
@Index({ name: 'search_miss_last_at_idx', properties: ['lastAt'] })
export class SearchMiss {
  [PrimaryKeyProp]?: ['term', 'category'];
  [OptionalProps]?: 'count' | 'lastAt';

  @PrimaryKey({ type: 'string', length: 50 })
  term!: string;

  @Enum({ items: () => SearchCategory, primary: true })
  category!: SearchCategory;

  @Property({ type: 'integer', default: 1 })
  count: number = 1;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  lastAt: Date = new Date();
}
