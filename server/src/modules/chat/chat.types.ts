import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ChatCategory, OrderState } from '../../common/enums.js';
import type { ChatEventData, ChatEventKind as Kind, ChatMessageData, ChatOrderCardData } from '../../common/pubsub.js';

export enum ChatEventKind {
  MESSAGE = 'MESSAGE',
  TYPING = 'TYPING',
  READ = 'READ',
  CATEGORY = 'CATEGORY',
  CLOSED = 'CLOSED',
}
registerEnumType(ChatEventKind, { name: 'ChatEventKind' });

@ObjectType({ description: "A member's order attached to a message, shown as a card" })
export class ChatOrderCard implements ChatOrderCardData {
  @Field(() => Int) no!: number;
  @Field(() => OrderState) state!: OrderState;
  @Field(() => Int, { description: 'Amount paid in won' }) price!: number;
  @Field(() => Date) date!: string;
  @Field({ description: 'The first product of the order' }) productName!: string;
  @Field(() => Int) productCount!: number;
}

@ObjectType()
export class ChatMessage implements ChatMessageData {
  @Field(() => Int) no!: number;
  @Field(() => Int) chatNo!: number;
  @Field(() => Int, { description: 'Who wrote it: the member, or the admin who answered' }) userNo!: number;
  @Field() content!: string;
  @Field({ description: 'Sent by the shop (admin) rather than the member' }) sendAdmin!: boolean;
  @Field(() => Date) date!: string;
  @Field(() => ChatOrderCard, { nullable: true }) order!: ChatOrderCardData | null;
}

export interface ChatRoomData {
  no: number;
  userNo: number;
  userName: string;
  category: ChatCategory | null;
  closeChat: boolean;
  createdAt: string;
  updatedAt: string;
  memberReadNo: number;
  adminReadNo: number;
  unread: number;
  lastMessage: ChatMessageData | null;
}

@ObjectType({ description: 'A support conversation; closed for good once either side ends it' })
export class ChatRoom implements ChatRoomData {
  @Field(() => Int) no!: number;
  @Field(() => Int) userNo!: number;
  @Field() userName!: string;
  @Field(() => ChatCategory, { nullable: true }) category!: ChatCategory | null;
  @Field() closeChat!: boolean;
  @Field(() => Date) createdAt!: string;
  @Field(() => Date) updatedAt!: string;
  @Field(() => Int, { description: 'The last message number the member has read' }) memberReadNo!: number;
  @Field(() => Int, { description: 'The last message number the shop has read' }) adminReadNo!: number;
  @Field(() => Int, { description: "Messages from the other side the viewer's side has not read" }) unread!: number;
  @Field(() => ChatMessage, { nullable: true }) lastMessage!: ChatMessageData | null;
}

@ObjectType()
export class ChatConversation {
  @Field(() => ChatRoom) room!: ChatRoomData;
  @Field(() => [ChatMessage], { description: 'The latest messages, oldest first' }) messages!: ChatMessageData[];
}

@ObjectType({ description: 'Something that happened in a room, live' })
export class ChatEvent implements ChatEventData {
  @Field(() => ChatEventKind) kind!: Kind;
  @Field(() => Int) chatNo!: number;
  ownerNo!: number;
  @Field({ description: 'Which side acted' }) sendAdmin!: boolean;
  @Field(() => ChatMessage, { nullable: true }) message!: ChatMessageData | null;
  @Field(() => Int, { nullable: true }) readNo!: number | null;
  @Field(() => ChatCategory, { nullable: true }) category!: ChatCategory | null;
}
