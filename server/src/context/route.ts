import type { Readable } from 'node:stream';
import type { Message } from '@scene-shop/domain';
import type { AppError } from '../common/errors.js';
import { z } from 'zod';
import type { CacheRead } from '../common/cache-read.js';
import type { Context } from './context.js';
import type { Policy } from './policy.js';

type Schema = z.ZodType;

/**
 * One JSON (or `text`) part, or several plain form `fields`; and one optional file part (up to `maxFiles` parts of
 * that name where a route takes several, e.g. a claim's photos).
 */
export type MultipartParts =
  { json: string; file: string; text?: boolean; maxFiles?: number } | { fields: string[]; file: string };
const EMPTY = z.strictObject({});
type Empty = typeof EMPTY;

export interface Parsed<P extends Schema, Q extends Schema, B extends Schema> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
}

/**
 * One documented REST shim: who may call it, strict schemas for its path, query and body, the one service call and
 * the mapping to the documented JSON. Unknown keys are refused everywhere; a bad value answers 400 and changes nothing.
 */
export interface Route<P extends Schema = Empty, Q extends Schema = Empty, B extends Schema = Empty> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  policy: Policy;
  params?: P;
  query?: Q;
  /** For a multipart route, the schema of its JSON part. */
  body?: B;
  /**
   * A multipart body: one JSON part and one optional file part, read only after the policy allowed the caller.
   * With `text`, the named part is a plain form value instead, handed to `body` as `{ [json]: value }`; with
   * `fields`, any of those plain form values (none required) are handed to `body` as an object of texts.
   */
  multipart?: MultipartParts;
  /** The member whose data is read: the caller, or any member for the admin. */
  reader?: (input: Parsed<P, Q, B>) => number | undefined;
  /** The member named as the one who writes: it must be the caller, for the admin too. */
  author?: (input: Parsed<P, Q, B>) => number | undefined;
  /**
   * A GET whose answers the response cache may keep: what it reads (common/cache-read.ts). Kept for everyone when
   * the policy is `anyone` and the handler did not look at the viewer, else per member.
   */
  cache?: Omit<CacheRead, 'scope'>;
  /** The message for a bad value where the spec has one (else the catalogue's 'check your input'). */
  badInputMessage?: Message;
  /**
   * The documented answer (status 200) to a body that breaks one of its schema's rules, for the shims whose spec
   * answers `isSuccess: false` with the message; a malformed body still answers 400.
   */
  onRuleBroken?: (error: AppError) => unknown;
  /** `header` reads a request header, for the few shims whose documented call carries something there. */
  handle(
    input: Parsed<P, Q, B> & {
      ctx: Context;
      file: Readable | null;
      /** Every file part, in order (at most the route's `maxFiles`). */
      files: Readable[];
      header(name: string): string | undefined;
    },
  ): Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table holds routes of every shape
export type AnyRoute = Route<any, any, any>;

/** Declares a table entry; the generics come from the schemas, so the handler sees parsed, typed input. */
export function route<P extends Schema = Empty, Q extends Schema = Empty, B extends Schema = Empty>(
  def: Route<P, Q, B>,
): AnyRoute {
  return def as AnyRoute;
}

/** An answer with its own status (most shims answer 200 with their JSON). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export const EMPTY_SCHEMA: Schema = EMPTY;
