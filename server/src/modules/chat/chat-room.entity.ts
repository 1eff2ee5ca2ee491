import {
  Collection,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  Unique,
  Property,
  type Ref,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import { ChatCategory } from '../../common/enums.js';
import type { User } from '../user/user.entity.js';
import { ChatMessage } from './chat-message.entity.js';

/** A support conversation between a member and the shop; closed for good once either side ends it. */
@Entity()
// One open room per member, however many tabs open the chat at once.
@Unique({
  name: 'chat_room_one_open_idx',
  properties: ['user'],
  expression: 'create unique index "chat_room_one_open_idx" on "chat_room" ("user_no") where not "closed"',
})
@Index({ name: 'chat_room_closed_updated_idx', properties: ['closed', 'updatedAt'] })
// A member's latest room, open or ended (the chat page after a reload).
@Index({ name: 'chat_room_user_no_idx', properties: ['user', 'no'] })
export class ChatRoom {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'category' | 'closed' | 'createdAt' | 'updatedAt' | 'memberReadNo' | 'adminReadNo';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  no!: number;

  @ManyToOne({ entity: 'User', ref: true })
  user!: Ref<User>;

  @Enum({ items: () => ChatCategory, nullable: true })
  category: ChatCategory | null = null;

  @Property({ type: 'boolean', default: false })
  closed: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** The last message number the member has read: the shop's later messages are unread on the member's side. */
  @Property({ type: 'integer', default: 0 })
  memberReadNo: number = 0;

  /** The same for the shop's side (any admin reading counts for the shop). */
  @Property({ type: 'integer', default: 0 })
  adminReadNo: number = 0;

  @OneToMany(() => ChatMessage, (m) => m.room, { orderBy: { no: 'asc' } })
  messages = new Collection<ChatMessage>(this);
}
