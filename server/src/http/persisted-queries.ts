import { createHash } from 'node:crypto';
import { msg } from '@scene-shop/domain';
import type { Request, RequestHandler } from 'express';
import { AppError } from '../common/errors.js';

/** A request's `query` and `extensions.persistedQuery`, from a JSON (or multipart) body or a GET's parameters. */
function persistedQueryOf(req: Request): { query: unknown; version: unknown; sha256Hash: unknown } | null {
  const params: unknown = req.method === 'GET' ? req.query : req.body;
  if (typeof params !== 'object' || params === null) return null;
  const { query, extensions } = params as { query?: unknown; extensions?: unknown };
  let parsed = extensions;
  if (typeof extensions === 'string') {
    try {
      parsed = JSON.parse(extensions);
    } catch {
      return null; // Apollo answers a malformed parameter itself.
    }
  }
  const persisted = (parsed as { persistedQuery?: unknown } | null | undefined)?.persistedQuery;
  if (typeof persisted !== 'object' || persisted === null) return null;
  const { version, sha256Hash } = persisted as { version?: unknown; sha256Hash?: unknown };
  return { query, version, sha256Hash };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Automatic persisted queries (Apollo's protocol, on by default): Apollo answers a registration whose hash is not its
 * query's, and another version of the protocol, with errors that carry no code, which read as the server's fault.
 * Both are the client's: refused here with 400, the code Apollo's router gives a wrong hash, and a catalogue message.
 */
export const persistedQueryCheck: RequestHandler = (req, _res, next) => {
  const persisted = persistedQueryOf(req);
  if (!persisted) return next();
  if (persisted.version !== 1) return next(new AppError('BAD_REQUEST', msg('graphql.persistedQueryVersion')));
  if (typeof persisted.query === 'string' && sha256(persisted.query) !== persisted.sha256Hash) {
    return next(new AppError('PERSISTED_QUERY_HASH_MISMATCH', msg('graphql.persistedQueryMismatch')));
  }
  next();
};
