import { z } from 'zod';
import { issue } from '../keys.js';
import { LANGUAGES } from '../languages.js';
import { BIO_MAX, ID_RULE, NICKNAME_MAX, PASSWORD_RULE, TEL_RULE, ZIPCODE_MAX } from '../rules.js';
import { rowNo } from './common.js';

/** Column lengths of the member's fields. */
export const NAME_MAX = 50;
export const TEL_MAX = 20;
export const ADDRESS_MAX = 200;
export const EMAIL_MAX = 100;
/** The longest password a form sends: room for any passphrase, and a bound on the hashing it costs. */
export const PASSWORD_MAX = 100;
/** The longest token a provider hands out that we pass on (access tokens, our signup ticket). */
export const TOKEN_MAX = 2048;

/** A member as the documented paths and bodies name them (`/:userNo`, `userNo`). */
export const memberRef = z.strictObject({ userNo: rowNo() });
export type MemberRef = z.output<typeof memberRef>;

const emailInvalid = issue('auth.emailInvalid');
/** An email as it is stored: trimmed and lower-cased, well formed, at most 100 characters. */
export const emailText = z.string().trim().toLowerCase().pipe(z.email(emailInvalid).max(EMAIL_MAX, emailInvalid));

/** A blank phone number has its own message ('required'), so the form rule only judges one that was typed. */
const telOrBlank = (tel: string) => tel === '' || TEL_RULE.test(tel);

const addressRequired = issue('auth.addressRequired');
/** The registration's contact fields (§5), trimmed; the social sign-up's profile completion asks the same. */
const contactFields = {
  name: z.string().trim().min(1, issue('auth.nameRequired')).max(NAME_MAX),
  tel: z.string().trim().min(1, issue('auth.telRequired')).max(TEL_MAX).refine(telOrBlank, issue('auth.telInvalid')),
  zipcode: z.string().trim().min(1, addressRequired).max(ZIPCODE_MAX, addressRequired),
  address: z.string().trim().min(1, addressRequired).max(ADDRESS_MAX),
};

/** A new password: the spec's rule (a letter, a digit and one of !@#$%^&*). */
const newPassword = z.string().regex(PASSWORD_RULE, issue('auth.passwordRule')).max(PASSWORD_MAX);

/** Registering an own-id account (§5), or giving a social account an own id: the form's fields in its order. */
export const registerInput = z.strictObject({
  id: z.string().regex(ID_RULE, issue('auth.idRule')),
  pwd: newPassword,
  name: contactFields.name,
  email: emailText,
  tel: contactFields.tel,
  zipcode: contactFields.zipcode,
  address: contactFields.address,
});
export type RegisterInputValue = z.output<typeof registerInput>;

/** The documented registration body: the form, its confirmation, and whether to give a social account the id. */
export const restRegisterInput = registerInput
  .extend({ pwd_chk: z.string().max(PASSWORD_MAX).optional(), integrate: z.boolean().optional() })
  .refine((v) => v.pwd_chk === undefined || v.pwd_chk === v.pwd, {
    message: issue('auth.passwordMismatch'),
    path: ['pwd_chk'],
  });

export const loginInput = z.strictObject({ id: z.string().max(PASSWORD_MAX), pwd: z.string().max(PASSWORD_MAX) });
export type LoginInputValue = z.output<typeof loginInput>;

/** The registration form's check of an own id. */
export const idCheckArgs = z.strictObject({ id: z.string().regex(ID_RULE, issue('auth.idRule')) });
export type IdCheckArgsValue = z.output<typeof idCheckArgs>;

/** An email to mail a verification code to. */
export const emailRef = z.strictObject({ email: emailText });
export type EmailRef = z.output<typeof emailRef>;

/** A mailed code typed back; any text is a try (a malformed one simply does not match). */
export const emailCodeInput = emailRef.extend({ code: z.string().max(20) });
export type EmailCodeInputValue = z.output<typeof emailCodeInput>;

/** The registration form's email check, with the proof a verified code gave (for its owner's details). */
export const emailCheckArgs = emailRef.extend({ verification: z.string().nullish() });
export type EmailCheckArgsValue = z.output<typeof emailCheckArgs>;

/** A forgotten password: the own id and the account's email must both match. */
export const passwordResetInput = z.strictObject({
  id: z.string().trim().max(20, issue('auth.resetFailed')),
  email: emailText,
});
export type PasswordResetInputValue = z.output<typeof passwordResetInput>;

