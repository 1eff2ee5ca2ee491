import { ID_RULE, PASSWORD_RULE, TEL_RULE } from '@scene-shop/domain/rules';
import { z } from 'zod';
import type { AddressValues } from '../../components/address/address-fields';
import { MSG } from '../../lib/messages';

/** The email domains offered in the list (§5); any other is typed after choosing "직접 입력". */
export const EMAIL_DOMAINS = ['naver.com', 'gmail.com', 'daum.net', 'hanmail.net', 'nate.com'] as const;
export const CUSTOM_DOMAIN = 'custom';

export interface RegisterValues extends AddressValues {
  id: string;
  pwd: string;
  pwdConfirm: string;
  name: string;
  emailLocal: string;
  emailDomain: string;
  customDomain: string;
  code: string;
  tel: string;
}

export const emptyRegistration: RegisterValues = {
  id: '',
  pwd: '',
  pwdConfirm: '',
  name: '',
  emailLocal: '',
  emailDomain: EMAIL_DOMAINS[0],
  customDomain: '',
  code: '',
  tel: '',
  zipcode: '',
  address: '',
  addressDetail: '',
};

const EMAIL = z.email();

/** The address the parts make, or null while it is not a well-formed email. */
export function joinEmail(v: Pick<RegisterValues, 'emailLocal' | 'emailDomain' | 'customDomain'>): string | null {
  const domain = v.emailDomain === CUSTOM_DOMAIN ? v.customDomain.trim() : v.emailDomain;
  const email = `${v.emailLocal.trim()}@${domain}`.toLowerCase();
  return EMAIL.safeParse(email).success ? email : null;
}

export const idProblem = (id: string): string | null => {
  if (!id.trim()) return MSG.register.idRequired;
  return ID_RULE.test(id) ? null : MSG.register.idRule;
};

type Errors = Partial<Record<keyof RegisterValues, string>>;

/** Every rule of §5 that needs no server: the duplicate check and the mailed code are checked on submit. */
export function registerErrors(v: RegisterValues): Errors {
  const errors: Errors = {};
  const id = idProblem(v.id);
  if (id) errors.id = id;
  if (!PASSWORD_RULE.test(v.pwd)) errors.pwd = MSG.register.passwordRule;
  if (v.pwdConfirm !== v.pwd) errors.pwdConfirm = MSG.register.passwordMismatch;
  if (!v.name.trim()) errors.name = MSG.register.nameRequired;
  if (!joinEmail(v)) errors.emailLocal = MSG.register.emailInvalid;
  if (!v.tel.trim()) errors.tel = MSG.register.telRequired;
  else if (!TEL_RULE.test(v.tel.trim())) errors.tel = MSG.register.telInvalid;
  if (!v.zipcode.trim() || !v.address.trim()) errors.address = MSG.register.addressRequired;
  else if (v.zipcode.trim().length > 6) errors.address = MSG.register.zipcodeTooLong;
  return errors;
}

export const registerSchema: z.ZodType<RegisterValues, RegisterValues> = z
  .object({
    id: z.string(),
    pwd: z.string(),
    pwdConfirm: z.string(),
    name: z.string(),
    emailLocal: z.string(),
    emailDomain: z.string(),
    customDomain: z.string(),
    code: z.string(),
    tel: z.string(),
    zipcode: z.string(),
    address: z.string(),
    addressDetail: z.string(),
  })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(registerErrors(values)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
