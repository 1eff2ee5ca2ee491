import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** The caller's X-Request-Id when it is a plain token, else a new one; echoed in the answer. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * Request logging with an id per request (echoed as X-Request-Id) and without credentials. pino-http writes its line
 * at `info`; when that level is off (production runs at `warn`) it would still build a child logger with the
 * serialised request for every request, so then only the id is set and `req.log` is built on first use (an error).
 */
export function requestLog(logger: Logger): RequestHandler {
  const logged = pinoHttp({
    logger,
    genReqId: requestId,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
  });
  if (logger.isLevelEnabled('info')) return logged;
  const base = logged.logger;
  return (req, res, next) => {
    req.id = requestId(req, res);
    let log: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: true,
      get: () => (log ??= base.child({ req })),
    });
    next();
  };
}
