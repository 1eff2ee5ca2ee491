import {
  Collection,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  Property,
  type Ref,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { ChatCategory } from '../../common/enums.js';
import type { User } from '../user/user.entity.js';
import { ChatMessage } from './chat-message.entity.js';

/** A support conversation between a member and the shop; closed for good once either side ends it. */
@Entity()
@ObjectType()
@Index({ name: 'chat_room_user_closed_idx', properties: ['user', 'closed'] })
@Index({ name: 'chat_room_closed_updated_idx', properties: ['closed', 'updatedAt'] })
export class ChatRoom {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'category' | 'closed' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: 'User', ref: true })
  user!: Ref<User>;

  @Enum({ items: () => ChatCategory, nullable: true })
  @Field(() => ChatCategory, { nullable: true })
  category: ChatCategory | null = null;

  @Property({ type: 'boolean', default: false })
  @Field({ description: 'closeChat in the original API' })
  closed: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  @Field(() => Date)
  updatedAt: Date = new Date();

  @OneToMany(() => ChatMessage, (m) => m.room, { orderBy: { no: 'asc' } })
  messages = new Collection<ChatMessage>(this);
}
