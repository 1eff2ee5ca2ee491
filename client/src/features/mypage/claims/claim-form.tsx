import { CLAIM_PHOTOS_MAX } from '@scene-shop/domain/inputs';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { RefundAccountFields, useRefundAccount } from '../../../components/payment/refund-account-fields';
import { Form, useSchemaForm } from '../../../components/ui/form';
import type { ClaimInput, ClaimReason } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { CLAIM_REASONS, reasonName, typeName } from '../../../lib/claim-names';
import { CLAIM_TEXT_MAX, claimSchema } from './claim-schema';
import styles from './claims.module.css';

export interface ExchangeOption {
  no: number;
  size: string;
  color?: string | null;
  stock: number;
}

interface Props {
  orderProductNo: number;
  /** The line's units: an option with fewer in stock cannot be chosen. */
  quantity: number;
  options: ExchangeOption[];
  /** Paid into a virtual account: a return's refund goes to the account the member gives here. */
  needsRefundAccount?: boolean;
  submitting: boolean;
  error: string | null;
  onSubmit(input: ClaimInput, photos: File[]): void;
}

const label = (o: ExchangeOption) => (o.color ? `${o.color} / ${o.size}` : o.size);

/** The request of one line: return or exchange (choosing the new option), a reason, words and up to three photos. */
export function ClaimForm({
  orderProductNo,
  quantity,
  options,
  needsRefundAccount = false,
  submitting,
  error,
  onSubmit,
}: Props) {
  const form = useSchemaForm(claimSchema(orderProductNo), {
    defaultValues: { type: 'RETURN', reason: '', text: '', optionNo: '' },
  });
  const { register, control, formState } = form;
  const type = useWatch({ control, name: 'type' });
  const text = useWatch({ control, name: 'text' });
  const [photos, setPhotos] = useState<File[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const refundAccount = useRefundAccount();
  const askAccount = needsRefundAccount && type === 'RETURN';

  const choosePhotos = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    setTooMany(chosen.length > CLAIM_PHOTOS_MAX);
    setPhotos(chosen.slice(0, CLAIM_PHOTOS_MAX));
  };

  const submit = (v: { type: 'RETURN' | 'EXCHANGE'; reason: string; text: string; optionNo: string }) => {
    const account = askAccount ? refundAccount.read() : null;
    if (askAccount && !account) return;
    onSubmit(
      {
        orderProductNo,
        type: v.type,
        reason: v.reason as ClaimReason,
        text: v.text.trim(),
        optionNo: v.type === 'EXCHANGE' ? Number(v.optionNo) : null,
        ...(account ? { refundAccount: account } : {}),
      },
      photos,
    );
  };

  const { errors } = formState;
  return (
    <Form form={form} onSubmit={submit} className={styles.form}>
      <fieldset className={styles.field}>
        <legend className={styles.label}>{MSG.claims.type}</legend>
        <div className={styles.choices}>
          {(['RETURN', 'EXCHANGE'] as const).map((t) => (
            <label key={t} className={styles.choice}>
              <input type="radio" value={t} {...register('type')} /> {typeName(t)}
            </label>
          ))}
        </div>
      </fieldset>
      {type === 'EXCHANGE' && (
        <div className={styles.field}>
          <label htmlFor="claim-option" className={styles.label}>
            {MSG.claims.option}
          </label>
          {options.length === 0 ? (
            <p className={styles.hint}>{MSG.claims.noOptions}</p>
          ) : (
            <select
              id="claim-option"
              className={`input ${styles.select}`}
              aria-invalid={errors.optionNo ? true : undefined}
              {...register('optionNo')}
            >
              <option value="">{MSG.claims.optionPlaceholder}</option>
              {options.map((o) => (
                <option key={o.no} value={o.no} disabled={o.stock < quantity}>
                  {o.stock < quantity ? MSG.claims.optionSoldOut(label(o)) : label(o)}
                </option>
              ))}
            </select>
          )}
          <p className={styles.error} role={errors.optionNo ? 'alert' : undefined}>
            {errors.optionNo?.message}
          </p>
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor="claim-reason" className={styles.label}>
          {MSG.claims.reason}
        </label>
        <select
          id="claim-reason"
          className={`input ${styles.select}`}
          aria-invalid={errors.reason ? true : undefined}
          {...register('reason')}
        >
          <option value="">{MSG.claims.reasonPlaceholder}</option>
          {CLAIM_REASONS.map((r) => (
            <option key={r} value={r}>
              {reasonName(r)}
            </option>
          ))}
        </select>
        <p className={styles.error} role={errors.reason ? 'alert' : undefined}>
          {errors.reason?.message}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor="claim-text" className={styles.label}>
          {MSG.claims.text}
        </label>
        <textarea
          id="claim-text"
          className={styles.textarea}
          rows={4}
          placeholder={MSG.claims.textPlaceholder}
          aria-invalid={errors.text ? true : undefined}
          {...register('text')}
        />
        <div className={styles.fieldFoot}>
          <p className={styles.error} role={errors.text ? 'alert' : undefined}>
            {errors.text?.message}
          </p>
          <span className={styles.counter}>{MSG.claims.counter(text.length, CLAIM_TEXT_MAX)}</span>
        </div>
      </div>
      <div className={styles.field}>
        <span className={styles.label}>{MSG.claims.photos}</span>
        <div className={styles.fileRow}>
          <input
            id="claim-photos"
            type="file"
            accept="image/*"
            multiple
            className="visually-hidden"
            onChange={(e) => choosePhotos(e.target.files)}
          />
          <label htmlFor="claim-photos" className="btn btn-outline">
            {MSG.claims.addPhotos}
          </label>
          <span className={styles.hint}>
            {photos.length ? MSG.claims.photoCount(photos.length) : MSG.claims.noPhotos}
          </span>
        </div>
        {tooMany && (
          <p className={styles.error} role="alert">
            {MSG.claims.photosTooMany(CLAIM_PHOTOS_MAX)}
          </p>
        )}
      </div>
      {askAccount && <RefundAccountFields {...refundAccount.fields} disabled={submitting} />}
      {error && (
        <p className={styles.failure} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-accent" disabled={submitting}>
        {submitting ? MSG.claims.saving : MSG.claims.submit}
      </button>
    </Form>
  );
}
