import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { MSG } from '../../lib/messages';
import { TextField } from '../ui/text-field';
import styles from './address.module.css';
import { PostcodeSearch } from './postcode-search';

/** The address part of a form: the profile, the registration and the social sign-up share it. */
export interface AddressValues {
  zipcode: string;
  address: string;
  addressDetail: string;
}

/** Zipcode (at most 6 characters), address and detail address; the search widget fills the first two. */
export function AddressFields<T extends FieldValues & AddressValues>({ form }: { form: UseFormReturn<T> }) {
  const { register, setValue, clearErrors, formState } = form;
  const field = (name: keyof AddressValues) => name as Path<T>;
  const onSelect = (zipcode: string, address: string) => {
    setValue(field('zipcode'), zipcode as PathValue<T, Path<T>>, { shouldDirty: true });
    setValue(field('address'), address as PathValue<T, Path<T>>, { shouldDirty: true });
    clearErrors(field('address'));
  };
  const invalid = formState.errors.address?.message as string | undefined;
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
          {...register(field('zipcode'))}
        />
        <PostcodeSearch onSelect={onSelect} />
      </div>
      <TextField
        label={MSG.account.address}
        autoComplete="address-line1"
        error={invalid}
        {...register(field('address'))}
      />
      <TextField label={MSG.account.addressDetail} autoComplete="address-line2" {...register(field('addressDetail'))} />
    </fieldset>
  );
}
