import { POST_CONTENT_MAX } from '@scene-shop/domain/posts';
import { useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, useSchemaForm } from '../../../components/ui/form';
import type { ProductPicker_ProductFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { characters, postSchema, type PostFormValues } from '../post-schema';
import { ImageField, LockedImage } from './image-field';
import { ProductPicker } from './product-picker';
import styles from './post-form.module.css';

const T = MSG.postForm;

export interface PostInputValues {
  content: string;
  productNo: number | null;
}

interface Props {
  /** Writing needs a new picture; editing shows the post's picture, which cannot change. */
  mode: 'write' | 'edit';
  initial: { content: string; productNo: number | null; pic: string | null };
  products: readonly ProductPicker_ProductFragment[];
  submitting: boolean;
  /** The 등록 실패 text of the last attempt. */
  error: string | null;
  onSubmit(input: PostInputValues, image: File | null): void;
}

/** The post form: picture, text of up to 500 characters with its counter, an optional purchased product. */
export function PostForm({ mode, initial, products, submitting, error, onSubmit }: Props) {
  const write = mode === 'write';
  const form = useSchemaForm(postSchema(mode), {
    defaultValues: {
      content: initial.content,
      productNo: initial.productNo ? String(initial.productNo) : '',
      image: null,
    } satisfies PostFormValues,
  });
  const { register, control, formState } = form;
  const count = characters(useWatch({ control, name: 'content' })).length;
  const [cut, setCut] = useState(false);
  const contentField = register('content');

  // Input beyond 500 characters is cut off, and the member is told why.
  const onContent = (e: ChangeEvent<HTMLTextAreaElement>) => {
    const chars = characters(e.target.value);
    const over = chars.length > POST_CONTENT_MAX;
    if (over) e.target.value = chars.slice(0, POST_CONTENT_MAX).join('');
    setCut(over);
    return contentField.onChange(e);
  };
  const contentError = formState.errors.content?.message ?? (cut ? T.contentTooLong : undefined);
  const submit = (v: PostFormValues) =>
    onSubmit({ content: v.content.trim(), productNo: v.productNo ? Number(v.productNo) : null }, v.image);

  return (
    <Form form={form} onSubmit={submit} className={styles.form}>
      {write ? <ImageField /> : <LockedImage pic={initial.pic} />}
      <div className={styles.field}>
        <label htmlFor="post-content" className={styles.label}>
          {T.content}
        </label>
        <textarea
          id="post-content"
          className={styles.textarea}
          rows={6}
          placeholder={T.placeholder}
          aria-invalid={contentError ? true : undefined}
          aria-describedby="post-counter post-content-error"
          {...contentField}
          onChange={onContent}
        />
        <div className={styles.fieldFoot}>
          <p id="post-content-error" className={styles.error} role={contentError ? 'alert' : undefined}>
            {contentError}
          </p>
          <span id="post-counter" className={styles.counter} data-testid="post-counter">
            {T.counter(count)}
          </span>
        </div>
      </div>
      <ProductPicker products={products} />
      {error && (
        <p className={styles.failure} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={`btn btn-accent ${styles.submit}`} disabled={submitting}>
        {submitting ? T.saving : write ? T.submit : T.save}
      </button>
    </Form>
  );
}
