import { pino } from 'pino';
import { OutboxRecovery } from '../common/outbox-recovery.js';
import type { TestApp } from './harness.js';

/**
 * An instance's outbox recovery taking every row at once, however young: what the app's own loop does 5 s later,
 * called when a test wants it (a failed delivery retried, a crash's events delivered).
 */
export const recoveryNow = (app: TestApp) =>
  new OutboxRecovery(app.app.services.events, app.app.orm, pino({ level: 'silent' }), {
    olderThanMs: 0,
    everyMs: 60_000,
  });
