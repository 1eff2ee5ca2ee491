import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { graphqlErrorText } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { adminPaths } from '../admin-paths';
import { CreateProductMutation } from '../operations';
import { EMPTY_PRODUCT } from '../product-schema';
import { ProductForm } from './product-form';
import styles from './product-pages.module.css';

/** The §8 text for a failed add: the server's refusal (isSuccess false), or the HTTP error's body. */
export function createFailure(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return MSG.adminProducts.createFailed(graphqlErrorText(error) ?? '');
  return MSG.adminProducts.httpError(error instanceof Error ? error.message : String(error));
}

/** /admin/product/insert: add a product; the success dialog leads back to the list. */
export function ProductInsertPage() {
  const navigate = useNavigate();
  const [create, { loading }] = useMutation(CreateProductMutation);
  const [dialog, setDialog] = useState<{ message: string; done: boolean } | null>(null);
  return (
    <section className={`page ${styles.page}`}>
      <h1 className={styles.title}>{MSG.adminProducts.addTitle}</h1>
      <ProductForm
        mode="create"
        initial={EMPTY_PRODUCT}
        busy={loading}
        onSubmit={(input, image) =>
          create({ variables: { input, image } }).then(
            () => setDialog({ message: MSG.adminProducts.created, done: true }),
            (error: unknown) => setDialog({ message: createFailure(error), done: false }),
          )
        }
        extraActions={
          <button type="button" className="btn btn-outline" onClick={() => navigate(adminPaths.list())}>
            {MSG.adminProducts.back}
          </button>
        }
      />
      {dialog && (
        <MessageDialog
          message={dialog.message}
          okText={MSG.adminProducts.confirm}
          onClose={() => (dialog.done ? navigate(adminPaths.list()) : setDialog(null))}
        />
      )}
    </section>
  );
}
