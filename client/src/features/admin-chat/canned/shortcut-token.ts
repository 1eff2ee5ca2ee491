import type { CannedRepliesQuery } from '../../../gql/graphql';

export type CannedReply = CannedRepliesQuery['cannedReplies'][number];

/** The `/word` being typed: from its slash to the caret. */
export interface ShortcutToken {
  start: number;
  end: number;
  query: string;
}

/** How many matches the picker offers at once. */
export const PICKER_SIZE = 8;

/** The `/shortcut` right before the caret, when it starts the text or follows a space (so a URL's slash is none). */
export function shortcutToken(text: string, caret: number): ShortcutToken | null {
  const match = /(?:^|\s)\/([\p{L}\p{N}_-]*)$/u.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1]!;
  return { start: caret - query.length - 1, end: caret, query };
}

/** Replies whose shortcut starts with the query first, then those that contain it; case does not matter. */
export function matchingReplies(replies: readonly CannedReply[], query: string): CannedReply[] {
  const q = query.toLowerCase();
  const starts = replies.filter((r) => r.shortcut.toLowerCase().startsWith(q));
  const contains = replies.filter((r) => !starts.includes(r) && r.shortcut.toLowerCase().includes(q));
  return [...starts, ...contains].slice(0, PICKER_SIZE);
}
