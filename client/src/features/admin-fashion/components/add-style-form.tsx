import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { MSG } from '../../../lib/messages';
import { styleSchema } from '../fashion-schemas';
import { AddStyleMutation } from '../operations';
import { placeServerError } from '../server-error';
import styles from './fashion-forms.module.css';
import { ImageField } from './image-field';

/** A new style of the character: its picture (§2 Character editor). */
export function AddStyleForm({ characterNo }: { characterNo: number }) {
  const m = MSG.adminFashion.character;
  const headingId = useId();
  const form = useSchemaForm(styleSchema(), { defaultValues: { file: undefined } });
  const [failure, setFailure] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddStyleMutation, {
    refetchQueries: ['FashionCharacter'],
    awaitRefetchQueries: true,
  });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {m.addStyle}
      </h2>
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
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="btn" disabled={loading}>
            {loading ? MSG.adminFashion.saving : m.addStyle}
          </button>
        </div>
      </Form>
    </section>
  );
}
