import { z } from 'zod';
import { issue } from './keys.js';

/** The spec's password rule: at least 4 characters with a letter, a digit and one of !@#$%^&*. */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!@#$%^&*]).{4,}$/;
export const passwordSchema = z.string().regex(PASSWORD_RULE, issue('auth.passwordRule'));

/**
 * A Korean phone number: a leading 0, the area or mobile prefix, then 7 or 8 digits, optionally split by hyphens or
 * spaces (010-1234-5678, 02 123 4567, 0311234567). Letters are no phone number.
 */
export const TEL_RULE = /^0\d{1,2}[- ]?\d{3,4}[- ]?\d{4}$/;

/** The spec's id rule (§5): 4–20 letters or digits. */
export const ID_RULE = /^[A-Za-z0-9]{4,20}$/;

export const REVIEW_CONTENTS_MAX = 40;
/** A review (spec §5): contents required and at most 40 characters, a score from 1 to 5. */
export const reviewSchema = z.strictObject({
  contents: z
    .string({ error: issue('review.contentsRequired') })
    .trim()
    .min(1, issue('review.contentsRequired'))
    .max(REVIEW_CONTENTS_MAX, issue('review.contentsTooLong')),
  score: z
    .number({ error: issue('review.scoreRequired') })
    .int(issue('review.scoreRequired'))
    .min(1, issue('review.scoreRequired'))
    .max(5, issue('review.scoreRequired')),
});

export const NICKNAME_MAX = 10;
export const BIO_MAX = 30;
export const ZIPCODE_MAX = 6;