const accountAddressRequired = issue('account.addressRequired');
const telRequired = issue('account.telRequired');

/** The names a body gives the new password and its confirmation, for the issue's path. */
interface PasswordNames {
  next: string;
  confirm: string;
}

/** The account form's password change (§5), in the order the form reports its problems; nothing typed keeps it. */
function passwordChange(
  next: string | null | undefined,
  confirm: string | null | undefined,
  names: PasswordNames,
  ctx: z.RefinementCtx,
) {
  if (!next && !confirm) return;
  const problem: [string, string] | null = !next
    ? [issue('account.passwordRequired'), names.next]
    : !confirm
      ? [issue('account.passwordConfirmRequired'), names.confirm]
      : !PASSWORD_RULE.test(next)
        ? [issue('auth.passwordRule'), names.next]
        : next !== confirm
          ? [issue('auth.passwordMismatch'), names.confirm]
          : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem[0], path: [problem[1]] });
}

/** The account form's own fields: the name only while the account has none, phone and address required. */
const accountFields = {
  name: z.string().trim().max(NAME_MAX).nullish(),
  tel: z
    .string({ error: telRequired })
    .trim()
    .min(1, telRequired)
    .max(TEL_MAX)
    .refine(telOrBlank, issue('account.telInvalid')),
  zipcode: z
    .string({ error: accountAddressRequired })
    .trim()
    .min(1, accountAddressRequired)
    .max(ZIPCODE_MAX, accountAddressRequired),
  address: z.string({ error: accountAddressRequired }).trim().min(1, accountAddressRequired).max(ADDRESS_MAX),
};
const passwordText = z.string().max(PASSWORD_MAX).nullish();

/**
 * The my-page account form (§5): its fields and a new password (twice) with the current one. The email is read-only
 * and not part of it.
 */
export const accountInput = z
  .strictObject({
    ...accountFields,
    currentPassword: passwordText,
    newPassword: passwordText,
    newPasswordConfirm: passwordText,
  })
  .superRefine((v, ctx) =>
    passwordChange(v.newPassword, v.newPasswordConfirm, { next: 'newPassword', confirm: 'newPasswordConfirm' }, ctx),
  );
export type AccountInputValue = z.output<typeof accountInput>;

/** The longest provider user id we keep (the `id_k` and `id_n` columns). */
export const SOCIAL_ID_MAX = 64;

/** A field the account form shows as read: blank is none; absent is not sent. */
const shownText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v === '' ? null : v));

/**
 * The detail address joined to the address with one space, as the form does (§5): a body that already joined it
 * (its address ends with the detail) is left as it is.
 */
function joinDetailAddress(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const { address, addr_end: detail } = raw as { address?: unknown; addr_end?: unknown };
  if (typeof address !== 'string' || typeof detail !== 'string') return raw;
  const [base, extra] = [address.trim(), detail.trim()];
  const joined = !extra || base === extra || base.endsWith(` ${extra}`);
  return joined ? raw : { ...raw, address: `${base} ${extra}` };
}

/**
 * The documented profile save (storefront §7): the User shape (no, id, pwd, pwd_chk, name, email, tel, zipcode,
 * address, addr_end, idK, idN), plus the accountType the form read and the current password a change needs. pwd and
 * pwd_chk left empty keep the password. The fields a member may not change come back as `shown`, for the service to
 * hold against the stored ones.
 */
export const userUpdateInput = z.preprocess(
  joinDetailAddress,
  z
    .strictObject({
      no: rowNo().optional(),
      id: shownText(20),
      email: shownText(EMAIL_MAX),
      idK: shownText(SOCIAL_ID_MAX),
      idN: shownText(SOCIAL_ID_MAX),
      accountType: shownText(20),
      ...accountFields,
      addr_end: z.string().max(ADDRESS_MAX).nullish(),
      pwd: passwordText,
      pwd_chk: passwordText,
      currentPwd: passwordText,
    })
    .superRefine((v, ctx) => passwordChange(v.pwd, v.pwd_chk, { next: 'pwd', confirm: 'pwd_chk' }, ctx))
    .transform(({ no, id, email, idK, idN, accountType, addr_end: _joined, pwd, pwd_chk, currentPwd, ...form }) => ({
      ...form,
      currentPassword: currentPwd,
      newPassword: pwd,
      newPasswordConfirm: pwd_chk,
      shown: { no, id, email, idK, idN, accountType },
    })),
);
export type UserUpdateInputValue = z.output<typeof userUpdateInput>;
/** The read-only fields a body sent back (undefined: not sent). */
export type ShownUserFields = UserUpdateInputValue['shown'];

