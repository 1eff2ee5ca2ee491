import type { Module } from '../../context/module.js';
import { CannedReply } from './canned-reply.entity.js';
import { CannedReplyResolver } from './canned-reply.resolver.js';
import { ChatMessage } from './chat-message.entity.js';
import { ChatRoom } from './chat-room.entity.js';
import { ChatResolver } from './chat.resolver.js';
import { chatRoutes } from './chat.rest.js';

export const chatModule: Module = {
  name: 'chat',
  entities: [ChatRoom, ChatMessage, CannedReply],
  resolvers: [ChatResolver, CannedReplyResolver],
  routes: chatRoutes,
};
