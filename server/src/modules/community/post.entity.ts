import {
  Entity,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  type Ref,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import type { Product } from '../catalog/product.entity.js';
import type { User } from '../user/user.entity.js';
import { UploadPath } from '../../common/upload-path.js';

/** A style post. Counts are kept on the row so feeds can sort by popularity without aggregates. */
@Entity()
@ObjectType()
@Index({ name: 'post_user_deleted_no_idx', properties: ['user', 'deleted', 'no'] })
/** The feed's orders, newest and most liked (then newest), read straight from these indexes. */
@Index({ name: 'post_feed_date_idx', properties: ['deleted', 'date', 'no'] })
@Index({ name: 'post_feed_likes_idx', properties: ['deleted', 'likesCount', 'date', 'no'] })
/** The home's most liked posts (ties: newest number first). */
@Index({ name: 'post_popular_idx', properties: ['deleted', 'likesCount', 'no'] })
/** The moderation list of reported posts, most reported first. */
@Index({ name: 'post_reported_idx', properties: ['deleted', 'reportsCount', 'date'] })
export class Post {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?:
    'content' | 'pic' | 'product' | 'date' | 'deleted' | 'deletedAt' | 'likesCount' | 'commentsCount' | 'reportsCount';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: 'User', ref: true })
  user!: Ref<User>;

  @Property({ type: 'string', length: 500, default: '' })
  @Field()
  content: string = '';

  @UploadPath({ nullable: true })
  @Field(() => String, { nullable: true })
  pic: string | null = null;

  @ManyToOne({ entity: 'Product', ref: true, nullable: true, deleteRule: 'set null', index: true })
  product: Ref<Product> | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  date: Date = new Date();

  /** In the trash: restorable until permanently deleted. */
  @Property({ type: 'boolean', default: false })
  @Field()
  deleted: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int)
  likesCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int)
  commentsCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int)
  reportsCount: number = 0;

  /** The author's display name and picture, read with the post by the lists (post.service.ts); never stored. */
  listed?: { nickname: string; pic: string | null };
}
