import { z } from 'zod';
import { MSG } from '../../../lib/messages';

/** The server's rules (CannedReplyInput): a shortcut of 1–20 letters, digits, - and _; content up to 1000. */
export const SHORTCUT_RULE = /^[\p{L}\p{N}_-]{1,20}$/u;
export const CANNED_CONTENT_MAX = 1000;

export const cannedReplySchema = z.strictObject({
  // It is typed after a '/', so a '/' typed here too is not part of it.
  shortcut: z
    .string()
    .transform((v) => v.trim().replace(/^\//, ''))
    .pipe(
      z
        .string()
        .min(1, { error: () => MSG.adminChat.canned.shortcutRequired })
        .regex(SHORTCUT_RULE, { error: () => MSG.adminChat.canned.shortcutRule }),
    ),
  content: z
    .string()
    .trim()
    .min(1, { error: () => MSG.adminChat.canned.contentRequired })
    .max(CANNED_CONTENT_MAX, { error: () => MSG.adminChat.canned.contentTooLong(CANNED_CONTENT_MAX) }),
});

export type CannedReplyValues = z.input<typeof cannedReplySchema>;
