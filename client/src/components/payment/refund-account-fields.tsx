import { REFUND_BANKS } from '@scene-shop/domain/banks';
import { refundAccountInput, type RefundAccountValue } from '@scene-shop/domain/inputs';
import { useId, useState } from 'react';
import { ruleText } from '../../lib/i18n/server-text';
import { MSG } from '../../lib/messages';
import styles from './refund-account-fields.module.css';

/** The fields as typed: the bank's code ('' while none is chosen), the number and the holder's name. */
export interface RefundAccountDraft {
  bank: string;
  accountNumber: string;
  holderName: string;
}

export const EMPTY_REFUND_ACCOUNT: RefundAccountDraft = { bank: '', accountNumber: '', holderName: '' };

export type RefundAccountErrors = Partial<Record<keyof RefundAccountDraft, string>>;

/**
 * The draft read by the server's own rule (the domain's `refundAccountInput`): the account to send, or each broken
 * field's message in the chosen language.
 */
export function readRefundAccount(
  draft: RefundAccountDraft,
): { account: RefundAccountValue; errors: null } | { account: null; errors: RefundAccountErrors } {
  const parsed = refundAccountInput.safeParse({ ...draft, bank: draft.bank || undefined });
  if (parsed.success) return { account: parsed.data, errors: null };
  const errors: RefundAccountErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof RefundAccountDraft;
    errors[field] ??= ruleText(issue.message);
  }
  return { account: null, errors };
}

/**
 * The form part's state for a dialog or a form: `fields` to spread on RefundAccountFields, and `read()` on submit
 * (the account, or null with the messages shown; once shown they follow the typing).
 */
export function useRefundAccount() {
  const [value, setValue] = useState<RefundAccountDraft>(EMPTY_REFUND_ACCOUNT);
  const [errors, setErrors] = useState<RefundAccountErrors | null>(null);
  const onChange = (next: RefundAccountDraft) => {
    setValue(next);
    if (errors) setErrors(readRefundAccount(next).errors);
  };
  const read = (): RefundAccountValue | null => {
    const result = readRefundAccount(value);
    setErrors(result.errors);
    return result.account;
  };
  return { fields: { value, onChange, errors }, read };
}

interface Props {
  value: RefundAccountDraft;
  onChange(next: RefundAccountDraft): void;
  errors?: RefundAccountErrors | null;
  disabled?: boolean;
}

/**
 * The account a deposited virtual account is refunded to (Toss pays it to no card): a bank from the list of Korean
 * banks, the number and the holder. Shared by the member's cancel and return and the console's cancel.
 */
export function RefundAccountFields({ value, onChange, errors, disabled }: Props) {
  const id = useId();
  const field = (name: keyof RefundAccountDraft) => ({
    id: `${id}-${name}`,
    value: value[name],
    disabled,
    'aria-invalid': errors?.[name] ? true : undefined,
    'aria-describedby': errors?.[name] ? `${id}-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [name]: e.target.value }),
  });
  const error = (name: keyof RefundAccountDraft) =>
    errors?.[name] ? (
      <p id={`${id}-${name}-error`} className={styles.error} role="alert">
        {errors[name]}
      </p>
    ) : null;
  return (
    <fieldset className={styles.fields} data-testid="refund-account">
      <legend className={styles.legend}>{MSG.payment.refundAccountTitle}</legend>
      <p className={styles.note}>{MSG.payment.refundAccountNote}</p>
      <label htmlFor={`${id}-bank`} className={styles.label}>
        {MSG.payment.refundBank}
      </label>
      <select className="input" {...field('bank')}>
        <option value="">{MSG.payment.refundBankPlaceholder}</option>
        {REFUND_BANKS.map((b) => (
          <option key={b.code} value={b.code}>
            {b.name}
          </option>
        ))}
      </select>
      {error('bank')}
      <label htmlFor={`${id}-accountNumber`} className={styles.label}>
        {MSG.payment.refundAccountNumber}
      </label>
      <input
        className="input"
        inputMode="numeric"
        autoComplete="off"
        placeholder={MSG.payment.refundAccountNumberHint}
        {...field('accountNumber')}
      />
      {error('accountNumber')}
      <label htmlFor={`${id}-holderName`} className={styles.label}>
        {MSG.payment.refundHolder}
      </label>
      <input className="input" autoComplete="name" {...field('holderName')} />
      {error('holderName')}
    </fieldset>
  );
}
