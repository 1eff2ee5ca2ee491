import {
  Entity,
  Enum,
  Formula,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
  type Ref,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import type { MessageArg } from '@scene-shop/domain';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { AlertCategory } from '../../common/enums.js';
import type { User } from '../user/user.entity.js';

@Entity()
@ObjectType()
// A member's list, all or of one category, newest first (by time: an alert's number says nothing of when it came).
@Index({ name: 'alert_user_date_idx', properties: ['user', 'date', 'no'] })
@Index({ name: 'alert_user_category_date_idx', properties: ['user', 'category', 'date', 'no'] })
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

  /** The Korean text as stored; GraphQL and the shims show it in the member's language (alert-text.ts). */
  @Property({ type: 'string', length: 300 })
  @Field()
  content!: string;

  /** The catalogue key of a text the shop wrote (null for an admin's own words, and for alerts older than keys). */
  @Property({ type: 'string', length: 100, nullable: true })
  @Field(() => String, {
    nullable: true,
    description: "The server catalogue's key of the text, when the shop wrote it (null: the admin's own words)",
  })
  messageKey: string | null = null;

  /** The key's arguments, in order; an argument that is a catalogue text itself is a message `{ key, args }`. */
  @Property({ type: 'json', nullable: true })
  @Field(() => [GraphQLJSON], {
    nullable: true,
    description: "The key's arguments: texts, numbers, or messages { key, args } translated in their turn",
  })
  messageArgs: MessageArg[] | null = null;

  /** The language its member reads in (users.language; null is Korean), read in the same statement as the alert. */
  @Formula((alert) => `(select u.language from users u where u.no = ${alert}.user_no)`)
  memberLanguage?: string | null;

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
