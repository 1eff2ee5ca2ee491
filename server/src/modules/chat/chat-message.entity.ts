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
import type { User } from '../user/user.entity.js';
import type { Order } from '../order/order.entity.js';
import type { ChatRoom } from './chat-room.entity.js';

@Entity()
@Index({ name: 'chat_message_room_no_idx', properties: ['room', 'no'] })
export class ChatMessage {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'sendAdmin' | 'date' | 'order';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  no!: number;

  @ManyToOne({ entity: 'ChatRoom', ref: true, deleteRule: 'cascade' })
  room!: Ref<ChatRoom>;

  @ManyToOne({ entity: 'User', ref: true })
  user!: Ref<User>;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'boolean', default: false })
  sendAdmin: boolean = false;

  /** An order of the member's, shown as a card (an exchange or refund request from the order history). */
  @ManyToOne({ entity: 'Order', ref: true, nullable: true, deleteRule: 'set null' })
  order: Ref<Order> | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  date: Date = new Date();
}
