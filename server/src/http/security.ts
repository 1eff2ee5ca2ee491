import type http from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Time limits of the HTTP server, so a client that never finishes its headers or body cannot hold a socket: the
 * whole request within REQUEST_TIMEOUT_MS (30 s), headers within 10 s of it, idle keep-alive sockets closed after 5 s.
 */
export function serverOptions(requestTimeoutMs: number): http.ServerOptions {
  return {
    headersTimeout: Math.min(10_000, requestTimeoutMs),
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: 5_000,
    // Node checks the two timeouts above on this interval (30 s by default).
    connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs),
  };
}

/**
 * Security headers for every answer (helmet): a Content-Security-Policy under which the client and the bundled
 * playground run (GraphiQL's editor injects its styles and runs web workers from our origin), no framing, no
 * sniffing, no referrer beyond the origin. `imageOrigins` are the outside image hosts the console previews (the
 * show-info provider's posters before a show is registered; once registered, our own copy is shown).
 */
const helmetHeaders = (imageOrigins: string[]): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });

/**
 * helmet's headers, worked out once: they depend on nothing in the request, so helmet runs once against a recording
 * response and every answer gets the recorded headers (helmet's dozen middlewares per request cost measurable CPU).
 */
export function securityHeaders(imageOrigins: string[] = []): RequestHandler {
  const headers = new Map<string, string | number | readonly string[]>();
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name, value),
    removeHeader: (name: string) => void removed.push(name),
  };
  let failed: unknown = null;
  helmetHeaders(imageOrigins)(
    {} as Parameters<RequestHandler>[0],
    recorder as unknown as Parameters<RequestHandler>[1],
    (err?: unknown) => void (failed = err ?? null),
  );
  if (failed) throw failed;
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

/** Answers that depend on who asks are never stored by browsers or proxies. */
export const noStoreWhenPersonal: RequestHandler = (req, res, next) => {
  if (req.headers.authorization) res.setHeader('Cache-Control', 'no-store');
  else res.setHeader('Cache-Control', 'no-cache');
  next();
};

/**
 * Headers for every stored or generated file: never sniffed into another type and, even opened directly, unable
 * to run script or load anything in the shop's origin.
 */
export const uploadedFileHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader(
    'Content-Security-Policy',
    "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
  );
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  next();
};
