import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import type { Context, Services } from '../context/context.js';
import { tokenFromHeader, verifyToken } from '../context/token.js';
import { createLoaders, findViewer } from '../modules/index.js';

export type MakeContext = (authorization: unknown, requestId: string, ip: string) => Promise<Context>;

/** One context per HTTP request and per subscription operation: its own EntityManager, viewer and loaders. */
export function contextFactory(services: Services, orm: MikroORM): MakeContext {
  return async (authorization, requestId, ip) => {
    const em = orm.em.fork();
    const claims = verifyToken(services.config, tokenFromHeader(authorization));
    const viewer = claims ? await findViewer(em, claims) : null;
    return { ...services, em, viewer, requestId, ip, loaders: createLoaders(em, viewer) };
  };
}

/** Builds the request's context before anything reads its body, so uploads can be refused before they are read. */
export const attachContext =
  (make: MakeContext): RequestHandler =>
  async (req, _res, next) => {
    req.ctx = await make(req.headers.authorization, String(req.id), req.ip ?? '');
    next();
  };
