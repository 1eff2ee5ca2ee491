import { z } from 'zod';
import { MEMBER_MSG } from './member.js';
import { SHARED_MSG } from './messages.js';

/** The spec's password rule: at least 4 characters with a letter, a digit and one of !@#$%^&*. */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!@#$%^&*]).{4,}$/;
export const passwordSchema = z.string().regex(PASSWORD_RULE, SHARED_MSG.auth.passwordRule);

/** The spec's id rule (§5): 4–20 letters or digits. */
export const ID_RULE = /^[A-Za-z0-9]{4,20}$/;

export const REVIEW_CONTENTS_MAX = 40;
export const reviewSchema = z.object({
  contents: z
    .string({ error: MEMBER_MSG.review.contentsRequired })
    .trim()
    .min(1, MEMBER_MSG.review.contentsRequired)
    .max(REVIEW_CONTENTS_MAX, MEMBER_MSG.review.contentsTooLong),
  score: z
    .number({ error: MEMBER_MSG.review.scoreRequired })
    .int(MEMBER_MSG.review.scoreRequired)
    .min(1, MEMBER_MSG.review.scoreRequired)
    .max(5, MEMBER_MSG.review.scoreRequired),
});

export const NICKNAME_MAX = 10;
export const BIO_MAX = 30;
export const ZIPCODE_MAX = 6;
