import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { PagedList } from '../../../components/ui/paged-list';
import { ProductCard } from '../../../features/product/components/product-card';
import { ProductListControls } from '../../../features/product/components/product-list-controls';
import { useProductListParams } from '../../../features/product/hooks/use-product-list-params';
import { listVariables } from '../../../features/product/product-params';
import { graphql } from '../../../gql';
import { MSG } from '../../../lib/messages';
import styles from './shop-routes.module.css';

export const ProductListQuery = graphql(`
  query ProductList(
    $page: Int!
    $size: Int!
    $category: ProductCategory
    $sort: ProductSort!
    $excludeSoldOut: Boolean!
  ) {
    products(page: $page, size: $size, category: $category, sort: $sort, excludeSoldOut: $excludeSoldOut) {
      number
      totalPages
      totalElements
      content {
        no
        ...ProductCard_product
      }
    }
  }
`);

/**
 * /user/shop/productlist: 9 products a page with category, sort and sold-out filter. Unlike the original, which
 * sorted only the fetched page, the server sorts and filters the whole catalogue.
 */
export function ProductListRoute() {
  const { state, setCategory, setSort, setExcludeSoldOut, setPage } = useProductListParams();
  const { data, previousData, loading, error, refetch } = useQuery(ProductListQuery, {
    variables: listVariables(state),
  });
  // While the next page loads the current one stays, dimmed, instead of a blank spinner.
  const products = data?.products ?? (loading ? previousData?.products : undefined);

  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [state.page]);

  return (
    <div className="page">
      <div className={styles.titleRow}>
        <h1 className="page-title">{MSG.shop.title}</h1>
        {products && <p className={styles.count}>{MSG.shop.totalCount(products.totalElements)}</p>}
      </div>
      <ProductListControls
        state={state}
        onCategory={setCategory}
        onSort={setSort}
        onExcludeSoldOut={setExcludeSoldOut}
      />
      <PagedList
        data={products}
        loading={loading}
        error={error}
        texts={MSG.shop}
        onRetry={() => void refetch()}
        page={state.page}
        onPage={setPage}
        pagerLabel={MSG.shop.pagination}
        pagerForOnePage
      >
        {({ content }) => (
          <ul className={styles.grid} aria-busy={loading} data-loading={loading || undefined}>
            {content.map((product) => (
              <li key={product.no}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
