import { useState } from 'react';
import { AddressFields } from '../../../components/address/address-fields';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { MSG } from '../../../lib/messages';
import { useCompleteSignup } from '../hooks/use-complete-signup';
import { signupSchema, type SignupValues } from '../signup-schema';
import type { PendingSignup } from '../social-flow';
import styles from './social-signup.module.css';

/** Name, phone and address for a first provider sign-in; the email is the one the provider verified. */
export function SocialSignupForm({ pending }: { pending: PendingSignup }) {
  const form = useSchemaForm(signupSchema, {
    defaultValues: { name: pending.name ?? '', tel: '', zipcode: '', address: '', addressDetail: '' },
  });
  const { register, setError, formState } = form;
  const { errors } = formState;
  const { submit, loading } = useCompleteSignup(pending);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (values: SignupValues) => {
    setFailure(null);
    const outcome = await submit(values);
    if (outcome?.kind === 'field') setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
    else if (outcome) setFailure(outcome.message);
  };

  return (
    <Form form={form} onSubmit={onSubmit} onInvalid={() => setFailure(null)} className={styles.form}>
      <TextField label={MSG.social.email} value={pending.email} readOnly aria-readonly="true" />
      <TextField
        label={MSG.social.name}
        autoComplete="name"
        maxLength={50}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={MSG.social.tel}
        type="tel"
        autoComplete="tel"
        maxLength={20}
        error={errors.tel?.message}
        {...register('tel')}
      />
      <AddressFields form={form} />
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className={`btn btn-accent ${styles.submit}`} disabled={loading}>
        {loading ? MSG.social.signupSubmitting : MSG.social.signupSubmit}
      </button>
    </Form>
  );
}
