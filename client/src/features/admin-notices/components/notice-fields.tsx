import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { MSG } from '../../../lib/messages';
import { NOTICE_CATEGORIES, type NoticeFormValues } from '../notice-schema';
import styles from './notice-form.module.css';

/**
 * Title, category and contents, for the add and the edit form (inside the shared Form). Any missing field shows
 * the one §5 message under the fields; the form clears it on the next edit.
 */
export function NoticeFields() {
  const id = useId();
  const { register, formState, getValues } = useFormContext<NoticeFormValues>();
  const { errors } = formState;
  const missing = errors.title?.message ?? errors.category?.message ?? errors.contents?.message;
  const messageId = `${id}-missing`;
  const described = (invalid: boolean) =>
    invalid ? { 'aria-invalid': true as const, 'aria-describedby': messageId } : {};
  return (
    <div className={styles.fields}>
      <TextField
        label={MSG.adminNotices.titleField}
        autoComplete="off"
        {...described(!!errors.title)}
        {...register('title')}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-category`} className={styles.label}>
          {MSG.adminNotices.categoryField}
        </label>
        <select
          id={`${id}-category`}
          className={styles.select}
          // A registered select does not take the form's default value by itself: the saved category shows at once.
          defaultValue={getValues('category')}
          {...described(!!errors.category)}
          {...register('category')}
        >
          <option value="">{MSG.adminNotices.choose}</option>
          {NOTICE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {MSG.notices.categories[c]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-contents`} className={styles.label}>
          {MSG.adminNotices.contentsField}
        </label>
        <textarea
          id={`${id}-contents`}
          className={styles.textarea}
          rows={10}
          {...described(!!errors.contents)}
          {...register('contents')}
        />
      </div>
      {missing && (
        <p id={messageId} className={styles.missing} role="alert">
          {missing}
        </p>
      )}
    </div>
  );
}
