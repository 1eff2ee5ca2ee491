import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  HISTORY_SIZE,
  msg,
  type ChatCategoryInputValue,
  type ChatMessageInputValue,
  type ChatMessagesArgsValue,
  type ChatReadInputValue,
  type ChatRoomRef,
  type ChatRoomsArgsValue,
} from '@scene-shop/domain';
import { badInput, conflict, forbidden, notFound } from '../../common/errors.js';
import { toPage, type Page } from '../../common/paging.js';
import { TOPIC, type ChatEventData, type ChatMessageData } from '../../common/pubsub.js';
import type { Context } from '../../context/context.js';
import { isAdmin, requireViewer, type Viewer } from '../../context/policy.js';
import { Order } from '../order/order.entity.js';
import { User } from '../user/user.entity.js';
import { ChatMessage } from './chat-message.entity.js';
import { ChatRoom } from './chat-room.entity.js';
import type { ChatRoomData } from './chat.types.js';
import { messageView, roomMessages, roomViews } from './chat.views.js';

/** The member a documented path or STOMP frame names as the room's: it must be the room's member. */
export interface NamedMember {
  memberNo?: number;
}

export interface Conversation {
  room: ChatRoomData;
  messages: ChatMessageData[];
}

/** A member may watch only their own rooms; the admin (by role) every room. */
export function assertMayWatchMember(viewer: Viewer, ownerNo: number): void {
  if (viewer.no !== ownerNo && !isAdmin(viewer)) throw forbidden();
}

/** `memberNo` is the member a documented path or frame names: it must be the room's member. */
function checkRoom(viewer: Viewer, room: ChatRoom, memberNo?: number): number {
  const ownerNo = room.user.unwrap().no;
  assertMayWatchMember(viewer, ownerNo);
  if (memberNo !== undefined && memberNo !== ownerNo) throw forbidden();
  return ownerNo;
}

async function lockedRoom(em: EntityManager, chatNo: number): Promise<ChatRoom> {
  const room = await em.findOne(ChatRoom, { no: chatNo }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!room) throw notFound();
  return room;
}

function publish(ctx: Context, ownerNo: number, event: Omit<ChatEventData, 'ownerNo'>): void {
  ctx.pubSub.publish(TOPIC.CHAT, ownerNo, { ...event, ownerNo });
  ctx.pubSub.publish(TOPIC.CHAT_ROOMS, { chatNo: event.chatNo });
}

const event = (kind: ChatEventData['kind'], chatNo: number, viewer: Viewer) => ({
  kind,
  chatNo,
  sendAdmin: isAdmin(viewer),
  message: null,
  readNo: null,
  category: null,
});

/** The member's open room with its latest messages, created when there is none (one per member, race-free). */
export async function openChat(ctx: Context, { memberNo }: NamedMember = {}): Promise<Conversation> {
  const viewer = requireViewer(ctx);
  const ownerNo = memberNo ?? viewer.no;
  assertMayWatchMember(viewer, ownerNo);
  if (ownerNo !== viewer.no && !(await ctx.em.count(User, { no: ownerNo, withdrawnAt: null }))) throw notFound();
  const conn = ctx.em.getConnection();
  await conn.execute('insert into chat_room (user_no) values (?) on conflict (user_no) where not closed do nothing', [
    ownerNo,
  ]);
  const [open] = await conn.execute<{ no: number }[]>('select no from chat_room where user_no = ? and not closed', [
    ownerNo,
  ]);
  return conversation(ctx, { chatNo: open!.no });
}

/**
 * The caller's latest room with its latest messages: the open one, else the last one ended (read only, shown after a
 * reload until a new chat is started); null when they never had one. Creates nothing.
 */
export async function latestConversation(ctx: Context): Promise<Conversation | null> {
  const viewer = requireViewer(ctx);
  const [latest] = await ctx.em
    .getConnection()
    .execute<{ no: number }[]>('select no from chat_room where user_no = ? order by closed, no desc limit 1', [
      viewer.no,
    ]);
  return latest ? conversation(ctx, { chatNo: latest.no }) : null;
}

/** A room and its latest messages, for its member or the admin. */
export async function conversation(ctx: Context, { chatNo }: ChatRoomRef): Promise<Conversation> {
  const viewer = requireViewer(ctx);
  const [room] = await roomViews(ctx.em, [chatNo], isAdmin(viewer));
  if (!room) throw notFound();
  assertMayWatchMember(viewer, room.userNo);
  return { room, messages: await roomMessages(ctx.em, chatNo, { size: HISTORY_SIZE }) };
}

/** The member a room belongs to, once the viewer may watch it. */
export async function roomOwner(ctx: Context, { chatNo }: ChatRoomRef): Promise<number> {
  const viewer = requireViewer(ctx);
  const room = await ctx.em.findOne(ChatRoom, { no: chatNo });
  if (!room) throw notFound();
  return checkRoom(viewer, room);
}

/** A window of a room's messages: older pages, or what a reconnecting client missed. */
export async function listMessages(ctx: Context, args: ChatMessagesArgsValue): Promise<ChatMessageData[]> {
  await roomOwner(ctx, args);
  return roomMessages(ctx.em, args.chatNo, args);
}

export async function setCategory(
  ctx: Context,
  { chatNo, category, memberNo }: ChatCategoryInputValue & NamedMember,
): Promise<ChatRoomData> {
  const viewer = requireViewer(ctx);
  const ownerNo = await ctx.em.transactional(async (em) => {
    const room = await lockedRoom(em, chatNo);
    const owner = checkRoom(viewer, room, memberNo);
    if (room.closed) throw conflict(msg('chat.closed'));
    room.category = category;
    return owner;
  });
  publish(ctx, ownerNo, { ...event('CATEGORY', chatNo, viewer), category });
  return (await roomViews(ctx.em, [chatNo], isAdmin(viewer)))[0]!;
}

