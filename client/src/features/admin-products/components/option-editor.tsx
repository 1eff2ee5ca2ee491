import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { AdminProductOptionsQuery as AdminProductOptionsData } from '../../../gql/graphql';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import styles from './product-pages.module.css';

export const AdminProductOptionsQuery = graphql(`
  query AdminProductOptions($no: Int!) {
    product(no: $no) {
      no
      options {
        no
        size
        color
        stock
        priceDelta
      }
      sizeGuide {
        columns
        rows {
          size
          values
        }
      }
    }
  }
`);

export const SaveProductOptionsMutation = graphql(`
  mutation SaveProductOptions($productNo: Int!, $options: [ProductOptionInput!]!) {
    saveProductOptions(productNo: $productNo, options: $options) {
      no
      size
      color
      stock
      priceDelta
    }
  }
`);

export const SaveSizeGuideMutation = graphql(`
  mutation SaveSizeGuide($productNo: Int!, $sizeGuide: SizeGuideInput) {
    saveSizeGuide(productNo: $productNo, sizeGuide: $sizeGuide) {
      no
    }
  }
`);

interface Row {
  key: string;
  no: number | null;
  size: string;
  color: string;
  stock: string;
  priceDelta: string;
}

type Guide = { columns: string[]; rows: { size: string; values: string[] }[] };

/** The size guide as the console's text box shows it: the measurements' names, then one line per size. */
const guideText = (g: Guide | null | undefined) =>
  g ? [g.columns.join(', '), ...g.rows.map((r) => [r.size, ...r.values].join(', '))].join('\n') : '';

function parseGuide(text: string): Guide | null {
  const lines = text
    .split('\n')
    .map((l) => l.split(',').map((c) => c.trim()))
    .filter((cells) => cells.some((c) => c !== ''));
  if (lines.length === 0) return null;
  const [columns, ...rows] = lines;
  return { columns: columns!, rows: rows.map(([size, ...values]) => ({ size: size ?? '', values })) };
}

let rowSeq = 0;
const newRow = (): Row => ({ key: `new-${++rowSeq}`, no: null, size: '', color: '', stock: '0', priceDelta: '0' });

/** The product's sizes (rename, restock, reprice, add, retire) and its size guide, below the product's form. */
export function OptionEditor({ productNo }: { productNo: number }) {
  const { data } = useQuery(AdminProductOptionsQuery, { variables: { no: productNo }, fetchPolicy: 'network-only' });
  const product = data?.product;
  if (!product) return null;
  return <OptionEditorBody key={product.no} productNo={productNo} product={product} />;
}

function OptionEditorBody({
  productNo,
  product,
}: {
  productNo: number;
  product: NonNullable<AdminProductOptionsData['product']>;
}) {
  const [rows, setRows] = useState<Row[]>(() =>
    product.options.map((o) => ({
      key: `o-${o.no}`,
      no: o.no,
      size: o.size,
      color: o.color ?? '',
      stock: String(o.stock),
      priceDelta: String(o.priceDelta),
    })),
  );
  const [guide, setGuide] = useState(() => guideText(product.sizeGuide));
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [saveOptions, savingOptions] = useMutation(SaveProductOptionsMutation);
  const [saveGuide, savingGuide] = useMutation(SaveSizeGuideMutation);

  const change = (key: string, field: keyof Row, value: string) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  const submitOptions = () => {
    setNotice(null);
    const options = rows.map((r) => ({
      no: r.no,
      size: r.size,
      color: r.color || null,
      stock: Number(r.stock),
      priceDelta: Number(r.priceDelta || 0),
    }));
    saveOptions({ variables: { productNo, options } }).then(
      ({ data: saved }) => {
        setRows(
          (saved?.saveProductOptions ?? []).map((o) => ({
            key: `o-${o.no}`,
            no: o.no,
            size: o.size,
            color: o.color ?? '',
            stock: String(o.stock),
            priceDelta: String(o.priceDelta),
          })),
        );
        setNotice({ text: MSG.adminProducts.optionsSaved, error: false });
      },
      (e: unknown) => setNotice({ text: graphqlErrorMessage(e, MSG.adminProducts.actionFailed), error: true }),
    );
  };

  const submitGuide = () => {
    setNotice(null);
    saveGuide({ variables: { productNo, sizeGuide: parseGuide(guide) } }).then(
      () => setNotice({ text: MSG.adminProducts.sizeGuideSaved, error: false }),
      (e: unknown) => setNotice({ text: graphqlErrorMessage(e, MSG.adminProducts.actionFailed), error: true }),
    );
  };

  return (
    <section className={styles.options} aria-labelledby="product-options-title">
      <h2 id="product-options-title">{MSG.adminProducts.options}</h2>
      <p className={styles.hint}>{MSG.adminProducts.optionsHint}</p>
      {rows.length === 0 && <p className={styles.hint}>{MSG.adminProducts.noOptions}</p>}
      <ul className={styles.optionRows}>
        {rows.map((r) => (
          <li key={r.key} className={styles.optionRow} data-testid="option-row">
            <label>
              {MSG.adminProducts.optionSize}
              <input value={r.size} maxLength={20} onChange={(e) => change(r.key, 'size', e.target.value)} />
            </label>
            <label>
              {MSG.adminProducts.optionColor}
              <input value={r.color} maxLength={20} onChange={(e) => change(r.key, 'color', e.target.value)} />
            </label>
            <label>
              {MSG.adminProducts.optionStock}
              <input type="number" min={0} value={r.stock} onChange={(e) => change(r.key, 'stock', e.target.value)} />
            </label>
            <label>
              {MSG.adminProducts.optionPriceDelta}
              <input
                type="number"
                step={100}
                value={r.priceDelta}
                onChange={(e) => change(r.key, 'priceDelta', e.target.value)}
              />
            </label>
            <button
              type="button"
              className="btn btn-outline"
              aria-label={MSG.adminProducts.removeOption(r.size)}
              onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.optionActions}>
        <button type="button" className="btn btn-outline" onClick={() => setRows((all) => [...all, newRow()])}>
          {MSG.adminProducts.addOption}
        </button>
        <button type="button" className="btn btn-accent" disabled={savingOptions.loading} onClick={submitOptions}>
          {MSG.adminProducts.saveOptions}
        </button>
      </div>
      <h2>{MSG.adminProducts.sizeGuide}</h2>
      <label className={styles.guide}>
        <span className={styles.hint}>{MSG.adminProducts.sizeGuideHint}</span>
        <textarea rows={6} value={guide} onChange={(e) => setGuide(e.target.value)} />
      </label>
      <div className={styles.optionActions}>
        <button type="button" className="btn btn-outline" disabled={savingGuide.loading} onClick={submitGuide}>
          {MSG.adminProducts.saveSizeGuide}
        </button>
      </div>
      {notice && (
        <p className={notice.error ? styles.error : styles.hint} role={notice.error ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
    </section>
  );
}
