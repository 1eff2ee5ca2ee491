import { useController, useFormContext } from 'react-hook-form';
import { graphql } from '../../../gql';
import type { ProductPicker_ProductFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import type { PostFormValues } from '../post-schema';
import styles from './post-form.module.css';

export const ProductPicker_product = graphql(`
  fragment ProductPicker_product on Product {
    no
    name
    pic
  }
`);

const T = MSG.postForm;

/**
 * The optional product of a post: one of the member's purchases, chosen by name, with its picture beside the choice
 * (the name is written once: in the choice).
 */
export function ProductPicker({ products }: { products: readonly ProductPicker_ProductFragment[] }) {
  // Controlled: the chosen product's picture follows the select as it changes.
  const { field } = useController({ control: useFormContext<PostFormValues>().control, name: 'productNo' });
  const product = products.find((p) => String(p.no) === field.value);

  if (products.length === 0)
    return (
      <div className={styles.field}>
        <span className={styles.label}>{T.product}</span>
        <p className={styles.hint}>{T.noPurchases}</p>
      </div>
    );
  return (
    <div className={styles.field}>
      <label htmlFor="post-product" className={styles.label}>
        {T.product}
      </label>
      <div className={styles.productChoice}>
        {product?.pic && (
          <img src={product.pic} alt="" width={44} height={44} loading="lazy" data-testid="chosen-product-picture" />
        )}
        <select id="post-product" className={styles.select} {...field}>
          <option value="">{T.noProduct}</option>
          {products.map((p) => (
            <option key={p.no} value={String(p.no)}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
