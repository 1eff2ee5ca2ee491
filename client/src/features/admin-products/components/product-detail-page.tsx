import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import type { AdminProductDetailQuery as Detail } from '../../../gql/graphql';
import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { adminPaths } from '../admin-paths';
import { AdminProductDetailQuery } from '../operations';
import { ProductCard } from './product-card';
import styles from './product-pages.module.css';
import { ReviewPanel } from './review-panel';

interface Props {
  /** The product's change history, composed in by the route (features do not import each other). */
  history(productNo: number): ReactNode;
}

/**
 * /admin/product/detail/{no}: the spec links here from the statistics and leaves its content open; it shows the
 * product, its sales per month, its reviews, the outfits it is worn in and its change history.
 */
export function ProductDetailPage({ history }: Props) {
  const no = Number(useParams().no);
  const { data, loading, error, refetch } = useQuery(AdminProductDetailQuery, { variables: { no }, skip: !(no > 0) });
  const m = MSG.adminProducts;
  return (
    <section className={`page ${styles.page}`}>
      <Link className={`btn btn-outline ${styles.back}`} to={adminPaths.list()}>
        {m.backToList}
      </Link>
      <h1 className={styles.title}>{m.detailTitle}</h1>
      <QueryState
        data={data}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        texts={{ loading: m.loadingOne, error: m.loadError }}
      >
        {(d) => <Detail data={d} history={history(no)} />}
      </QueryState>
    </section>
  );
}

function Detail({ data, history }: { data: Detail; history: ReactNode }) {
  const m = MSG.adminProducts;
  const p = data.adminProduct;
  return (
    <>
      <ProductCard product={p} />
      <p>{p.contents}</p>
      <section className={styles.section} aria-label={m.salesTitle}>
        <h2>{m.salesTitle}</h2>
        {data.adminProductSales.length === 0 ? (
          <p>{m.noSales}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{m.month}</th>
                  <th scope="col">{m.quantity}</th>
                  <th scope="col">{m.revenue}</th>
                </tr>
              </thead>
              <tbody>
                {data.adminProductSales.map((s) => (
                  <tr key={s.month}>
                    <th scope="row">{s.month}</th>
                    <td>{s.quantity}</td>
                    <td>{formatWon(s.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <ReviewPanel productNo={p.no} name={p.name} score={p.score} />
      <section className={styles.section} aria-label={m.wornTitle}>
        <h2>{m.wornTitle}</h2>
        {(data.product?.wornIn.length ?? 0) === 0 ? (
          <p>{m.notWorn}</p>
        ) : (
          <ul className={styles.worn}>
            {data.product!.wornIn.map((w) => (
              <li key={w.style.no}>
                {w.style.pic && <img src={w.style.pic} alt="" />}
                <span>{m.wornBy(w.show.title, w.character.actorName, w.character.name)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {history}
    </>
  );
}
