import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import type { AdminProductForm_ProductFragment } from '../../../gql/graphql';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { adminPaths } from '../admin-paths';
import { AdminProductQuery, UpdateProductMutation } from '../operations';
import type { ProductFormValues } from '../product-schema';
import { OptionEditor } from './option-editor';
import { ProductForm } from './product-form';
import styles from './product-pages.module.css';

/** /admin/product/update/{no}: edit a product, then back to the list (§2). */
export function ProductUpdatePage() {
  const no = Number(useParams().no);
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminProductQuery, { variables: { no }, skip: !(no > 0) });
  const [update, saving] = useMutation(UpdateProductMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const back = (
    <button type="button" className="btn btn-outline" onClick={() => navigate(adminPaths.list())}>
      {MSG.adminProducts.back}
    </button>
  );
  return (
    <section className={`page ${styles.page}`}>
      <h1 className={styles.title}>{MSG.adminProducts.editTitle}</h1>
      <QueryState
        data={data?.adminProduct}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        texts={{ loading: MSG.adminProducts.loadingOne, error: MSG.adminProducts.loadError }}
      >
        {(p) => (
          <ProductForm
            mode="update"
            initial={toValues(p)}
            currentPic={p.pic}
            busy={saving.loading}
            extraActions={back}
            onSubmit={(input, image) =>
              update({ variables: { no, input, image } }).then(
                () => navigate(adminPaths.list()),
                (e: unknown) => setFailure(graphqlErrorMessage(e, MSG.adminProducts.actionFailed)),
              )
            }
          />
        )}
      </QueryState>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      {no > 0 && <OptionEditor productNo={no} />}
    </section>
  );
}

const toValues = (p: AdminProductForm_ProductFragment): ProductFormValues => ({
  name: p.name,
  price: String(p.price),
  contents: p.contents,
  category: p.category,
  colorFamily: p.colorFamily ?? '',
  stock: String(p.stock),
  discountRate: String(p.discountRate),
});
