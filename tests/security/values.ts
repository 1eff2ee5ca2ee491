/**
 * Pools of hostile values. Every value sent to a field that may write must be one no valid request carries,
 * so that "no row changed" holds for a correct server: the write pools hold no small positive id, no valid
 * phone, zipcode, e-mail, score or password, and no merely unusual text (which a bio or a review may accept).
 */

/** 100 KB: above any column of the schema (the longest is 500 characters) and any sane field limit. */
export const HUGE_STRING = 'x'.repeat(100_000);

/** Strings that no field accepts. NUL is refused by PostgreSQL itself, so a 500 shows a missing check. */
export const BAD_STRINGS: readonly string[] = ['a\u0000b', '\u0000', HUGE_STRING, `${'가'.repeat(20_000)}\u0000`];

/** Odd but possibly valid text: only for arguments that cannot write (searches, logins, ids of nothing). */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  "' or '1'='1' --",
  '%00',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  '\ud800',
  '🎭'.repeat(2_000),
  '{"$gt":""}',
];

/** Int-typed values no seeded row has as its number: a GraphQL Int accepts them, a resolver must refuse them. */
export const ODD_INTS: readonly number[] = [-1, 0, -2147483648, 2147483647, 2147483646];

/** Sizes and limits that ask for everything or for nothing. */
export const HUGE_SIZES: readonly number[] = [2147483647, 1_000_000, 101, -1, 0];

/** JSON values that are not a 32-bit integer at all. */
export const NOT_INTS: readonly unknown[] = [
  2147483648,
  2 ** 53, // the first integer JavaScript cannot count past exactly
  1e308,
  -1e308,
  1.5,
  '1',
  'NaN',
  'abc',
  true,
  null,
  {},
  [],
  [1],
  { $gt: 0 },
  'a\u0000b',
];

/** JSON values that are not a string. */
export const NOT_STRINGS: readonly unknown[] = [
  0,
  -1,
  1e308,
  true,
  null,
  {},
  [],
  ['a'],
  { $ne: '' },
  { toString: 'x' },
];

/** Keys that poison or confuse a naive object merge. */
export const POISON_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype', '__defineGetter__'];

/** Any JSON value: for fields whose type the generator does not know. */
export const ANY_BAD: readonly unknown[] = [...BAD_STRINGS, ...NOT_INTS, ...NOT_STRINGS];
