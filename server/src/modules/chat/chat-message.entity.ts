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
import type { User } from '../user/user.entity.js';
import type { ChatRoom } from './chat-room.entity.js';

@Entity()
@ObjectType()
@Index({ name: 'chat_message_room_no_idx', properties: ['room', 'no'] })
export class ChatMessage {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'sendAdmin' | 'date';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: 'ChatRoom', ref: true, deleteRule: 'cascade' })
  room!: Ref<ChatRoom>;

  @ManyToOne({ entity: 'User', ref: true })
  user!: Ref<User>;

  @Property({ type: 'text' })
  @Field()
  content!: string;

  @Property({ type: 'boolean', default: false })
  @Field({ description: 'Sent by the shop (admin) rather than the member' })
  sendAdmin: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  date: Date = new Date();
}
