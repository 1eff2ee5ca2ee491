import { createPubSub } from '@graphql-yoga/subscription';
import type { Alert } from '../modules/alert/alert.entity.js';

/** Every subscription topic and its payload, keyed per member so a member hears only their own events. */
export type Topics = {
  ALERT: [userNo: number, payload: Alert];
};

export const TOPIC = { ALERT: 'ALERT' } as const;

export const createTopics = () => createPubSub<Topics>();
export type PubSub = ReturnType<typeof createTopics>;