/** Stores a message (it counts as read by its sender's side), then delivers it on every transport. */
export async function sendMessage(ctx: Context, input: ChatMessageInputValue & NamedMember): Promise<ChatMessageData> {
  const viewer = requireViewer(ctx);
  const admin = isAdmin(viewer);
  if (!admin) await ctx.limits.consume('chatMessage', String(viewer.no));
  const { ownerNo, messageNo } = await ctx.em.transactional(async (em) => {
    const room = await lockedRoom(em, input.chatNo);
    const owner = checkRoom(viewer, room, input.memberNo);
    if (room.closed) throw conflict(msg('chat.closed'));
    if (!room.category) throw badInput(msg('chat.categoryFirst'), 'category');
    let order = null;
    if (input.orderNo) {
      if (admin) throw badInput(msg('chat.cardOnlyMember'), 'orderNo');
      order = await em.findOne(Order, { no: input.orderNo, user: owner });
      if (!order) throw notFound();
    }
    const message = em.create(ChatMessage, {
      room,
      user: em.getReference(User, viewer.no),
      content: input.content,
      sendAdmin: admin,
      order,
    });
    await em.flush();
    room.updatedAt = new Date();
    if (admin) room.adminReadNo = message.no;
    else room.memberReadNo = message.no;
    return { ownerNo: owner, messageNo: message.no };
  });
  const message = await messageView(ctx.em, messageNo);
  publish(ctx, ownerNo, { ...event('MESSAGE', input.chatNo, viewer), message });
  return message;
}

/** Either side ends the chat for both; it cannot be resumed. Ending an ended chat changes nothing. */
export async function endChat(ctx: Context, { chatNo, memberNo }: ChatRoomRef & NamedMember): Promise<ChatRoomData> {
  const viewer = requireViewer(ctx);
  const { ownerNo, changed } = await ctx.em.transactional(async (em) => {
    const room = await lockedRoom(em, chatNo);
    const owner = checkRoom(viewer, room, memberNo);
    const wasOpen = !room.closed;
    room.closed = true;
    return { ownerNo: owner, changed: wasOpen };
  });
  if (changed) publish(ctx, ownerNo, event('CLOSED', chatNo, viewer));
  return (await roomViews(ctx.em, [chatNo], isAdmin(viewer)))[0]!;
}

/** Moves the viewer's side's read mark forward to `upTo` (never back, never past the last message). */
export async function markRead(ctx: Context, { chatNo, upTo }: ChatReadInputValue): Promise<ChatRoomData> {
  const viewer = requireViewer(ctx);
  const admin = isAdmin(viewer);
  const column = admin ? 'admin_read_no' : 'member_read_no';
  const room = await ctx.em.findOne(ChatRoom, { no: chatNo });
  if (!room) throw notFound();
  const ownerNo = checkRoom(viewer, room);
  const [moved] = await ctx.em.getConnection().execute<{ read: number }[]>(
    `update chat_room set ${column} = least(?, (select coalesce(max(no), 0) from chat_message where room_no = ?))
      where no = ? and ${column} < least(?, (select coalesce(max(no), 0) from chat_message where room_no = ?))
      returning ${column} as read`,
    [upTo, chatNo, chatNo, upTo, chatNo],
  );
  if (moved) publish(ctx, ownerNo, { ...event('READ', chatNo, viewer), readNo: moved.read });
  return (await roomViews(ctx.em, [chatNo], admin))[0]!;
}

/** Tells the other side that the viewer is typing; nothing is stored. */
export async function typing(ctx: Context, { chatNo }: ChatRoomRef): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const room = await ctx.em.findOne(ChatRoom, { no: chatNo });
  if (!room) throw notFound();
  const ownerNo = checkRoom(viewer, room);
  if (room.closed) return false;
  if (!isAdmin(viewer)) await ctx.limits.consume('chatTyping', String(viewer.no));
  ctx.pubSub.publish(TOPIC.CHAT, ownerNo, { ...event('TYPING', chatNo, viewer), ownerNo });
  return true;
}

/** The admin's inbox: rooms with a category, in progress or ended, latest activity first. */
export async function adminRooms(ctx: Context, { closed, ...page }: ChatRoomsArgsValue): Promise<Page<ChatRoomData>> {
  const conn = ctx.em.getConnection();
  const [ids, [count]] = await Promise.all([
    conn.execute<{ no: number }[]>(
      `select no from chat_room where closed = ? and category is not null
        order by updated_at desc, no desc limit ? offset ?`,
      [closed, page.size, page.page * page.size],
    ),
    conn.execute<{ n: string }[]>('select count(*) as n from chat_room where closed = ? and category is not null', [
      closed,
    ]),
  ]);
  const rooms = await roomViews(
    ctx.em,
    ids.map((r) => r.no),
    true,
  );
  return toPage(rooms, Number(count!.n), page.page, page.size);
}

/** One room as the admin's list shows it (live updates of the inbox), read afresh: a subscription's context lives long. */
export async function adminRoom(ctx: Context, { chatNo }: ChatRoomRef): Promise<ChatRoomData | null> {
  return (await roomViews(ctx.em.fork(), [chatNo], true))[0] ?? null;
}

/** The shop's messages the member has not read in their open room: the count beside the chat link. */
export async function memberUnread(ctx: Context): Promise<number> {
  const viewer = requireViewer(ctx);
  const [row] = await ctx.em.getConnection().execute<{ n: string }[]>(
    `select count(*) as n from chat_room r join chat_message m on m.room_no = r.no
      where r.user_no = ? and not r.closed and m.send_admin and m.no > r.member_read_no`,
    [viewer.no],
  );
  return Number(row!.n);
}
