import { z } from 'zod';
import { ChatCategory } from '../../common/enums.js';
import { idText, pageQuery } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import * as chat from './chat.service.js';

const memberRoom = z.strictObject({ userNo: idText(), chatNo: idText() });

/** The documented category in a path: its Korean value (상품문의) or its name (PRODUCT). */
const categoryText = z
  .string()
  .transform((v) =>
    (Object.values(ChatCategory) as string[]).includes(v) ? v : ChatCategory[v as keyof typeof ChatCategory],
  )
  .pipe(z.enum(ChatCategory));

const roomJson = (room: Awaited<ReturnType<typeof chat.setCategory>>) => ({ ...room });

/** The support chat's documented calls (§7); the live part is the STOMP endpoint /ws and graphql-ws. */
export const chatRoutes = [
  route({
    method: 'GET',
    path: '/api/chat/user/:userNo',
    policy: 'member',
    params: z.strictObject({ userNo: idText() }),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => {
      const { room, messages } = await chat.openChat(ctx, params.userNo);
      return { chatNo: roomJson(room), chats: messages };
    },
  }),
  route({
    method: 'PUT',
    path: '/api/chat/user/:userNo/:chatNo',
    policy: 'member',
    params: memberRoom,
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => {
      await chat.endChat(ctx, params.chatNo, params.userNo);
      return { result: true };
    },
  }),
  route({
    method: 'PUT',
    path: '/api/chat/user/:userNo/:chatNo/:category',
    policy: 'member',
    params: memberRoom.extend({ category: categoryText }),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => {
      await chat.setCategory(ctx, params.chatNo, params.category, params.userNo);
      return { result: true };
    },
  }),
  /** Polled every 5 s by old clients: rooms in progress then ended, latest activity first. */
  route({
    method: 'GET',
    path: '/api/chat/admin',
    policy: 'admin',
    query: z.strictObject({ closed: z.enum(['true', 'false']).optional(), ...pageQuery(100) }),
    handle: async ({ ctx, query }) => {
      const page = { page: query.page, size: query.size };
      if (query.closed) return (await chat.adminRooms(ctx, query.closed === 'true', page)).content;
      const [open, ended] = await Promise.all([chat.adminRooms(ctx, false, page), chat.adminRooms(ctx, true, page)]);
      return [...open.content, ...ended.content];
    },
  }),
  route({
    method: 'GET',
    path: '/api/chat/admin/:chatNo',
    policy: 'admin',
    params: z.strictObject({ chatNo: idText() }),
    query: z.strictObject({ after: idText().optional(), before: idText().optional() }),
    handle: ({ ctx, params, query }) =>
      chat.listMessages(ctx, params.chatNo, { after: query.after, before: query.before, size: 100 }),
  }),
];
