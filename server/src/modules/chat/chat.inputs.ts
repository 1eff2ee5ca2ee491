import { HISTORY_SIZE } from '@scene-shop/domain';
import { ArgsType, Field, InputType, Int } from 'type-graphql';

/** A message to send (schema only: `chatMessageInput` of the domain package checks it). */
@InputType()
export class SendChatMessageInput {
  @Field(() => Int)
  chatNo!: number;

  @Field()
  content!: string;

  @Field(() => Int, { nullable: true, description: "One of the member's orders, shown as a card" })
  orderNo?: number | null;
}

/** A window of a room's messages (schema only: `chatMessagesArgs` checks it). */
@ArgsType()
export class ChatMessagesArgs {
  @Field(() => Int)
  chatNo!: number;

  @Field(() => Int, { nullable: true, description: 'Only messages after this number (catching up after a reconnect)' })
  after?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only messages before this number (older pages)' })
  before?: number | null;

  @Field(() => Int, { defaultValue: HISTORY_SIZE })
  size!: number;
}

/** The admin's canned reply (schema only: `cannedReplyInput` checks it). */
@InputType()
export class CannedReplyInput {
  @Field(() => Int, { nullable: true, description: 'The reply to change; none adds one' })
  no?: number | null;

  @Field({ description: 'Typed after / in the composer: letters, digits, - and _' })
  shortcut!: string;

  @Field()
  content!: string;
}
