import { useId, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FilePicker } from '../../../components/ui/file-picker';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import type { ProductInput } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { useObjectUrl } from '../../../lib/use-object-url';
import { CATEGORIES, COLOR_FAMILIES, productSchema, type ProductFormValues } from '../product-schema';
import styles from './product-form.module.css';

interface Props {
  mode: 'create' | 'update';
  initial: ProductFormValues;
  /** The stored picture, shown until another file is chosen. */
  currentPic?: string | null;
  busy: boolean;
  onSubmit(input: ProductInput, image: File | null): void;
  /** The back button and anything else beside the save button. */
  extraActions?: ReactNode;
}

/**
 * The add and edit forms (admin-console §2, §5): inline errors under the fields. Editing checks as the admin types
 * and keeps the save button disabled while any error stands.
 */
export function ProductForm({ mode, initial, currentPic, busy, onSubmit, extraActions }: Props) {
  const form = useSchemaForm(productSchema(mode), {
    defaultValues: initial,
    mode: mode === 'update' ? 'onChange' : 'onSubmit',
  });
  const [image, setImage] = useState<File | null>(null);
  const hasError = Object.keys(form.formState.errors).length > 0;
  const blocked = busy || (mode === 'update' && hasError);
  return (
    <Form
      form={form}
      className={styles.form}
      onSubmit={(input) => {
        if (!blocked) onSubmit(input, image);
      }}
    >
      <ProductFields />
      <ImageField currentPic={currentPic ?? null} onChange={setImage} />
      <div className={styles.actions}>
        {extraActions}
        <button type="submit" className="btn" disabled={blocked}>
          {busy ? MSG.adminProducts.saving : mode === 'create' ? MSG.adminProducts.submitAdd : MSG.adminProducts.save}
        </button>
      </div>
    </Form>
  );
}

function ProductFields() {
  const { register, formState } = useFormContext<ProductFormValues>();
  const m = MSG.adminProducts;
  const e = formState.errors;
  const categoryId = useId();
  const colorId = useId();
  const contentsId = useId();
  return (
    <>
      <TextField label={m.name} maxLength={100} {...register('name')} error={e.name?.message} />
      <TextField label={m.price} inputMode="numeric" {...register('price')} error={e.price?.message} />
      <div className={styles.field}>
        <label htmlFor={contentsId}>{m.contents}</label>
        <textarea
          id={contentsId}
          rows={4}
          aria-invalid={e.contents ? true : undefined}
          aria-describedby={e.contents ? `${contentsId}-error` : undefined}
          {...register('contents')}
        />
        {e.contents && (
          <p id={`${contentsId}-error`} className={styles.error} role="alert">
            {e.contents.message}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={categoryId}>{m.category}</label>
        {/* React selects the default option once the options exist; the form's own default comes too early. */}
        <select id={categoryId} defaultValue={formState.defaultValues?.category} {...register('category')}>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {m.categories[c]}
            </option>
          ))}
        </select>
        {e.category && (
          <p className={styles.error} role="alert">
            {e.category.message}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={colorId}>{m.colorFamily}</label>
        <select
          id={colorId}
          defaultValue={formState.defaultValues?.colorFamily}
          aria-describedby={`${colorId}-hint`}
          {...register('colorFamily')}
        >
          <option value="">{m.noColorFamily}</option>
          {COLOR_FAMILIES.map((c) => (
            <option key={c} value={c}>
              {m.colorFamilies[c]}
            </option>
          ))}
        </select>
        <p id={`${colorId}-hint`} className={styles.hint}>
          {m.colorFamilyHint}
        </p>
      </div>
      <TextField label={m.stockField} inputMode="numeric" {...register('stock')} error={e.stock?.message} />
      <TextField
        label={m.discountRate}
        inputMode="numeric"
        {...register('discountRate')}
        error={e.discountRate?.message}
      />
    </>
  );
}

interface ImageProps {
  currentPic: string | null;
  onChange(file: File | null): void;
}

/** The image file with its preview: the chosen file, else the stored picture. */
function ImageField({ currentPic, onChange }: ImageProps) {
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const src = preview ?? currentPic;
  return (
    <div className={styles.field}>
      <FilePicker
        label={MSG.adminProducts.image}
        chooseText={MSG.admin.chooseFile}
        chosenText={file?.name ?? MSG.admin.noFileChosen}
        accept="image/png,image/jpeg,image/gif"
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          setFile(chosen);
          onChange(chosen);
        }}
      />
      {src && <img className={styles.preview} src={src} alt={MSG.adminProducts.preview} />}
    </div>
  );
}
