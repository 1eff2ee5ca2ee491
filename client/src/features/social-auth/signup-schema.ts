import { TEL_RULE, ZIPCODE_MAX } from '@scene-shop/domain/rules';
import { z } from 'zod';
import { MSG } from '../../lib/messages';

/** The profile completion form: the registration's rules and messages (§5); the inputs' maxLength caps lengths. */
export const signupSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: () => MSG.social.nameRequired }),
    tel: z
      .string()
      .trim()
      .min(1, { error: () => MSG.social.telRequired })
      .refine((tel) => tel === '' || TEL_RULE.test(tel), { error: () => MSG.social.telInvalid }),
    zipcode: z.string().trim(),
    address: z.string().trim(),
    addressDetail: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    // One message for both parts, under the address (the zipcode field is marked invalid with it).
    const ok = v.zipcode.length > 0 && v.zipcode.length <= ZIPCODE_MAX && v.address.length > 0;
    if (!ok) ctx.addIssue({ code: 'custom', path: ['address'], message: MSG.social.addressRequired });
  });

export type SignupValues = z.input<typeof signupSchema>;

/** The final address: the base address and the detail joined by one space. */
export const fullAddress = (v: { address: string; addressDetail: string }) =>
  [v.address.trim(), v.addressDetail.trim()].filter(Boolean).join(' ');
