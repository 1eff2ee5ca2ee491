import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { MSG } from '../../../lib/messages';
import type { ProfileValues } from '../profile-rules';
import { PostcodeSearch } from './postcode-search';
import styles from './profile-form.module.css';

/** Zipcode (at most 6 characters), address and detail address; the search widget fills the first two. */
export function AddressFields({ form }: { form: UseFormReturn<ProfileValues> }) {
  const { register, setValue, clearErrors, formState } = form;
  const onSelect = (zipcode: string, address: string) => {
    setValue('zipcode', zipcode, { shouldDirty: true });
    setValue('address', address, { shouldDirty: true });
    clearErrors('address');
  };
  const invalid = formState.errors.address?.message;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{MSG.account.address}</legend>
      <div className={styles.zipRow}>
        <TextField
          label={MSG.account.zipcode}
          maxLength={6}
          inputMode="numeric"
          autoComplete="postal-code"
          aria-invalid={invalid ? true : undefined}
          {...register('zipcode')}
        />
        <PostcodeSearch onSelect={onSelect} />
      </div>
      <TextField label={MSG.account.address} autoComplete="address-line1" error={invalid} {...register('address')} />
      <TextField label={MSG.account.addressDetail} autoComplete="address-line2" {...register('addressDetail')} />
    </fieldset>
  );
}
