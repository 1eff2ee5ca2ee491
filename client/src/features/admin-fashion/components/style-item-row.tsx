import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MessageDialog } from '../../../components/ui/message-dialog';
import type { FashionStylePanel_StyleFragment } from '../../../gql/graphql';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { fashionPaths } from '../fashion-paths';
import { DeleteItemMutation, UnlinkItemMutation } from '../operations';
import styles from './character-editor.module.css';
import { DeleteButton } from './delete-button';
import { MatchBadge } from './match-badge';

type Item = FashionStylePanel_StyleFragment['items'][number];

/** An item of a style: picture, name, product, external link, exact or similar; unlink it or delete it everywhere. */
export function StyleItemRow({ item, styleNo }: { item: Item; styleNo: number }) {
  const m = MSG.adminFashion.character;
  const [failure, setFailure] = useState<string | null>(null);
  const refetch = { refetchQueries: ['FashionCharacter'], awaitRefetchQueries: true };
  const [unlink, unlinking] = useMutation(UnlinkItemMutation, refetch);
  const [deleteItem] = useMutation(DeleteItemMutation, refetch);
  return (
    <div className={styles.item} data-testid="fashion-style-item">
      <img className={styles.itemPic} src={item.pic} alt="" />
      <div className={styles.itemText}>
        <p className={styles.itemName}>{item.name}</p>
        {item.product ? (
          <span>
            <Link to={fashionPaths.product(item.product.no)}>{MSG.adminFashion.items.product(item.product.name)}</Link>{' '}
            <MatchBadge match={item.match} />
          </span>
        ) : (
          <span className={styles.muted}>{MSG.adminFashion.items.noProduct}</span>
        )}
        {item.path && (
          <a className={styles.path} href={item.path} target="_blank" rel="noopener noreferrer">
            {item.path}
          </a>
        )}
      </div>
      <div className={styles.buttons}>
        <button
          type="button"
          className="btn btn-outline"
          aria-label={m.unlinkOf(item.name)}
          disabled={unlinking.loading}
          onClick={() =>
            void unlink({ variables: { styleNo, itemNo: item.no } }).catch((e: unknown) =>
              setFailure(graphqlErrorMessage(e, MSG.adminFashion.actionFailed)),
            )
          }
        >
          {m.unlink}
        </button>
        <DeleteButton
          label={m.deleteItem}
          accessibleName={m.deleteItemOf(item.name)}
          question={m.deleteItemConfirm(item.name)}
          cascade={m.deleteItemCascade}
          onConfirm={() => deleteItem({ variables: { no: item.no } })}
        />
      </div>
      {failure && <MessageDialog message={failure} okText={MSG.adminFashion.ok} onClose={() => setFailure(null)} />}
    </div>
  );
}
