import { createPubSub } from '@graphql-yoga/subscription';
import type { AlertCategory } from './enums.js';

/** What a subscriber receives of an alert: plain data, the fields of the Alert type. */
export interface AlertMessage {
  no: number;
  category: AlertCategory;
  content: string;
  path: string | null;
  isRead: boolean;
  date: Date;
}

/** Every subscription topic and its payload, keyed per member so a member hears only their own events. */
export type Topics = {
  ALERT: [userNo: number, payload: AlertMessage];
};

export const TOPIC = { ALERT: 'ALERT' } as const;

export const createTopics = () => createPubSub<Topics>();
export type PubSub = ReturnType<typeof createTopics>;
