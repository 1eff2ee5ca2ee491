import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { MSG } from '../../../lib/messages';
import { linkItemSchema } from '../fashion-schemas';
import { FashionItemAutocompleteQuery, LinkItemMutation } from '../operations';
import { placeServerError } from '../server-error';
import { useAutocomplete } from '../use-autocomplete';
import { Combobox } from './combobox';
import styles from './fashion-forms.module.css';
import { FormActions } from './form-actions';
import { FormPanel } from './form-panel';

interface Props {
  styleNo: number;
  styleName: string;
  onDone(): void;
}

/** Links an item already registered (found by name) to a style (§2 Character editor). */
export function LinkItemForm({ styleNo, styleName, onDone }: Props) {
  const m = MSG.adminFashion.linkForm;
  const form = useSchemaForm(linkItemSchema(), { defaultValues: { item: undefined } });
  const chosen = form.watch('item');
  const [term, setTerm] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const options = useAutocomplete(FashionItemAutocompleteQuery, term);
  const [link, { loading }] = useMutation(LinkItemMutation, {
    refetchQueries: ['FashionCharacter'],
    awaitRefetchQueries: true,
  });
  return (
    <FormPanel title={m.title(styleName)} level="h4">
      <Form
        form={form}
        className={styles.form}
        onInvalid={() => setFailure(null)}
        onSubmit={({ item }) => {
          setFailure(null);
          return link({ variables: { styleNo, itemNo: item.no } }).then(onDone, (error: unknown) =>
            setFailure(placeServerError(form, error, { itemNo: 'item' })),
          );
        }}
      >
        <Combobox
          label={m.label}
          placeholder={m.placeholder}
          term={term}
          onTermChange={setTerm}
          options={options?.itemAutocomplete}
          optionText={(item) => item.name}
          onPick={(item) => {
            form.setValue('item', { no: item.no, name: item.name }, { shouldValidate: form.formState.isSubmitted });
            setTerm('');
          }}
          noResults={MSG.adminFashion.noResults}
          error={form.formState.errors.item?.message}
        />
        {chosen && (
          <p className={styles.chosen} aria-live="polite">
            {m.chosen(chosen.name)}
          </p>
        )}
        <FormActions failure={failure} loading={loading} submitLabel={m.submit} onCancel={onDone} />
      </Form>
    </FormPanel>
  );
}
