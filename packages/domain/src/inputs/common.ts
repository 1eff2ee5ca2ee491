import { z } from 'zod';

/** The largest value of a PostgreSQL integer column: larger numbers are refused before they reach SQL. */
export const INT_MAX = 2_147_483_647;

/** The longest page a list answers. */
export const MAX_PAGE_SIZE = 100;

/** A row's number (1 and up). */
export const rowNo = () => z.int().min(1).max(INT_MAX);

/** A reference to one row by its number: `{ no }`. */
export const rowRef = z.strictObject({ no: rowNo() });
export type RowRef = z.output<typeof rowRef>;

/** One page of a list: zero-based page, 1 to 100 rows. */
export const pageArgs = (defaultSize = 10) =>
  z.strictObject({
    page: z.int().min(0).max(INT_MAX).default(0),
    size: z.int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
  });
export type PageArgsValue = z.output<ReturnType<typeof pageArgs>>;
