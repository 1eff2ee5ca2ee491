import { z } from 'zod';
import { MAX_PAGE_SIZE } from './paging.js';

/** The largest value of a PostgreSQL integer column: larger numbers are refused before they reach SQL. */
export const INT_MAX = 2_147_483_647;

/** A whole number from JSON within the integer column's range. */
export const int = () => z.number().int().min(-INT_MAX).max(INT_MAX);

/** A row number (1 and up) sent as a JSON number. */
export const idNumber = () => z.number().int().min(1).max(INT_MAX);

/** A row number written in a path or query string. */
export const idText = () =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .refine((n) => n <= INT_MAX);

/** A zero-or-positive number written in a path or query string. */
export const countText = () =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number);

/** Spring-style paging in a query string: zero-based page, size from 1 to the cap. */
export const pageQuery = (defaultSize: number, maxSize = MAX_PAGE_SIZE) => ({
  page: countText().default(0),
  size: countText()
    .refine((n) => n >= 1 && n <= maxSize)
    .default(defaultSize),
  /** Spring clients send their sort (e.g. `no,desc`); each list has one fixed order, so it is accepted and unused. */
  sort: z
    .string()
    .regex(/^\w{1,30}(,(asc|desc))?$/i)
    .optional(),
});

/** Text of at most `max` characters. */
export const text = (max: number) => z.string().max(max);
