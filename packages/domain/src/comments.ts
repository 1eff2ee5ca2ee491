import { z } from 'zod';
import { issue } from './keys.js';

/**
 * Comments' rule, shared by the server and the post page; its texts live with the posts' (no zod for a page that
 * only shows them). A module of its own: the first page load carries the whole of messages.ts and rules.ts, and none
 * of this.
 */
export { COMMENT_MSG } from './posts.js';

/** Characters as a person counts them (and as PostgreSQL's varchar does): an emoji is one, not two. */
export const textLength = (text: string): number => [...text].length;

/** Spec §5 and §9: a comment (or reply) is 1–100 characters, trimmed; blank is refused. */
export const COMMENT_MAX = 100;
export const commentContentSchema = z
  .string({ error: issue('comment.contentRequired') })
  .trim()
  .min(1, issue('comment.contentRequired'))
  .refine((text) => textLength(text) <= COMMENT_MAX, issue('comment.contentTooLong'));
