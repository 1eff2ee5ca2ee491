import { z } from 'zod';
import { PASSWORD_RULE, TEL_RULE } from '@scene-shop/domain/rules';
import { MSG } from '../../lib/messages';

export interface ProfileValues {
  name: string;
  tel: string;
  zipcode: string;
  address: string;
  addressDetail: string;
  currentPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}

export interface ProfileRuleOptions {
  /** The name may be entered only while the account has none (§4). */
  nameEditable: boolean;
  /** Only own-id accounts without a social id may change the password (§5). */
  passwordChange: boolean;
}

type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

/** Every rule of the profile form that can be checked without the server, with the spec's messages. */
export function profileErrors(v: ProfileValues, options: ProfileRuleOptions): ProfileErrors {
  const errors: ProfileErrors = {};
  if (options.nameEditable && !v.name.trim()) errors.name = MSG.account.nameRequired;
  if (!v.tel.trim()) errors.tel = MSG.account.telRequired;
  else if (!TEL_RULE.test(v.tel.trim())) errors.tel = MSG.account.telInvalid;
  if (!v.zipcode.trim() || !v.address.trim()) errors.address = MSG.account.addressRequired;
  if (!options.passwordChange) return errors;
  const next = v.newPassword;
  const confirm = v.newPasswordConfirm;
  if (next && !PASSWORD_RULE.test(next)) errors.newPassword = MSG.account.passwordRule;
  if (!next && confirm) errors.newPassword = MSG.account.passwordRequired;
  if (next && !confirm) errors.newPasswordConfirm = MSG.account.passwordConfirmRequired;
  else if (next && confirm && next !== confirm) errors.newPasswordConfirm = MSG.account.passwordMismatch;
  return errors;
}

/** The final address: the address and the detail address joined by one space. */
export const fullAddress = (v: Pick<ProfileValues, 'address' | 'addressDetail'>) =>
  [v.address.trim(), v.addressDetail.trim()].filter(Boolean).join(' ');

/** The rules as the form's schema: the cross-field password rules come from profileErrors. */
export function profileSchema(options: ProfileRuleOptions): z.ZodType<ProfileValues, ProfileValues> {
  const text = z.string();
  return z
    .object({
      name: text,
      tel: text,
      zipcode: text,
      address: text,
      addressDetail: text,
      currentPassword: text,
      newPassword: text,
      newPasswordConfirm: text,
    })
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(profileErrors(values, options)))
        ctx.addIssue({ code: 'custom', path: [field], message });
    });
}
