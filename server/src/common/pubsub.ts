import { createPubSub, type PubSubEventTarget } from '@graphql-yoga/subscription';
import type { MessageArg } from '@scene-shop/domain';
import type { AlertCategory, ChatCategory, OrderState } from './enums.js';

/**
 * Payloads cross instances as JSON through PostgreSQL NOTIFY, so they are plain data with dates as ISO strings (the
 * GraphQL date scalar serialises those as it does Dates).
 */

/** What an alert says: its Korean text and, when the shop wrote it from its catalogue, the key and arguments. */
export interface AlertText {
  content: string;
  messageKey: string | null;
  messageArgs: MessageArg[] | null;
}

/**
 * What a subscriber receives of an alert: the fields of the Alert type, and the language of the member it is for
 * (the content is shown in it).
 */
export interface AlertMessage extends AlertText {
  no: number;
  category: AlertCategory;
  path: string | null;
  isRead: boolean;
  date: string;
  memberLanguage: string | null;
}

/**
 * One alert stored for many members at once (a broadcast, the scrappers of a character): one event for all of them,
 * and each subscription looks up its own member's row by the event key (batched per instance).
 */
export interface BroadcastAlert extends AlertText {
  eventKey: string;
  category: AlertCategory;
  path: string | null;
  date: string;
}

/** The order a member attached to a chat message, as the card both sides see. */
export interface ChatOrderCardData {
  no: number;
  state: OrderState;
  price: number;
  date: string;
  productName: string;
  productCount: number;
}

export interface ChatMessageData {
  no: number;
  chatNo: number;
  userNo: number;
  content: string;
  sendAdmin: boolean;
  date: string;
  order: ChatOrderCardData | null;
}

export type ChatEventKind = 'MESSAGE' | 'TYPING' | 'READ' | 'CATEGORY' | 'CLOSED';

/** Something that happened in one room; `sendAdmin` tells which side did it. */
export interface ChatEventData {
  kind: ChatEventKind;
  chatNo: number;
  /** The member the room belongs to: the STOMP destination `/sub/chat/room/1_{ownerNo}`. */
  ownerNo: number;
  sendAdmin: boolean;
  message: ChatMessageData | null;
  /** READ: the last message number the acting side has read. */
  readNo: number | null;
  category: ChatCategory | null;
}

/** Every subscription topic and its payload, keyed per member where only that member (and the admin) may hear it. */
export type Topics = {
  ALERT: [userNo: number, payload: AlertMessage];
  ALERT_ALL: [payload: BroadcastAlert];
  CHAT: [ownerNo: number, payload: ChatEventData];
  /** A room changed (created, category, message, read, closed): the admin's room list refreshes that row. */
  CHAT_ROOMS: [payload: { chatNo: number }];
};

export const TOPIC = { ALERT: 'ALERT', ALERT_ALL: 'ALERT_ALL', CHAT: 'CHAT', CHAT_ROOMS: 'CHAT_ROOMS' } as const;

/** Without an event target (schema emission, unit tests) events stay in this process. */
export const createTopics = (eventTarget?: PubSubEventTarget<Topics>) => createPubSub<Topics>({ eventTarget });
export type PubSub = ReturnType<typeof createTopics>;
