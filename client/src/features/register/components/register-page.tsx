import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AddressFields } from '../../../components/address/address-fields';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { graphqlErrorField, graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useEmailVerification, type OwnerDetails } from '../hooks/use-email-verification';
import { useIdCheck } from '../hooks/use-id-check';
import { IntegrateOwnIdMutation, RegisterMutation } from '../operations';
import { emptyRegistration, joinEmail, registerSchema, type RegisterValues } from '../register-rules';
import { EmailFields } from './email-fields';
import { IdField } from './id-field';
import styles from './register.module.css';

const T = MSG.register;
const SERVER_FIELDS = { id: 'id', email: 'emailLocal', pwd: 'pwd', name: 'name', tel: 'tel' } as const;

/** /user/auth/register: the registration form of §5, with the id check and the mailed code. */
export function RegisterPage() {
  const form = useSchemaForm(registerSchema, { defaultValues: emptyRegistration });
  const { register, setError, setValue, formState } = form;
  const { errors } = formState;
  const idCheck = useIdCheck();
  const email = useEmailVerification();
  const [registerMember] = useMutation(RegisterMutation);
  const [integrateOwnId] = useMutation(IntegrateOwnIdMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();

  const fillFrom = (details: OwnerDetails) => {
    const fill = (field: keyof RegisterValues, value: string | null) =>
      value && setValue(field, value, { shouldDirty: true });
    fill('name', details.name);
    fill('tel', details.tel);
    fill('zipcode', details.zipcode);
    fill('address', details.address);
  };

  const submit = async (v: RegisterValues) => {
    setFailure(null);
    if (!idCheck.isAvailable(v.id)) return setError('id', { message: T.idCheckRequired }, { shouldFocus: true });
    const address = joinEmail(v);
    if (!address || email.verified !== address) return setError('emailLocal', { message: T.emailUnverified });
    const input = {
      id: v.id,
      pwd: v.pwd,
      name: v.name.trim(),
      email: address,
      tel: v.tel.trim(),
      zipcode: v.zipcode.trim(),
      address: [v.address.trim(), v.addressDetail.trim()].filter(Boolean).join(' '),
    };
    try {
      await (email.integrate ? integrateOwnId : registerMember)({ variables: { input } });
      navigate(paths.registerDone(), { replace: true });
    } catch (e) {
      const field = graphqlErrorField(e);
      const message = graphqlErrorMessage(e, '');
      if (field && field in SERVER_FIELDS && message) {
        setError(SERVER_FIELDS[field as keyof typeof SERVER_FIELDS], { message }, { shouldFocus: true });
      } else setFailure(T.failed(message || MSG.common.unexpected));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="register-title">
      <h1 id="register-title" className={styles.title}>
        {T.title}
      </h1>
      <Form form={form} onSubmit={submit} onInvalid={() => setFailure(null)} className={styles.form}>
        <IdField idCheck={idCheck} />
        <TextField
          label={T.pwd}
          type="password"
          autoComplete="new-password"
          hint={T.passwordHint}
          error={errors.pwd?.message}
          {...register('pwd')}
        />
        <TextField
          label={T.pwdConfirm}
          type="password"
          autoComplete="new-password"
          error={errors.pwdConfirm?.message}
          {...register('pwdConfirm')}
        />
        <TextField label={T.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <EmailFields verification={email} onOwnerDetails={fillFrom} />
        <TextField
          label={T.tel}
          type="tel"
          autoComplete="tel"
          hint={T.telHint}
          error={errors.tel?.message}
          {...register('tel')}
        />
        <AddressFields form={form} />
        {failure && (
          <p className={styles.bad} role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-accent" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? T.submitting : T.submit}
        </button>
      </Form>
      {email.offer && (
        <ConfirmDialog
          title={T.integrateTitle}
          confirmText={T.integrateConfirm}
          cancelText={T.cancel}
          onConfirm={() => void email.acceptIntegration()}
          onCancel={email.declineIntegration}
        >
          <p>{T.integrateBody}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
