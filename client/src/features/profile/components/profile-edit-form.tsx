import { BIO_MAX, NICKNAME_MAX } from '@scene-shop/domain/rules';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { graphql } from '../../../gql';
import type { ProfileEditForm_ProfileFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { useNicknameCheck, type NicknameCheck } from '../hooks/use-nickname-check';
import { useSaveProfile } from '../hooks/use-save-profile';
import { profileEditSchema, type ProfileEditValues } from '../profile-edit-schema';
import { PictureField } from './picture-field';
import styles from './own-profile-panel.module.css';

export const ProfileEditForm_profile = graphql(`
  fragment ProfileEditForm_profile on Profile {
    no
    nickname
    bio
    pic
  }
`);

interface Props {
  profile: ProfileEditForm_ProfileFragment;
  onCancel(): void;
  onSaved(): void;
}

const T = MSG.profilePanel;
/** What the line under the nickname says while it is checked ('taken' is the field's error instead). */
function checkText(check: NicknameCheck): string {
  if (check === 'checking') return T.nicknameChecking;
  if (check === 'free') return T.nicknameFree;
  if (check === 'failed') return T.nicknameCheckFailed;
  return '';
}

/** The panel's edit mode: nickname (checked as the member types), bio and a new picture; save or cancel. */
export function ProfileEditForm({ profile, onCancel, onSaved }: Props) {
  const form = useSchemaForm(profileEditSchema, {
    defaultValues: { nickname: profile.nickname, bio: profile.bio ?? '' },
    mode: 'onChange',
  });
  const { register, control, formState, setError, setFocus } = form;
  const [nickname, bio] = useWatch({ control, name: ['nickname', 'bio'] });
  const check = useNicknameCheck(nickname, profile.nickname, !formState.errors.nickname);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { save, saving } = useSaveProfile(profile.no);

  useEffect(() => setFocus('nickname'), [setFocus]);

  const taken = check === 'taken' ? T.nicknameTaken : undefined;
  const submit = async (values: ProfileEditValues) => {
    if (taken) return setFocus('nickname');
    setFailed(false);
    const result = await save(values, picture);
    if (result.kind === 'saved') return onSaved();
    if (result.kind === 'failed') return setFailed(true);
    if (result.field === 'picture') return setPictureError(result.message);
    setError(result.field, { message: result.message }, { shouldFocus: true });
  };

  return (
    <Form form={form} onSubmit={submit} className={styles.form}>
      <div>
        <TextField
          label={T.nickname}
          autoComplete="nickname"
          error={formState.errors.nickname?.message ?? taken}
          {...register('nickname')}
        />
        <p className={styles.hint}>
          <span role="status">{checkText(check)}</span>
          <span className={styles.counter}>{T.counter(nickname.trim().length, NICKNAME_MAX)}</span>
        </p>
      </div>
      <div>
        <TextField label={T.bio} error={formState.errors.bio?.message} {...register('bio')} />
        <p className={styles.hint}>
          <span className={styles.counter}>{T.counter(bio.trim().length, BIO_MAX)}</span>
        </p>
      </div>
      <PictureField
        current={profile.pic}
        nickname={profile.nickname}
        file={picture}
        error={pictureError}
        onChange={(file, error) => {
          setPicture(file);
          setPictureError(error);
        }}
      />
      {failed && (
        <p className={styles.error} role="alert">
          {T.saveFailed}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={saving}>
          {T.cancel}
        </button>
        <button type="submit" className="btn btn-accent" disabled={saving || check === 'taken'}>
          {saving ? T.saving : T.save}
        </button>
      </div>
    </Form>
  );
}
