import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import { badInput } from '../common/errors.js';
import { MSG } from '../common/messages.js';
import type { Context } from '../context/context.js';
import { requireAuthor, requirePolicy, requireReader } from '../context/policy.js';
import { readMultipart } from './multipart.js';
import { declareShimRead } from './response-cache/declared-reads.js';
import { EMPTY_SCHEMA, Reply, type AnyRoute } from './route.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the context middleware for every /api and /graphql request. */
    ctx: Context;
  }
}

/** Parses one part of a request; the first problem answers 400 with the route's or the schema's message. */
function parsePart(schema: z.ZodType, value: unknown, fallback: string): unknown {
  const result = schema.safeParse(value ?? {}, { error: () => fallback });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badInput(issue?.message ?? fallback, issue?.path.map(String).join('.') || undefined);
}

function send(res: Response, out: unknown): void {
  const reply = out instanceof Reply ? out : new Reply(200, out);
  res.status(reply.status);
  if (typeof reply.body === 'string') res.type('text/plain; charset=utf-8').send(reply.body);
  else res.json(reply.body);
}

/** Runs one table entry: policy first (before any upload is read), then the schemas, ownership, the service call. */
async function run(r: AnyRoute, req: Request, res: Response, maxUpload: number): Promise<void> {
  const ctx = req.ctx;
  requirePolicy(r.policy, ctx.viewer);
  const message = r.badInputMessage ?? MSG.common.badInput;
  const upload = r.multipart ? await readMultipart(req, res, r.multipart, maxUpload) : null;
  const input = {
    params: parsePart(r.params ?? EMPTY_SCHEMA, req.params, message),
    query: parsePart(r.query ?? EMPTY_SCHEMA, req.query, message),
    body: parsePart(r.body ?? EMPTY_SCHEMA, upload ? upload.json : req.body, message),
  };
  const readerNo = r.reader?.(input);
  if (readerNo !== undefined) requireReader(ctx, readerNo);
  if (r.author) requireAuthor(ctx, r.author(input));
  declareShimRead(r);
  send(res, await r.handle({ ...input, ctx, file: upload?.file ?? null, header: (name) => req.get(name) }));
}

/** The Express router of the whole shim table. */
export function restRouter(routes: AnyRoute[], maxUpload: number): Router {
  const router = Router();
  for (const r of routes) {
    const method = r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](r.path, (req, res) => run(r, req, res, maxUpload));
  }
  return router;
}
