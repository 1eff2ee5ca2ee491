import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { MSG } from '../../../lib/messages';
import type { ProfileValues } from '../profile-rules';
import styles from './profile-form.module.css';

interface Props {
  register: UseFormRegister<ProfileValues>;
  errors: FieldErrors<ProfileValues>;
}

/** Offered to own-id accounts only; left empty, the password stays as it is. */
export function PasswordFields({ register, errors }: Props) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{MSG.account.passwordSection}</legend>
      <p className={styles.hint}>{MSG.account.passwordHint}</p>
      <TextField
        label={MSG.account.currentPassword}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label={MSG.account.newPassword}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label={MSG.account.newPasswordConfirm}
        type="password"
        autoComplete="new-password"
        error={errors.newPasswordConfirm?.message}
        {...register('newPasswordConfirm')}
      />
    </fieldset>
  );
}
