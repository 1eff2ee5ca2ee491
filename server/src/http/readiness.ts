import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';

/** A balancer's probe gives up after a second or two: a database slower than this counts as away. */
const ANSWER_WITHIN_MS = 1000;

/**
 * GET /readyz: 200 while PostgreSQL answers, 503 at once when it does not (refused, shutting down, or no answer
 * within a second), so a balancer stops sending requests this instance would only answer with 503.
 */
export function readiness(orm: MikroORM): RequestHandler {
  return async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in time')), ANSWER_WITHIN_MS);
    });
    try {
      await Promise.race([orm.em.getConnection().execute('select 1'), late]);
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  };
}
