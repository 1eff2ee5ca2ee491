import { filter, pipe } from '@graphql-yoga/subscription';
import {
  chatCategoryInput,
  chatMessageInput,
  chatMessagesArgs,
  chatReadInput,
  chatRoomsArgs,
  msg,
  pageArgs,
  rowNo,
  type ChatCategoryInputValue,
  type ChatMessageInputValue,
  type ChatMessagesArgsValue,
  type PageArgsValue,
} from '@scene-shop/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { ChatCategory } from '../../common/enums.js';
import { badInput, forbidden } from '../../common/errors.js';
import { parseInput } from '../../common/input.js';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import { TOPIC, type ChatEventData, type ChatMessageData } from '../../common/pubsub.js';
import type { Context } from '../../context/context.js';
import { isAdmin, requireViewer } from '../../context/policy.js';
import { ChatMessagesArgs, SendChatMessageInput } from './chat.inputs.js';
import * as chat from './chat.service.js';
import { ChatConversation, ChatEvent, ChatMessage, ChatRoom, type ChatRoomData } from './chat.types.js';

const ChatRoomPage = PageOf(ChatRoom);
const chatNoArg = () => ParsedArg('chatNo', () => Int, rowNo());

/** A room's events for the caller: one room (its member or the admin), or every room of the calling member. */
async function roomEvents(context: Context, args: Record<string, unknown>): Promise<AsyncIterable<ChatEventData>> {
  const viewer = requireViewer(context);
  const chatNo = parseInput(rowNo().nullish(), args.chatNo, { field: 'chatNo' });
  if (chatNo == null) {
    if (isAdmin(viewer)) throw badInput(msg('common.badInput'), 'chatNo');
    return context.pubSub.subscribe(TOPIC.CHAT, viewer.no);
  }
  const ownerNo = await chat.roomOwner(context, { chatNo });
  return pipe(
    context.pubSub.subscribe(TOPIC.CHAT, ownerNo),
    filter((event) => event.chatNo === chatNo),
  );
}

@Resolver()
export class ChatResolver {
  @Authorized()
  @Mutation(() => ChatConversation, {
    description: "Opens the caller's support chat: the open room with its latest messages, created when there is none",
  })
  openChat(@Ctx() ctx: Context): Promise<chat.Conversation> {
    return chat.openChat(ctx);
  }

  @Authorized()
  @Query(() => ChatConversation, {
    nullable: true,
    description:
      "The caller's latest chat with its latest messages: the open one, else the last ended (null: none); creates none",
  })
  myChat(@Ctx() ctx: Context): Promise<chat.Conversation | null> {
    return chat.latestConversation(ctx);
  }

  @Authorized()
  @Query(() => ChatConversation, { description: 'A room with its latest messages (its member or the admin)' })
  chatConversation(@chatNoArg() chatNo: number, @Ctx() ctx: Context): Promise<chat.Conversation> {
    return chat.conversation(ctx, { chatNo });
  }

  @Authorized()
  @Query(() => [ChatMessage], { description: "A window of a room's messages, oldest first" })
  chatMessages(
    @ParsedArgs(() => ChatMessagesArgs, chatMessagesArgs) args: ChatMessagesArgsValue,
    @Ctx() ctx: Context,
  ): Promise<ChatMessageData[]> {
    return chat.listMessages(ctx, args);
  }

  @Authorized()
  @Query(() => Int, { description: "The shop's messages the caller has not read in their open chat" })
  myChatUnread(@Ctx() ctx: Context): Promise<number> {
    return chat.memberUnread(ctx);
  }

  @Authorized('ADMIN')
  @Query(() => ChatRoomPage, { description: 'Admin: rooms in progress or ended, latest activity first' })
  chatRooms(
    @ParsedArg('closed', () => Boolean, chatRoomsArgs.shape.closed) closed: boolean,
    @ParsedArgs(() => PageArgs, pageArgs()) page: PageArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<ChatRoomData>> {
    return chat.adminRooms(ctx, { closed, ...page });
  }

  @Authorized()
  @Mutation(() => ChatRoom)
  setChatCategory(
    @chatNoArg() chatNo: number,
    @ParsedArg('category', () => ChatCategory, chatCategoryInput.shape.category)
    category: ChatCategoryInputValue['category'],
    @Ctx() ctx: Context,
  ): Promise<ChatRoomData> {
    return chat.setCategory(ctx, { chatNo, category });
  }

  @Authorized()
  @Mutation(() => ChatMessage)
  sendChatMessage(
    @ParsedArg('input', () => SendChatMessageInput, chatMessageInput) input: ChatMessageInputValue,
    @Ctx() ctx: Context,
  ): Promise<ChatMessageData> {
    return chat.sendMessage(ctx, input);
  }

  @Authorized()
  @Mutation(() => ChatRoom, { description: 'Ends the chat for both sides; it cannot be resumed' })
  endChat(@chatNoArg() chatNo: number, @Ctx() ctx: Context): Promise<ChatRoomData> {
    return chat.endChat(ctx, { chatNo });
  }

  @Authorized()
  @Mutation(() => ChatRoom, { description: "Marks the room read up to a message, for the caller's side" })
  markChatRead(
    @chatNoArg() chatNo: number,
    @ParsedArg('upTo', () => Int, chatReadInput.shape.upTo) upTo: number,
    @Ctx() ctx: Context,
  ): Promise<ChatRoomData> {
    return chat.markRead(ctx, { chatNo, upTo });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Shows the other side a typing indicator for a few seconds' })
  chatTyping(@chatNoArg() chatNo: number, @Ctx() ctx: Context): Promise<boolean> {
    return chat.typing(ctx, { chatNo });
  }

  /** The argument is read (and parsed) by `subscribe`, once per subscription; `@Arg` only declares it. */
  @Subscription(() => ChatEvent, {
    subscribe: ({ args, context }) => roomEvents(context as Context, args),
    description: "A room's messages, typing, read marks and end (chatNo), or every room of the calling member",
  })
  chatEvents(
    @Arg('chatNo', () => Int, { nullable: true }) _chatNo: number | null,
    @Root() event: ChatEventData,
  ): ChatEventData {
    return event;
  }

  @Subscription(() => ChatRoom, {
    subscribe: ({ context }) => {
      const viewer = requireViewer(context as Context);
      if (!isAdmin(viewer)) throw forbidden();
      return (context as Context).pubSub.subscribe(TOPIC.CHAT_ROOMS);
    },
    description: 'Admin: a room of the inbox changed (new, message, read, category, ended)',
  })
  async chatRoomChanged(@Root() changed: { chatNo: number }, @Ctx() ctx: Context): Promise<ChatRoomData | null> {
    return chat.adminRoom(ctx, changed);
  }
}
