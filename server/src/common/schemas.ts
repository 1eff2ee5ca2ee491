import { z } from 'zod';

/** What a path or query value's text is read as: the number or boolean its schema expects, else the text. */
function readText(schema: z.ZodType, text: string): unknown {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) {
    inner = inner.unwrap() as z.ZodType;
  }
  if (inner instanceof z.ZodNumber) return /^-?(0|[1-9]\d{0,14})$/.test(text) ? Number(text) : text;
  if (inner instanceof z.ZodBoolean) return text === 'true' ? true : text === 'false' ? false : text;
  return text;
}

interface TextOptions {
  /** A Spring list: its `sort` (each list has one fixed order) is accepted and dropped when well formed. */
  sort?: boolean;
  /** Values of this shim where its documented defaults differ from the domain's. */
  defaults?: Record<string, unknown>;
}

const SORT = /^\w{1,30}(,(asc|desc))?$/i;

/**
 * A REST adaptor in front of a domain schema, for a path's or query string's values (which are text): a number or a
 * boolean the schema expects is read from its text (a malformed one stays text, so the schema refuses it) and an
 * empty value is unset (the console sends '' for each filter it does not apply, on every list). The domain schema
 * is the one check.
 */
export function fromText<S extends z.ZodObject>(schema: S, { sort = false, defaults = {} }: TextOptions = {}) {
  return z.preprocess((raw) => {
    if (typeof raw !== 'object' || raw === null) return raw;
    // No prototype: a `__proto__` key stays an own (unknown, so refused) key.
    const values: Record<string, unknown> = Object.assign(Object.create(null), defaults);
    for (const [key, value] of Object.entries(raw)) {
      if (value === '' || (sort && key === 'sort' && typeof value === 'string' && SORT.test(value))) continue;
      const field = schema.shape[key] as z.ZodType | undefined;
      values[key] = field && typeof value === 'string' ? readText(field, value) : value;
    }
    return values;
  }, schema);
}

/** A REST adaptor in front of a domain schema, for a JSON body whose documented form sends '' for an unset choice. */
export const blankAsUnset = <S extends z.ZodType>(keys: readonly string[], schema: S) =>
  z.preprocess((raw) => {
    if (typeof raw !== 'object' || raw === null) return raw;
    return Object.fromEntries(Object.entries(raw).filter(([key, value]) => !(keys.includes(key) && value === '')));
  }, schema);
