import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { PurchasedProductsQuery, WritePostMutation } from '../operations';
import { dropPostLists } from '../post-cache';
import { saveFailure } from '../save-failure';
import { PostForm, type PostInputValues } from './post-form';
import styles from './post-form.module.css';

const T = MSG.postForm;

/**
 * /user/style/write and /user/style/write/{productNo} (the product page's 'share to community'): a new post, the
 * product chosen in advance when the member bought it. Saved, it opens on its detail page.
 */
export function PostWritePage() {
  const productParam = useParams().productNo;
  const productNo = Number(productParam);
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(PurchasedProductsQuery, { fetchPolicy: 'network-only' });
  const [write, { loading: saving }] = useMutation(WritePostMutation);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (input: PostInputValues, image: File | null) => {
    setFailure(null);
    try {
      const { data } = await write({ variables: { input, image }, update: dropPostLists });
      if (data) navigate(paths.styleDetail(data.writePost.no), { replace: true });
    } catch (e) {
      setFailure(saveFailure(e));
    }
  };

  return (
    <div>
      <h1 className="page-title">{T.writeTitle}</h1>
      <QueryState
        data={data?.purchasedProducts}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        texts={{ loading: T.loading, error: T.loadError }}
      >
        {(products) => {
          const bought = products.some((p) => p.no === productNo);
          return (
            <>
              {/* A product in the address that the member did not buy cannot be attached: say so, then go on. */}
              {productParam !== undefined && !bought && (
                <p className={styles.notice} role="status">
                  {T.productNotBought}
                </p>
              )}
              <PostForm
                mode="write"
                initial={{ content: '', productNo: bought ? productNo : null, pic: null }}
                products={products}
                submitting={saving}
                error={failure}
                onSubmit={(input, image) => void submit(input, image)}
              />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
