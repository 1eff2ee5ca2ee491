import { z } from 'zod';
import { issue, type MessageKey } from '../keys.js';
import { OPTION_SIZE_MAX } from '../options.js';
import { INT_MAX, rowNo } from './common.js';
import { listTerm } from './search.js';

/** Whether an item is the very product worn on screen or only looks like it (stored as these values). */
export const ITEM_MATCH = { EXACT: 'exact', SIMILAR: 'similar' } as const;

/** Column lengths (show.title, character.actor_name and name, item.name and path). */
export const TITLE_MAX = 100;
export const ACTOR_MAX = 50;
export const ITEM_NAME_MAX = 100;
export const PATH_MAX = 500;
/** The source's picture addresses (checked against its image address by the server) are at most this long. */
export const SOURCE_PIC_MAX = 1000;

/** Stored character names end with this, as the seeds and the original data write them ('백현우 역'). */
export const CHARACTER_SUFFIX = ' 역';
export const CHARACTER_MAX = 50 - CHARACTER_SUFFIX.length;

/** Admin console §9: the show list and the item list hold 6 a page; a client may ask for up to 60. */
export const ADMIN_FASHION_PAGE_SIZE = 6;
/** The item list shim's default when no size is sent (§9: "the fetch helper's default is 10"). */
export const ADMIN_ITEM_SHIM_SIZE = 10;
export const ADMIN_FASHION_PAGE_MAX = 60;

/** The show page's offers instead of an item that cannot be bought, and a product's latest posts: how many. */
export const ALTERNATIVES_DEFAULT = 3;
export const ALTERNATIVES_MAX = 10;
export const RECENT_POSTS_DEFAULT = 4;
export const RECENT_POSTS_MAX = 10;

const noNul = (s: string) => !s.includes('\0');

/**
 * Admin console text: trimmed, 1 to `max` characters, else the field's message (missing counts as blank); a NUL
 * (which PostgreSQL cannot hold) is refused first.
 */
const consoleText = (max: number, missing: MessageKey, tooLong: MessageKey) =>
  z
    .string({ error: issue(missing) })
    .refine(noNul, issue('common.badInput'))
    .trim()
    .min(1, issue(missing))
    .max(max, issue(tooLong));

export const showTitle = consoleText(TITLE_MAX, 'adminFashion.titleRequired', 'adminFashion.titleTooLong');
export const actorName = consoleText(ACTOR_MAX, 'adminFashion.actorRequired', 'adminFashion.actorTooLong');
export const itemName = consoleText(ITEM_NAME_MAX, 'adminFashion.itemNameRequired', 'adminFashion.itemNameTooLong');

/** The character's name as stored: with the suffix, added once (a name typed with it keeps it). */
export const characterName = z
  .string({ error: issue('adminFashion.characterRequired') })
  .transform((name) => name.trim().replace(/(^|\s+)역$/, ''))
  .pipe(consoleText(CHARACTER_MAX, 'adminFashion.characterRequired', 'adminFashion.characterTooLong'))
  .transform((name) => `${name}${CHARACTER_SUFFIX}`);

/** The WHATWG URL parser of every runtime the package runs in (browsers, Node); its lib has neither's types. */
declare const URL: new (text: string) => { protocol: string; hostname: string };

/** An absolute http(s) address without spaces. */
function isHttpUrl(text: string): boolean {
  if (/\s|\0/.test(text)) return false;
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An item's external link: an absolute http(s) URL of at most 500 characters; blank means none (null). */
export const itemPath = z
  .string()
  .trim()
  .refine((path) => path === '' || (path.length <= PATH_MAX && isHttpUrl(path)), issue('adminFashion.pathInvalid'))
  .transform((path) => path || null);

/** A picture the show-info source gave (the server fetches it, from the source's image address only). */
const sourcePic = z.string().max(SOURCE_PIC_MAX).nullish();

/** Admin console: the registered shows' and items' lists, newest first, 6 a page (up to 60); a term narrows. */
export const adminFashionListArgs = z.strictObject({
  page: z.int().min(0).max(INT_MAX).default(0),
  size: z.int().min(1).max(ADMIN_FASHION_PAGE_MAX).default(ADMIN_FASHION_PAGE_SIZE),
  term: listTerm,
});
export type AdminFashionListArgsValue = z.output<typeof adminFashionListArgs>;

/** 'find info' and a show registered by hand: the title. */
export const showTitleInput = z.strictObject({ title: showTitle });
export type ShowTitleInputValue = z.output<typeof showTitleInput>;

/** A show 'find info' found: its title and the source's poster. */
export const showInput = showTitleInput.extend({ pic: sourcePic });
export type ShowInputValue = z.output<typeof showInput>;

/** One show's rows, by the show's number. */
export const showRef = z.strictObject({ showNo: rowNo() });
export type ShowRef = z.output<typeof showRef>;

/** An actor the source found for a show: names as the source gives them (the suffix is added) and its picture. */
export const characterInput = showRef.extend({ actor: actorName, character: characterName, pic: sourcePic });
export type CharacterInputValue = z.output<typeof characterInput>;

/** A character added by hand (with a picture file): the actor's and the character's names. */
export const manualCharacterInput = showRef.extend({ actorName, characterName });
export type ManualCharacterInputValue = z.output<typeof manualCharacterInput>;

/** A new item of a style: its name, optional external link and linked product, exact or similar. */
export const itemInput = z.strictObject({
  name: itemName,
  path: itemPath.nullish(),
  productNo: rowNo().nullish(),
  match: z.enum(ITEM_MATCH).default(ITEM_MATCH.SIMILAR),
});
export type ItemInputValue = z.output<typeof itemInput>;

/** An item's edit: an absent (or null) field keeps its value, except that null clears the link and the product. */
export const itemUpdateInput = z.strictObject({
  name: itemName.nullish(),
  path: itemPath.nullish(),
  productNo: rowNo().nullish(),
  match: z.enum(ITEM_MATCH).nullish(),
});
export type ItemUpdateInputValue = z.output<typeof itemUpdateInput>;

/** An item in a style (a link). */
export const styleItemRef = z.strictObject({ styleNo: rowNo(), itemNo: rowNo() });
export type StyleItemRef = z.output<typeof styleItemRef>;

/** How many alternatives an item offers / how many posts a product shows. */
export const alternativesArgs = z.strictObject({
  limit: z.int().min(1).max(ALTERNATIVES_MAX).default(ALTERNATIVES_DEFAULT),
  /** The shopper's last chosen sizes, one per kind (clothes, shoes): candidates with one of them in stock come first. */
  sizes: z
    .array(z.string().trim().min(1).max(OPTION_SIZE_MAX))
    .max(2)
    .nullish()
    .transform((v) => v ?? []),
});
export const recentPostsArgs = z.strictObject({
  limit: z.int().min(1).max(RECENT_POSTS_MAX).default(RECENT_POSTS_DEFAULT),
});
