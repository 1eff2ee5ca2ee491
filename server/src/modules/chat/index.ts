import type { Module } from '../module.js';
import { ChatMessage } from './chat-message.entity.js';
import { ChatRoom } from './chat-room.entity.js';

export const chatModule: Module = { name: 'chat', entities: [ChatRoom, ChatMessage] };
