import type { Page } from 'playwright-core';
import { MSG } from '../../client/src/lib/messages.js';
import type { TestApp } from '../../server/src/test/harness.js';

/** Resolves when a graphql-ws socket opened from now on sends the bell's subscription. */
export function alertSubscriptionSent(p: Page): Promise<void> {
  return new Promise((resolve) =>
    p.on('websocket', (ws) => ws.on('framesent', (f) => String(f.payload).includes('alertReceived') && resolve())),
  );
}

/**
 * Resolves when a graphql-ws socket opened from now on has sent the bell's subscription and `app` has started it:
 * from then on an alert reaches the page.
 */
export function alertSubscriptionStarted(p: Page, app: TestApp): Promise<void> {
  const answered = new Set<string>();
  let sent: string | undefined;
  return new Promise((resolve) => {
    const onAnswered = (id: string) => {
      answered.add(id);
      if (id !== sent) return;
      app.app.realtime.events.off('answered', onAnswered);
      resolve();
    };
    app.app.realtime.events.on('answered', onAnswered);
    p.on('websocket', (ws) =>
      ws.on('framesent', (f) => {
        const message = JSON.parse(String(f.payload)) as { id?: string; type: string; payload?: { query?: string } };
        if (sent || message.type !== 'subscribe' || !message.payload?.query?.includes('alertReceived')) return;
        sent = message.id;
        if (answered.has(sent!)) onAnswered(sent!);
      }),
    );
  });
}

export const bell = (p: Page, unread: boolean) =>
  p.getByRole('button', { name: unread ? MSG.alert.bellUnread : MSG.alert.bell, exact: true });
