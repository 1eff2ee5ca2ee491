import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { MSG } from '../../../lib/messages';
import type { OwnerDetails, useEmailVerification } from '../hooks/use-email-verification';
import { CUSTOM_DOMAIN, EMAIL_DOMAINS, joinEmail, type RegisterValues } from '../register-rules';
import styles from './register.module.css';

interface Props {
  verification: ReturnType<typeof useEmailVerification>;
  onOwnerDetails(details: OwnerDetails): void;
}

/** Email as id@domain (a listed domain or a typed one), the mailed code and its check. */
export function EmailFields({ verification: v, onOwnerDetails }: Props) {
  const { register, setError, clearErrors, getValues, formState, control } = useFormContext<RegisterValues>();
  const [domain, local, custom] = useWatch({ control, name: ['emailDomain', 'emailLocal', 'customDomain'] });
  const email = joinEmail({ emailLocal: local, emailDomain: domain, customDomain: custom });
  const locked = v.verified !== null && v.verified === email;

  const send = async () => {
    if (!email) return setError('emailLocal', { message: MSG.register.emailInvalid }, { shouldFocus: true });
    clearErrors('emailLocal');
    await v.start(email);
  };
  const verify = async () => {
    if (!v.sentTo) return;
    const details = await v.verify(v.sentTo, getValues('code'));
    if (details) onOwnerDetails(details);
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{MSG.register.email}</legend>
      <div className={styles.email}>
        <TextField
          label={MSG.register.emailLocal}
          autoComplete="email"
          autoCapitalize="none"
          readOnly={locked}
          error={formState.errors.emailLocal?.message}
          {...register('emailLocal')}
        />
        <span aria-hidden="true" className={styles.at}>
          @
        </span>
        <label className={styles.select}>
          <span className={styles.label}>{MSG.register.emailDomain}</span>
          <select disabled={locked} {...register('emailDomain')}>
            {EMAIL_DOMAINS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
            <option value={CUSTOM_DOMAIN}>{MSG.register.customDomain}</option>
          </select>
        </label>
      </div>
      {domain === CUSTOM_DOMAIN && (
        <TextField label={MSG.register.customDomainLabel} readOnly={locked} {...register('customDomain')} />
      )}
      {locked ? (
        <button type="button" className="btn btn-outline" onClick={v.restart}>
          {MSG.register.changeEmail}
        </button>
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => void send()} disabled={v.busy}>
          {v.sentTo ? MSG.register.resendCode : MSG.register.sendCode}
        </button>
      )}
      {v.sentTo && !locked && (
        <div className={styles.inline}>
          <TextField
            label={MSG.register.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...register('code')}
          />
          <button type="button" className="btn" onClick={() => void verify()} disabled={v.busy}>
            {MSG.register.verifyCode}
          </button>
        </div>
      )}
      {v.notice && (
        <p
          className={v.notice.kind === 'ok' ? styles.ok : styles.bad}
          role={v.notice.kind === 'ok' ? 'status' : 'alert'}
        >
          {v.notice.text}
        </p>
      )}
      {v.integrate && <p className={styles.hint}>{MSG.register.integrating}</p>}
    </fieldset>
  );
}
