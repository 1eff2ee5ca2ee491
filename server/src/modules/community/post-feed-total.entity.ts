import { Check, Entity, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';

/**
 * How many posts the feed shows (not deleted, not hidden by reports): one row, kept by PostgreSQL triggers on `post`
 * (migration 20261128095000), so a feed page reads its total instead of counting every post. Absent while there
 * are no posts. Never written by the app.
 */
@Entity({ tableName: 'post_feed_total' })
@Check({ name: 'post_feed_total_id_check', expression: 'id = 1' })
export class PostFeedTotal {
  [PrimaryKeyProp]?: 'id';

  @PrimaryKey({ type: 'smallint', default: 1, autoincrement: false })
  id!: number;

  @Property({ type: 'integer' })
  visible!: number;
}
