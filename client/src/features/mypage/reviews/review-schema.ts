import { z } from 'zod';
import { MSG } from '../../../lib/messages';

/** The form's raw values: the score is the checked radio's value ('' while none is). */
export interface ReviewFormValues {
  contents: string;
  score: string;
}

const inRange = (v: string) => Number(v) >= 1 && Number(v) <= 5;

/** Spec §5: writing needs contents and a score; editing has no checks besides the 40-character cap. */
export function reviewSchema(mode: 'write' | 'edit'): z.ZodType<ReviewFormValues, ReviewFormValues> {
  if (mode === 'edit') return z.object({ contents: z.string(), score: z.string() });
  return z.object({
    contents: z.string().refine((v) => v.trim() !== '', MSG.reviews.contentsRequired),
    score: z.string().refine(inRange, MSG.reviews.scoreRequired),
  });
}
