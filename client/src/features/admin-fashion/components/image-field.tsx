import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FilePicker } from '../../../components/ui/file-picker';
import { MSG } from '../../../lib/messages';
import { useObjectUrl } from '../../../lib/use-object-url';
import { IMAGE_TYPES } from '../fashion-schemas';
import styles from './fashion-forms.module.css';

interface Props {
  label: string;
  previewAlt: string;
}

/** The form's `file` field: a picture with its preview; the form's schema says whether one is required. */
export function ImageField({ label, previewAlt }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const { setValue, resetField, formState } = useFormContext<{ file?: File }>();
  const file = useWatch<{ file?: File }, 'file'>({ name: 'file' });
  const preview = useObjectUrl(file ?? null);
  // A reset form (after a save) empties the input too, which the browser keeps on its own.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);
  return (
    <div className={styles.field}>
      <FilePicker
        ref={input}
        label={label}
        chooseText={MSG.admin.chooseFile}
        chosenText={file?.name ?? MSG.admin.noFileChosen}
        accept={IMAGE_TYPES.join(',')}
        error={formState.errors.file?.message}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) setValue('file', chosen, { shouldValidate: formState.isSubmitted });
          else resetField('file');
        }}
      />
      {preview && <img className={styles.preview} src={preview} alt={previewAlt} />}
    </div>
  );
}
