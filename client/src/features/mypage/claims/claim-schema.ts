import { CLAIM_TEXT_MAX, claimInput } from '@scene-shop/domain/inputs';
import { z } from 'zod';

/** The form's raw values: a select's '' while nothing is chosen. */
export interface ClaimFormValues {
  type: 'RETURN' | 'EXCHANGE';
  reason: string;
  text: string;
  optionNo: string;
}

export { CLAIM_TEXT_MAX };

/** The same rule the server applies (domain `claimInput`), read from the form's raw values. */
export function claimSchema(orderProductNo: number): z.ZodType<ClaimFormValues, ClaimFormValues> {
  return z
    .object({ type: z.enum(['RETURN', 'EXCHANGE']), reason: z.string(), text: z.string(), optionNo: z.string() })
    .superRefine((v, ctx) => {
      const checked = claimInput.safeParse({
        orderProductNo,
        type: v.type,
        reason: v.reason || undefined,
        text: v.text,
        optionNo: v.type === 'EXCHANGE' && v.optionNo ? Number(v.optionNo) : null,
      });
      for (const issue of checked.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
    });
}
