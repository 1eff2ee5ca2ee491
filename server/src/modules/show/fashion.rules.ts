import { type Message, msg } from '@scene-shop/domain';
import { badInput } from '../../common/errors.js';
import { TERM_MAX } from '../../common/search-terms.js';

/** Column lengths (show.title, character.actor_name and name, item.name and path). */
export const TITLE_MAX = 100;
export const ACTOR_MAX = 50;
export const ITEM_NAME_MAX = 100;
export const PATH_MAX = 500;

/** Stored character names end with this, as the seeds and the original data write them ('백현우 역'). */
export const CHARACTER_SUFFIX = ' 역';
export const CHARACTER_MAX = 50 - CHARACTER_SUFFIX.length;

/** Trimmed text of 1..max characters, else the field's message; a NUL (which PostgreSQL cannot hold) is refused. */
function required(value: string | null | undefined, max: number, field: string, missing: Message, tooLong: Message) {
  if (value?.includes('\0')) throw badInput(msg('common.badInput'), field);
  const trimmed = (value ?? '').trim();
  if (!trimmed) throw badInput(missing, field);
  if (trimmed.length > max) throw badInput(tooLong, field);
  return trimmed;
}

/** A search term, trimmed: at most 50 characters and no NUL; blank means none. */
export function searchText(term: string | null | undefined, field = 'term'): string {
  if (term?.includes('\0') || (term?.length ?? 0) > TERM_MAX) throw badInput(msg('common.badInput'), field);
  return (term ?? '').trim();
}

export const checkTitle = (title: string | null | undefined, field = 'title') =>
  required(title, TITLE_MAX, field, msg('adminFashion.titleRequired'), msg('adminFashion.titleTooLong'));

export const checkActor = (actor: string | null | undefined, field = 'actor') =>
  required(actor, ACTOR_MAX, field, msg('adminFashion.actorRequired'), msg('adminFashion.actorTooLong'));

/** The character's name as stored: with the suffix, added once (a name typed with it keeps it). */
export function characterName(name: string | null | undefined, field = 'character'): string {
  const bare = (name ?? '').trim().replace(/(^|\s+)역$/, '');
  return `${required(bare, CHARACTER_MAX, field, msg('adminFashion.characterRequired'), msg('adminFashion.characterTooLong'))}${CHARACTER_SUFFIX}`;
}

export const checkItemName = (name: string | null | undefined, field = 'name') =>
  required(name, ITEM_NAME_MAX, field, msg('adminFashion.itemNameRequired'), msg('adminFashion.itemNameTooLong'));

/** An external link: an absolute http(s) URL of at most 500 characters; blank means none. */
export function checkPath(path: string | null | undefined, field = 'path'): string | null {
  const trimmed = (path ?? '').trim();
  if (!trimmed) return null;
  let url: URL | null = null;
  try {
    url = new URL(trimmed);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || !url.hostname || trimmed.length > PATH_MAX || /\s/.test(trimmed))
    throw badInput(msg('adminFashion.pathInvalid'), field);
  return trimmed;
}
