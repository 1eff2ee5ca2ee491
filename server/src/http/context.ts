import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import type { Context, Services } from '../context/context.js';
import type { Viewer } from '../context/policy.js';
import { tokenFromHeader, verifyToken, type VerifiedClaims } from '../context/token.js';
import { createLoaders, findViewer } from '../modules/index.js';

export type MakeContext = (authorization: unknown, requestId: string, ip: string) => Promise<Context>;

/**
 * Runs the database's lookup of a verified token's viewer (`find`); the response cache wraps it to remember the
 * answer for its front door, under the request's Authorization header.
 */
export type ViewerLookup = (
  authorization: string,
  claims: VerifiedClaims,
  find: () => Promise<Viewer | null>,
) => Promise<Viewer | null>;

const lookUpDirectly: ViewerLookup = (_authorization, _claims, find) => find();

/** One context per HTTP request and per subscription operation: its own EntityManager, viewer and loaders. */
export function contextFactory(services: Services, orm: MikroORM, lookup = lookUpDirectly): MakeContext {
  return async (authorization, requestId, ip) => {
    const em = orm.em.fork();
    const claims = verifyToken(services.config, tokenFromHeader(authorization));
    const viewer = claims ? await lookup(String(authorization), claims, () => findViewer(em, claims)) : null;
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
