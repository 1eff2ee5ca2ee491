import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
  type Ref,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { AlertCategory } from '../../common/enums.js';
import type { User } from '../user/user.entity.js';

@Entity()
@ObjectType()
@Index({ name: 'alert_user_category_no_idx', properties: ['user', 'category', 'no'] })
@Index({
  name: 'alert_user_unread_idx',
  properties: ['user'],
  expression: 'create index "alert_user_unread_idx" on "alert" ("user_no") where not "is_read"',
})
@Unique({ properties: ['user', 'eventKey'] })
export class Alert {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'path' | 'isRead' | 'date' | 'eventKey' | 'deletedAt' | 'messageKey' | 'messageArgs';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: 'User', ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Enum({ items: () => AlertCategory })
  @Field(() => AlertCategory)
  category!: AlertCategory;

  @Property({ type: 'string', length: 300 })
  @Field()
  content!: string;

  /** The catalogue key of a text the shop wrote (null for an admin's own words, and for alerts older than keys). */
  @Property({ type: 'string', length: 100, nullable: true })
  messageKey: string | null = null;

  /** The key's arguments, in order. */
  @Property({ type: 'json', nullable: true })
  messageArgs: unknown[] | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  @Field(() => String, { nullable: true, description: 'Site path the alert leads to' })
  path: string | null = null;

  @Property({ type: 'boolean', default: false })
  @Field()
  isRead: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  date: Date = new Date();

  /**
   * What happened, e.g. `comment:12`, `order:5:배송중` or `broadcast:<uuid>`: unique per member, so an event alerts a
   * member once however often it is reported; a shared alert's subscribers find their member's row by it. The
   * admin's alert to one member has none.
   */
  @Property({ type: 'string', length: 100, nullable: true })
  eventKey: string | null = null;

  /** A deleted alert with an event key stays, hidden, so that its event can never alert the member again. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;
}
