import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { MSG } from '../../../lib/messages';
import { styleSchema } from '../fashion-schemas';
import { AddStyleMutation } from '../operations';
import { placeServerError } from '../server-error';
import styles from './fashion-forms.module.css';
import { FormActions } from './form-actions';
import { FormPanel } from './form-panel';
import { ImageField } from './image-field';

/** A new style of the character: its picture (§2 Character editor). */
export function AddStyleForm({ characterNo }: { characterNo: number }) {
  const m = MSG.adminFashion.character;
  const form = useSchemaForm(styleSchema(), { defaultValues: { file: undefined } });
  const [failure, setFailure] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddStyleMutation, {
    refetchQueries: ['FashionCharacter'],
    awaitRefetchQueries: true,
  });
  return (
    <FormPanel title={m.addStyle} level="h2">
      <Form
        form={form}
        className={styles.form}
        onInvalid={() => setFailure(null)}
        onSubmit={({ file }) => {
          setFailure(null);
          return add({ variables: { characterNo, file } }).then(
            () => form.reset({ file: undefined }),
            (error: unknown) => setFailure(placeServerError(form, error)),
          );
        }}
      >
        <ImageField label={m.stylePicture} previewAlt={m.stylePreview} />
        <FormActions failure={failure} loading={loading} submitLabel={m.addStyle} />
      </Form>
    </FormPanel>
  );
}
