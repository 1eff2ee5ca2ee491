import { chatMemberRoom, chatMessagesArgs, chatRoomRef, chatRoomsArgs } from '@scene-shop/domain';
import { z } from 'zod';
import { ChatCategory } from '../../common/enums.js';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import * as chat from './chat.service.js';

/** The documented category in a path: its Korean value (상품문의) or its name (PRODUCT), as the domain reads it. */
const categoryByName = (params: unknown) => {
  const { category, ...rest } = params as { category?: unknown };
  const byName = typeof category === 'string' && Object.hasOwn(ChatCategory, category);
  return { ...rest, category: byName ? ChatCategory[category as keyof typeof ChatCategory] : category };
};

const roomJson = (room: Awaited<ReturnType<typeof chat.setCategory>>) => ({ ...room });

/** The support chat's documented calls (§7); the live part is the STOMP endpoint /ws and graphql-ws. */
export const chatRoutes = [
  route({
    method: 'GET',
    path: '/api/chat/user/:userNo',
    policy: 'member',
    params: fromText(chatMemberRoom.pick({ userNo: true })),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => {
      const { room, messages } = await chat.openChat(ctx, { memberNo: params.userNo });
      return { chatNo: roomJson(room), chats: messages };
    },
  }),
  route({
    method: 'PUT',
    path: '/api/chat/user/:userNo/:chatNo',
    policy: 'member',
    params: fromText(chatMemberRoom),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => {
      await chat.endChat(ctx, { chatNo: params.chatNo, memberNo: params.userNo });
      return { result: true };
    },
  }),
  route({
    method: 'PUT',
    path: '/api/chat/user/:userNo/:chatNo/:category',
    policy: 'member',
    params: z.preprocess(categoryByName, fromText(chatMemberRoom.extend({ category: z.enum(ChatCategory) }))),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => {
      await chat.setCategory(ctx, { chatNo: params.chatNo, category: params.category, memberNo: params.userNo });
      return { result: true };
    },
  }),
  /** Polled every 5 s by old clients: rooms in progress then ended, latest activity first. */
  route({
    method: 'GET',
    path: '/api/chat/admin',
    policy: 'admin',
    query: fromText(chatRoomsArgs.partial({ closed: true }), { sort: true, defaults: { size: 100 } }),
    handle: async ({ ctx, query }) => {
      const { closed, ...page } = query;
      if (closed !== undefined) return (await chat.adminRooms(ctx, { closed, ...page })).content;
      const [open, ended] = await Promise.all([
        chat.adminRooms(ctx, { closed: false, ...page }),
        chat.adminRooms(ctx, { closed: true, ...page }),
      ]);
      return [...open.content, ...ended.content];
    },
  }),
  route({
    method: 'GET',
    path: '/api/chat/admin/:chatNo',
    policy: 'admin',
    params: fromText(chatRoomRef),
    query: fromText(chatMessagesArgs.pick({ after: true, before: true })),
    handle: ({ ctx, params, query }) => chat.listMessages(ctx, { ...params, ...query, size: 100 }),
  }),
];
