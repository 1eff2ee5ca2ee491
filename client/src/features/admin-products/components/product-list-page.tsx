import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { PagedList } from '../../../components/ui/paged-list';
import type { AdminProductCard_ProductFragment, ProductCategory } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { adminPaths } from '../admin-paths';
import { AdminProductsQuery, EndSaleMutation, MarkSoldOutMutation, PRODUCT_PAGE_SIZE } from '../operations';
import { ProductCard } from './product-card';
import { ProductFilters, type ProductFilter } from './product-filters';
import styles from './product-list.module.css';
import { ReviewPanel } from './review-panel';
import { ReviewPopover } from './review-popover';

type Pending = { kind: 'soldOut' | 'endSale' | 'ended' | 'failed'; product: AdminProductCard_ProductFragment };

/** The filters and the page live in the address, so 'edit' and back return to the same grid. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const filter: ProductFilter = {
    searchTerm: params.get('q') ?? '',
    startDate: params.get('from') ?? '',
    endDate: params.get('to') ?? '',
    category: (params.get('category') ?? '') as ProductCategory | '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: ProductFilter, nextPage: number, replace = false) => {
    const entries = { q: next.searchTerm, from: next.startDate, to: next.endDate, category: next.category };
    const search = new URLSearchParams(Object.entries(entries).filter(([, v]) => v));
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search, { replace });
  };
  return { filter, page, go };
}

/**
 * /admin/product: the card grid (§2), 8 a page, with the review panel floating beside the card whose rating was
 * clicked.
 */
export function ProductListPage() {
  const { filter, page, go } = useListParams();
  const [open, setOpen] = useState<number | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const m = MSG.adminProducts;
  const { data, loading, error, refetch } = useQuery(AdminProductsQuery, {
    variables: {
      page: page - 1,
      size: PRODUCT_PAGE_SIZE,
      searchTerm: filter.searchTerm.trim() || null,
      startDate: filter.startDate || null,
      endDate: filter.endDate || null,
      category: filter.category || null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const refetchList = { refetchQueries: ['AdminProducts'] };
  const [markSoldOut, soldOut] = useMutation(MarkSoldOutMutation, refetchList);
  const [endSale, ending] = useMutation(EndSaleMutation, refetchList);
  const run = (action: Promise<unknown>, product: AdminProductCard_ProductFragment, done: Pending['kind'] | null) =>
    action.then(
      () => setPending(done ? { kind: done, product } : null),
      () => setPending({ kind: 'failed', product }),
    );

  return (
    <section className={`page ${styles.page}`}>
      <div className={styles.head}>
        <h1 className={styles.title}>{m.title}</h1>
        <Link className="btn" to={adminPaths.insert()}>
          {m.add}
        </Link>
      </div>
      <ProductFilters key={JSON.stringify(filter)} value={filter} onSearch={(f) => go(f, 1)} />
      <PagedList
        data={data?.adminProducts}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        texts={{ loading: m.loading, error: m.error, empty: m.noResults }}
        page={page}
        onPage={(p, replace) => go(filter, p, replace)}
        pagerLabel={m.pagination}
        pagerForOnePage
      >
        {(products) => (
          <ul className={styles.grid}>
            {products.content.map((p) => (
              <li key={p.no} className={styles.cell}>
                <ProductCard
                  product={p}
                  reviewsOpen={open === p.no}
                  onToggleReviews={() => setOpen(open === p.no ? null : p.no)}
                  onSoldOut={() => setPending({ kind: 'soldOut', product: p })}
                  onEndSale={() => setPending({ kind: 'endSale', product: p })}
                />
                {open === p.no && (
                  <ReviewPopover onClose={() => setOpen(null)}>
                    <ReviewPanel productNo={p.no} name={p.name} score={p.score} onClose={() => setOpen(null)} />
                  </ReviewPopover>
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {pending?.kind === 'soldOut' && (
        <ConfirmDialog
          title={m.soldOutConfirm(pending.product.name)}
          confirmText={m.markSoldOut}
          cancelText={m.cancel}
          busy={soldOut.loading}
          onCancel={() => setPending(null)}
          onConfirm={() => void run(markSoldOut({ variables: { no: pending.product.no } }), pending.product, null)}
        />
      )}
      {pending?.kind === 'endSale' && (
        <ConfirmDialog
          danger
          title={m.endSaleConfirm(pending.product.name)}
          confirmText={m.endSale}
          cancelText={m.cancel}
          busy={ending.loading}
          onCancel={() => setPending(null)}
          onConfirm={() => void run(endSale({ variables: { no: pending.product.no } }), pending.product, 'ended')}
        />
      )}
      {pending?.kind === 'ended' && (
        <MessageDialog
          message={m.endSaleDone(pending.product.name)}
          okText={m.backToList}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'failed' && (
        <MessageDialog message={m.actionFailed} okText={m.confirm} onClose={() => setPending(null)} />
      )}
    </section>
  );
}
