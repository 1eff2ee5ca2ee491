import type { Page } from 'playwright-core';
import { MSG } from '../../client/src/lib/messages.js';

/** Resolves when a graphql-ws socket opened from now on sends the bell's subscription. */
export function alertSubscriptionSent(p: Page): Promise<void> {
  return new Promise((resolve) =>
    p.on('websocket', (ws) => ws.on('framesent', (f) => String(f.payload).includes('alertReceived') && resolve())),
  );
}

export const bell = (p: Page, unread: boolean) =>
  p.getByRole('button', { name: unread ? MSG.alert.bellUnread : MSG.alert.bell, exact: true });
