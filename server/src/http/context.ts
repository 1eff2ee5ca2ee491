import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import type { Context, Loaders, MakeContext, Services } from '../context/context.js';
import type { ViewerOf } from '../context/module.js';
import { requestLanguage } from '../context/language.js';
import type { Viewer } from '../context/policy.js';
import { tokenFromHeader, verifyToken, type TokenClaims, type VerifiedClaims } from '../context/token.js';

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

/** What a request's context takes from the modules; the composition root (app.ts) hands it in. */
export interface ContextParts {
  /** The viewer a verified token names, or null when the account is gone or the token outdated. */
  findViewer: (em: EntityManager, claims: TokenClaims) => Promise<Viewer | null>;
  /** Every module's batch loaders for one request. */
  createLoaders: (em: EntityManager, viewerOf: ViewerOf) => Loaders;
}

/** One context per HTTP request and per subscription operation: its own EntityManager, viewer and loaders. */
export function contextFactory(
  services: Services,
  orm: MikroORM,
  { findViewer, createLoaders }: ContextParts,
  lookup = lookUpDirectly,
): MakeContext {
  return async (authorization, requestId, ip, acceptLanguage) => {
    const em = orm.em.fork();
    const claims = verifyToken(services.config, tokenFromHeader(authorization));
    const viewer = claims ? await lookup(String(authorization), claims, () => findViewer(em, claims)) : null;
    const language = requestLanguage(acceptLanguage);
    // The loaders ask the context for its viewer: a read the response cache watches (request-scope.ts).
    const ctx: Context = {
      ...services,
      em,
      viewer,
      requestId,
      ip,
      language,
      loaders: createLoaders(em, () => ctx.viewer),
    };
    return ctx;
  };
}

/** Builds the request's context before anything reads its body, so uploads can be refused before they are read. */
export const attachContext =
  (make: MakeContext): RequestHandler =>
  async (req, _res, next) => {
    req.ctx = await make(req.headers.authorization, String(req.id), req.ip ?? '', req.headers['accept-language']);
    next();
  };
