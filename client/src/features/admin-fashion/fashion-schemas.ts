import { z } from 'zod';
import type { ItemInput, ItemMatch } from '../../gql/graphql';
import { MSG } from '../../lib/messages';

/** The pictures the server accepts (it sniffs the bytes too); the size limit is the server's to tell. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];
export const MATCHES: ItemMatch[] = ['EXACT', 'SIMILAR'];

/** Column lengths, as the server checks them (the character name leaves room for its ' 역' suffix). */
const TITLE_MAX = 100;
const ACTOR_MAX = 50;
const CHARACTER_MAX = 48;
const ITEM_NAME_MAX = 100;
const PATH_MAX = 500;

const text = (max: number, required: string, tooLong: string) => z.string().trim().min(1, required).max(max, tooLong);

/** A chosen picture: required, and one of the accepted types. */
const picture = () =>
  z
    .instanceof(File, { error: MSG.adminFashion.rules.fileRequired })
    .refine((file) => IMAGE_TYPES.includes(file.type), MSG.adminFashion.rules.fileType);

/** An absolute http(s) address; blank means none. */
export function isHttpUrl(value: string): boolean {
  if (value === '') return true;
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

export function manualShowSchema() {
  const r = MSG.adminFashion.rules;
  return z.object({ title: text(TITLE_MAX, r.titleRequired, r.titleTooLong), file: picture() });
}

export function manualCharacterSchema() {
  const r = MSG.adminFashion.rules;
  return z.object({
    actorName: text(ACTOR_MAX, r.actorRequired, r.actorTooLong),
    // The server adds ' 역'; one typed by the admin is not counted twice.
    characterName: z
      .string()
      .trim()
      .transform((name) => name.replace(/\s+역$/, ''))
      .pipe(text(CHARACTER_MAX, r.characterRequired, r.characterTooLong)),
    file: picture(),
  });
}

export function styleSchema() {
  return z.object({ file: picture() });
}

/** A product or an item picked from an autocomplete. */
export interface Chosen {
  no: number;
  name: string;
}

const chosen = (required?: string) => z.object({ no: z.number(), name: z.string() }, required);

/** The item form; its output is the mutation's input and the picture. */
export function itemSchema() {
  const r = MSG.adminFashion.rules;
  return z
    .object({
      name: text(ITEM_NAME_MAX, r.itemNameRequired, r.itemNameTooLong),
      path: z.string().trim().max(PATH_MAX, r.pathInvalid).refine(isHttpUrl, r.pathInvalid),
      product: chosen().optional(),
      match: z.enum(['EXACT', 'SIMILAR']),
      file: picture(),
    })
    .transform((v): { input: ItemInput; file: File } => ({
      input: { name: v.name, path: v.path || null, productNo: v.product?.no ?? null, match: v.match },
      file: v.file,
    }));
}

export function linkItemSchema() {
  return z.object({ item: chosen(MSG.adminFashion.rules.itemRequired) });
}
