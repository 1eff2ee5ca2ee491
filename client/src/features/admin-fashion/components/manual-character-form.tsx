import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { MSG } from '../../../lib/messages';
import { manualCharacterSchema } from '../fashion-schemas';
import { AddCharacterManuallyMutation } from '../operations';
import { placeServerError } from '../server-error';
import styles from './fashion-forms.module.css';
import { FormActions } from './form-actions';
import { FormPanel } from './form-panel';
import { ImageField } from './image-field';

const EMPTY = { actorName: '', characterName: '', file: undefined };

/** Adds a character by hand (§2 Show detail): actor name, character name and a picture. */
export function ManualCharacterForm({ showNo }: { showNo: number }) {
  const m = MSG.adminFashion.manualCharacter;
  const form = useSchemaForm(manualCharacterSchema(), { defaultValues: EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddCharacterManuallyMutation, {
    refetchQueries: ['FashionShow'],
    awaitRefetchQueries: true,
  });
  const e = form.formState.errors;
  return (
    <FormPanel title={m.title} level="h2">
      <Form
        form={form}
        className={styles.form}
        onInvalid={() => setFailure(null)}
        onSubmit={(values) => {
          setFailure(null);
          return add({ variables: { showNo, ...values } }).then(
            () => form.reset(EMPTY),
            (error: unknown) => setFailure(placeServerError(form, error)),
          );
        }}
      >
        <TextField label={m.actorName} maxLength={50} {...form.register('actorName')} error={e.actorName?.message} />
        <div className={styles.field}>
          <TextField
            label={m.characterName}
            maxLength={50}
            {...form.register('characterName')}
            error={e.characterName?.message}
          />
          <p className={styles.hint}>{m.suffixHint}</p>
        </div>
        <ImageField label={m.picture} previewAlt={m.preview} />
        <FormActions failure={failure} loading={loading} submitLabel={m.submit} />
      </Form>
    </FormPanel>
  );
}
