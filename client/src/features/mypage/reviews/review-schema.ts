import { z } from 'zod';
import { reviewSchema as sharedReviewRule } from '@scene-shop/domain/rules';

/** The form's raw values: the score is the checked radio's value ('' while none is). */
export interface ReviewFormValues {
  contents: string;
  score: string;
}

/**
 * Spec §5: writing needs contents and a score, checked by the shared review rule the server applies too; editing has
 * no checks besides the 40-character cap the field enforces.
 */
export function reviewSchema(mode: 'write' | 'edit'): z.ZodType<ReviewFormValues, ReviewFormValues> {
  if (mode === 'edit') return z.object({ contents: z.string(), score: z.string() });
  return z.object({ contents: z.string(), score: z.string() }).superRefine((v, ctx) => {
    const checked = sharedReviewRule.safeParse({ contents: v.contents, score: v.score === '' ? NaN : Number(v.score) });
    for (const issue of checked.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
}
