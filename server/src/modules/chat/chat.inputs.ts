import { issue } from '@scene-shop/domain';
import { IsOptional, Length, Max, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { HISTORY_SIZE, MAX_MESSAGE_LENGTH } from './chat.service.js';

@InputType()
export class SendChatMessageInput {
  @Field(() => Int)
  @Min(1)
  chatNo!: number;

  /** Blank is refused by the service with the catalogue's message; the bound only stops huge bodies early. */
  @Field()
  @Length(0, MAX_MESSAGE_LENGTH, { message: issue('chat.tooLong', MAX_MESSAGE_LENGTH) })
  content!: string;

  @Field(() => Int, { nullable: true, description: "One of the member's orders, shown as a card" })
  @IsOptional()
  @Min(1)
  orderNo?: number | null;
}

@ArgsType()
export class ChatMessagesArgs {
  @Field(() => Int)
  @Min(1)
  chatNo!: number;

  @Field(() => Int, { nullable: true, description: 'Only messages after this number (catching up after a reconnect)' })
  @IsOptional()
  @Min(0)
  after?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only messages before this number (older pages)' })
  @IsOptional()
  @Min(1)
  before?: number | null;

  @Field(() => Int, { defaultValue: HISTORY_SIZE })
  @Min(1)
  @Max(100)
  size: number = HISTORY_SIZE;
}
