import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { TextField } from '../../../components/ui/text-field';
import { graphql } from '../../../gql';
import type { ProfileForm_UserFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { useUpdateAccount } from '../hooks/use-update-account';
import { profileSchema, type ProfileValues } from '../profile-rules';
import { AddressFields } from '../../../components/address/address-fields';
import { PasswordFields } from './password-fields';
import styles from './profile-form.module.css';
import { paths } from '../../../lib/paths';

export const ProfileForm_user = graphql(`
  fragment ProfileForm_user on User {
    no
    email
    name
    tel
    zipcode
    address
    accountType
    mustChangePassword
  }
`);

export function ProfileForm({ user }: { user: ProfileForm_UserFragment }) {
  const options = { nameEditable: !user.name, passwordChange: user.accountType === 'OWN' };
  const form = useSchemaForm(profileSchema(options), {
    defaultValues: {
      name: user.name ?? '',
      tel: user.tel ?? '',
      zipcode: user.zipcode ?? '',
      address: user.address ?? '',
      addressDetail: '',
      currentPassword: '',
      newPassword: '',
      newPasswordConfirm: '',
    },
  });
  const { register, setError, formState } = form;
  const { errors } = formState;
  const { save, saving } = useUpdateAccount(options);
  const [dialog, setDialog] = useState<'saved' | 'failed' | null>(null);
  const navigate = useNavigate();

  const submit = async (values: ProfileValues) => {
    const outcome = await save(values);
    if (outcome.kind === 'field') setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
    else setDialog(outcome.kind);
  };

  return (
    <Form form={form} onSubmit={submit} className={styles.form}>
      {user.mustChangePassword && (
        <p className={styles.notice} role="status">
          {MSG.account.mustChangePassword}
        </p>
      )}
      <TextField label={MSG.account.email} value={user.email ?? ''} readOnly aria-readonly="true" />
      <div>
        <TextField
          label={MSG.account.name}
          readOnly={!options.nameEditable}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        {!options.nameEditable && <p className={styles.hint}>{MSG.account.nameLocked}</p>}
      </div>
      <TextField
        label={MSG.account.tel}
        type="tel"
        autoComplete="tel"
        error={errors.tel?.message}
        {...register('tel')}
      />
      <AddressFields form={form} />
      {options.passwordChange ? (
        <PasswordFields register={register} errors={errors} />
      ) : (
        <p className={styles.hint}>{MSG.account.socialNoPassword}</p>
      )}
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-accent" disabled={saving || formState.isSubmitting}>
          {saving ? MSG.account.saving : MSG.account.save}
        </button>
        <Link to={paths.withdraw(user.no)} className={styles.withdraw}>
          {MSG.account.withdrawLink}
        </Link>
      </div>
      {dialog === 'saved' && (
        <MessageDialog
          message={MSG.account.updated}
          okText={MSG.mypage.confirm}
          onClose={() => navigate(paths.home())}
        />
      )}
      {dialog === 'failed' && (
        <MessageDialog message={MSG.account.updateFailed} okText={MSG.mypage.confirm} onClose={() => setDialog(null)} />
      )}
    </Form>
  );
}
