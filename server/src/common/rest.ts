import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError, badInput } from './errors.js';
import { MSG } from './messages.js';
import { MAX_PAGE_SIZE, type PageArgs } from './paging.js';
import { requireSelfOrAdmin } from '../context/auth-checker.js';
import type { Context } from '../context/context.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the context middleware for every /api request. */
    ctx: Context;
  }
}

/** A shim handler: reads the request, calls the same service as the GraphQL field, returns the documented JSON. */
export function handle(fn: (req: Request, ctx: Context) => Promise<unknown>): RequestHandler {
  return async (req, res) => {
    const body = await fn(req, req.ctx);
    if (typeof body === 'string') res.type('text/plain; charset=utf-8').send(body);
    else res.json(body);
  };
}

export function intParam(value: unknown, name: string): number {
  const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n)) throw badInput(MSG.common.badInput, name);
  return n;
}

/** Spring-style paging: zero-based page, size capped. */
export function pageQuery(query: Request['query'], defaultSize: number): PageArgs {
  const page = query.page === undefined ? 0 : intParam(query.page, 'page');
  const size = query.size === undefined ? defaultSize : intParam(query.size, 'size');
  if (page < 0) throw badInput(MSG.common.badInput, 'page');
  if (size < 1 || size > MAX_PAGE_SIZE) throw badInput(MSG.common.badInput, 'size');
  return { page, size };
}

/** Expected failures answer their status and message; anything else is logged and answered without internals. */
export function restErrorHandler(err: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(err);
  if (err instanceof AppError) {
    res.status(err.status).json({ code: err.code, message: err.message, field: err.field ?? null });
    return;
  }
  const status = (err as { status?: number; type?: string }).status;
  if (status && status >= 400 && status < 500) {
    res.status(status).json({ code: 'BAD_USER_INPUT', message: MSG.common.badInput, field: null });
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ code: 'INTERNAL_SERVER_ERROR', message: MSG.common.serverError, field: null });
}

/** A member number named by the path, query or body: it must be the caller's own, unless the caller is the admin. */
export function ownMemberNo(ctx: Context, value: unknown, name = 'userNo'): number {
  const no = typeof value === 'number' ? value : intParam(value, name);
  if (!Number.isSafeInteger(no)) throw badInput(MSG.common.badInput, name);
  requireSelfOrAdmin(ctx, no);
  return no;
}
