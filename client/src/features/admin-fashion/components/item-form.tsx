import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { MSG } from '../../../lib/messages';
import { MATCHES, itemSchema, type Chosen } from '../fashion-schemas';
import { AddItemMutation, FashionProductOptionsQuery } from '../operations';
import { placeServerError } from '../server-error';
import { useAutocomplete } from '../use-autocomplete';
import { Combobox } from './combobox';
import styles from './fashion-forms.module.css';
import { FormActions } from './form-actions';
import { FormPanel } from './form-panel';
import { ImageField } from './image-field';

interface Props {
  styleNo: number;
  styleName: string;
  onDone(): void;
}

/** A new item of a style (§2): picture, linked product (autocomplete), name, external path, exact or similar. */
export function ItemForm({ styleNo, styleName, onDone }: Props) {
  const m = MSG.adminFashion.itemForm;
  const form = useSchemaForm(itemSchema(), {
    defaultValues: { name: '', path: '', product: undefined, match: 'SIMILAR', file: undefined },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddItemMutation, {
    refetchQueries: ['FashionCharacter'],
    awaitRefetchQueries: true,
  });
  const e = form.formState.errors;
  return (
    <FormPanel title={m.title(styleName)} level="h4">
      <Form
        form={form}
        className={styles.form}
        onInvalid={() => setFailure(null)}
        onSubmit={({ input, file }) => {
          setFailure(null);
          return add({ variables: { styleNo, input, file } }).then(onDone, (error: unknown) =>
            setFailure(placeServerError(form, error, { productNo: 'product' })),
          );
        }}
      >
        <ImageField label={m.picture} previewAlt={m.preview} />
        <ProductField />
        <TextField label={m.name} maxLength={100} {...form.register('name')} error={e.name?.message} />
        <TextField
          label={m.path}
          type="url"
          inputMode="url"
          placeholder="https://"
          {...form.register('path')}
          error={e.path?.message}
        />
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{m.match}</legend>
          {MATCHES.map((match) => (
            <label key={match} className={styles.choice}>
              <input type="radio" value={match} {...form.register('match')} />
              {MSG.adminFashion.match[match]}
            </label>
          ))}
        </fieldset>
        <FormActions failure={failure} loading={loading} submitLabel={m.submit} onCancel={onDone} />
      </Form>
    </FormPanel>
  );
}

/** The linked product, found by name; the server names it `productNo`. */
function ProductField() {
  const m = MSG.adminFashion.itemForm;
  const { setValue, resetField, formState } = useFormContext<{ product?: Chosen }>();
  const product = useWatch<{ product?: Chosen }, 'product'>({ name: 'product' });
  const [term, setTerm] = useState('');
  const options = useAutocomplete(FashionProductOptionsQuery, term);
  return (
    <div className={styles.field}>
      <Combobox
        label={m.product}
        placeholder={m.productPlaceholder}
        term={term}
        onTermChange={setTerm}
        options={options?.promotionTargets}
        optionText={(p) => p.name}
        onPick={(p) => {
          setValue('product', { no: p.no, name: p.name });
          setTerm('');
        }}
        noResults={MSG.adminFashion.noResults}
        error={formState.errors.product?.message}
      />
      {product && (
        <p className={styles.chosen} aria-live="polite">
          <span>{m.chosen(product.name)}</span>
          <button type="button" className="btn btn-outline" onClick={() => resetField('product')}>
            {m.clearProduct}
          </button>
        </p>
      )}
    </div>
  );
}
