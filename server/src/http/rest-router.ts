import { Router, type Request, type Response } from 'express';
import { msg, type Message } from '@scene-shop/domain';
import type { z } from 'zod';
import { brokeRule, inputError } from '../common/input.js';
import type { Context } from '../context/context.js';
import { requireAuthor, requirePolicy, requireReader } from '../context/policy.js';
import { readMultipart } from './multipart.js';
import { declareShimRead } from './response-cache/declared-reads.js';
import { EMPTY_SCHEMA, Reply, type AnyRoute } from '../context/route.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the context middleware for every /api and /graphql request. */
    ctx: Context;
  }
}

/** Parses one part of a request: its value, or the first problem with the schema's or the route's message. */
function parsePart(schema: z.ZodType, value: unknown, fallback: Message) {
  const result = schema.safeParse(value ?? {});
  if (result.success) return { value: result.data as unknown };
  return { error: inputError(result.error, { fallback }), brokeRule: brokeRule(result.error) };
}

const valueOf = (part: ReturnType<typeof parsePart>): unknown => {
  if (part.error) throw part.error;
  return part.value;
};

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
  const message = r.badInputMessage ?? msg('common.badInput');
  const upload = r.multipart ? await readMultipart(req, res, r.multipart, maxUpload) : null;
  const params = valueOf(parsePart(r.params ?? EMPTY_SCHEMA, req.params, message));
  const query = valueOf(parsePart(r.query ?? EMPTY_SCHEMA, req.query, message));
  const body = parsePart(r.body ?? EMPTY_SCHEMA, upload ? upload.json : req.body, message);
  if (body.error && body.brokeRule && r.onRuleBroken) return send(res, r.onRuleBroken(body.error));
  const input = { params, query, body: valueOf(body) };
  const readerNo = r.reader?.(input);
  if (readerNo !== undefined) requireReader(ctx, readerNo);
  if (r.author) requireAuthor(ctx, r.author(input));
  declareShimRead(r);
  send(
    res,
    await r.handle({
      ...input,
      ctx,
      file: upload?.file ?? null,
      files: upload?.files ?? [],
      header: (name) => req.get(name),
    }),
  );
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
