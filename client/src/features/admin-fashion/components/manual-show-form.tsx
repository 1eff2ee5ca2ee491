import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { MSG } from '../../../lib/messages';
import { manualShowSchema } from '../fashion-schemas';
import { AddShowManuallyMutation } from '../operations';
import { placeServerError } from '../server-error';
import styles from './fashion-forms.module.css';
import { FormActions } from './form-actions';
import { FormPanel } from './form-panel';
import { ImageField } from './image-field';

interface Props {
  /** The title the admin searched for, to start from. */
  title: string;
  onAdded(no: number): void;
  onCancel(): void;
}

/** The manual add (§2): a title and a poster file, previewed before it is sent. */
export function ManualShowForm({ title, onAdded, onCancel }: Props) {
  const m = MSG.adminFashion.manualShow;
  const form = useSchemaForm(manualShowSchema(), { defaultValues: { title, file: undefined } });
  const [failure, setFailure] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddShowManuallyMutation, { refetchQueries: ['FashionShows'] });
  const e = form.formState.errors;
  return (
    <FormPanel title={m.title} level="h2">
      <Form
        form={form}
        className={styles.form}
        onInvalid={() => setFailure(null)}
        onSubmit={(values) =>
          add({ variables: values }).then(
            (result) => result.data && onAdded(result.data.addShowManually.no),
            (error: unknown) => setFailure(placeServerError(form, error)),
          )
        }
      >
        <TextField label={m.showTitle} maxLength={100} {...form.register('title')} error={e.title?.message} />
        <ImageField label={m.poster} previewAlt={m.preview} />
        <FormActions failure={failure} loading={loading} submitLabel={m.submit} onCancel={onCancel} />
      </Form>
    </FormPanel>
  );
}
