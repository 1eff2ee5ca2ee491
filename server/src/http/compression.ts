import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * gzip for the clients that ask for an encoding (browsers always do). A client that accepts none would get the
 * answer as it is anyway, so it skips compression's response wrapping and its per-request negotiation; its answer
 * then carries no `Vary: Accept-Encoding`, which is safe (an unencoded answer suits every client).
 */
export function compressWhenAccepted(): RequestHandler {
  const compress = compression();
  return (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next());
}