/** A password typed to confirm who is at the keyboard. */
export const passwordCheckInput = z.strictObject({ pwd: z.string().max(PASSWORD_MAX) });
export type PasswordCheckInputValue = z.output<typeof passwordCheckInput>;

/** Leaving the shop: the account's email typed again, and a Naver session's token to end that link. */
export const withdrawInput = z.strictObject({
  email: z.string().trim().toLowerCase().max(EMAIL_MAX),
  naverAccessToken: z.string().max(TOKEN_MAX).nullish(),
});
export type WithdrawInputValue = z.output<typeof withdrawInput>;

/** The documented call that ends a Naver link with the browser's Naver token. */
export const naverTokenInput = z.strictObject({ naverTokenValue: z.string().min(1).max(TOKEN_MAX) });

/** The community profile (§5): nickname and bio, trimmed; an empty nickname or bio clears it, null keeps it. */
export const profileInput = z.strictObject({
  nickname: z.string().trim().max(NICKNAME_MAX, issue('profile.nicknameTooLong')).nullish(),
  bio: z.string().trim().max(BIO_MAX, issue('profile.bioTooLong')).nullish(),
});
export type ProfileInputValue = z.output<typeof profileInput>;

const nicknameRequired = issue('profile.nicknameRequired');
/** The profile form's check of a nickname while the member types: 1–10 characters once trimmed. */
export const nicknameCheckArgs = z.strictObject({
  nickname: z
    .string()
    .trim()
    .min(1, nicknameRequired)
    .max(NICKNAME_MAX, issue('profile.nicknameTooLong'))
    .refine((s) => !s.includes('\0'), nicknameRequired),
});
export type NicknameCheckArgsValue = z.output<typeof nicknameCheckArgs>;

/** The interface language a member keeps on the account (the language widget). */
export const languageInput = z.strictObject({ language: z.enum(LANGUAGES) });
export type LanguageInputValue = z.output<typeof languageInput>;

/** The two social sign-in providers of the spec: the first (Kakao) and the second (Naver). */
export const SOCIAL_PROVIDER = { KAKAO: 'KAKAO', NAVER: 'NAVER' } as const;
const provider = z.enum(SOCIAL_PROVIDER);

export const socialProviderArgs = z.strictObject({ provider });
export type SocialProviderArgsValue = z.output<typeof socialProviderArgs>;

/** Linking a provider to an own-id account starts with the account's password. */
export const socialLinkInput = socialProviderArgs.extend({
  password: z.string().max(PASSWORD_MAX, issue('account.currentPasswordWrong')),
});
export type SocialLinkInputValue = z.output<typeof socialLinkInput>;

/** The states the server issues are base64url; anything else was not issued here. */
export const OAUTH_STATE_RULE = /^[\w-]{16,64}$/;

/** What a provider's callback hands back: its authorization code and our state. */
export const socialGrant = z.strictObject({
  code: z.string().min(1).max(1024),
  state: z.string().regex(OAUTH_STATE_RULE, issue('social.stateInvalid')),
});
export type SocialGrantValue = z.output<typeof socialGrant>;

/** Finishing a provider sign-in (or link) with the callback's code and state. */
export const socialCallbackInput = z.strictObject({ provider, ...socialGrant.shape });
export type SocialCallbackInputValue = z.output<typeof socialCallbackInput>;

/** A provider's access token the browser holds (the documented token calls). */
export const socialTokenInput = z.strictObject({ accessToken: z.string().min(1).max(TOKEN_MAX) });
export type SocialTokenInputValue = z.output<typeof socialTokenInput>;

/** The profile completion of a new provider account: the registration's contact fields and messages (§5). */
export const socialSignupInput = z.strictObject(contactFields);

/** The signup ticket a provider sign-in answered; longer than any we sign is not ours. */
export const socialTicket = z.string().max(TOKEN_MAX, issue('social.ticketInvalid'));

export const socialSignupArgs = z.strictObject({ ticket: socialTicket, input: socialSignupInput });
export type SocialSignupArgsValue = z.output<typeof socialSignupArgs>;

/** Whether a member's account is linked to a provider's user id (a documented path). */
export const providerLinkRef = z.strictObject({ providerId: z.string().regex(/^[\w-]{1,64}$/), userNo: rowNo() });
export type ProviderLinkRefValue = z.output<typeof providerLinkRef>;
