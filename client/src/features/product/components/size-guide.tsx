import { graphql } from '../../../gql';
import type { SizeGuide_ProductFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './size-picker.module.css';

export const SizeGuide_product = graphql(`
  fragment SizeGuide_product on Product {
    sizeGuide {
      columns
      rows {
        size
        values
      }
    }
  }
`);

/** The product's measurement table (edited in the console), folded away until opened. */
export function SizeGuide({ product }: { product: SizeGuide_ProductFragment }) {
  const guide = product.sizeGuide;
  if (!guide || guide.rows.length === 0) return null;
  return (
    <details className={styles.guide}>
      <summary>{MSG.product.sizeGuide}</summary>
      <div className={styles.guideScroll}>
        <table className={styles.guideTable}>
          <thead>
            <tr>
              <th scope="col">{MSG.product.size}</th>
              {guide.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {guide.rows.map((r) => (
              <tr key={r.size}>
                <th scope="row">{r.size}</th>
                {guide.columns.map((c, i) => (
                  <td key={c}>{r.values[i] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.hint}>{MSG.product.sizeGuideNote}</p>
    </details>
  );
}
