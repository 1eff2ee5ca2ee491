import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Column } from '../../../components/ui/data-table';
import { StatusMessage } from '../../../components/ui/status-message';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { AdminPopupsQuery, DeletePopupMutation, POPUP_PAGE_SIZE, SetPopupShownMutation } from '../operations';
import { promotionPaths } from '../promotion-paths';
import { PromotionTable } from './promotion-table';
import styles from './promotions.module.css';

interface PopupRow {
  no: number;
  pic: string;
  path: string;
  isShow: boolean;
}

type Pending = { kind: 'show'; popup: PopupRow; isShow: boolean } | { kind: 'delete'; popup: PopupRow };

/** The home page reads its popups again on its next visit instead of the cached list. */
const freshHome = {
  refetchQueries: ['AdminPopups'],
  update: (cache: { evict(o: { fieldName: string }): boolean; gc(): string[] }) => {
    cache.evict({ fieldName: 'popups' });
    cache.gc();
  },
};

/** The popup card (§2): links to the two forms, and the popups 3 a page with show/hide and delete, each confirmed. */
export function PopupCard() {
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const headingId = useId();
  const m = MSG.adminPromotions.popups;
  const { data, error } = useQuery(AdminPopupsQuery, {
    variables: { page: page - 1, size: POPUP_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [setShown, shownState] = useMutation(SetPopupShownMutation, freshHome);
  const [remove, removeState] = useMutation(DeletePopupMutation, freshHome);
  const popups = data?.adminPopups;

  const confirm = async () => {
    if (!pending) return;
    setFailed(null);
    const done =
      pending.kind === 'show'
        ? setShown({ variables: { no: pending.popup.no, isShow: pending.isShow } })
        : remove({ variables: { no: pending.popup.no } });
    await done.catch((err: unknown) => setFailed(graphqlErrorMessage(err, m.failed)));
    setPending(null);
  };

  const columns: Column<PopupRow>[] = [
    {
      key: 'image',
      header: m.image,
      render: (p) => (
        <Link to={p.path} aria-label={m.open(p.path)}>
          <img src={p.pic} alt="" className={styles.thumb} />
        </Link>
      ),
    },
    {
      key: 'visibility',
      header: m.visibility,
      render: (p) => (
        <select
          className={styles.select}
          aria-label={m.visibilityOf(p.no)}
          value={p.isShow ? 'show' : 'hide'}
          onChange={(e) => setPending({ kind: 'show', popup: p, isShow: e.target.value === 'show' })}
        >
          <option value="show">{m.shown}</option>
          <option value="hide">{m.hidden}</option>
        </select>
      ),
    },
    {
      key: 'delete',
      header: m.delete,
      render: (p) => (
        <button
          type="button"
          className={`btn btn-outline ${styles.rowButton}`}
          onClick={() => setPending({ kind: 'delete', popup: p })}
        >
          <span aria-hidden="true">{m.delete}</span>
          <span className="visually-hidden">{m.deleteOf(p.no)}</span>
        </button>
      ),
    },
  ];

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId}>{m.title}</h2>
        <div className={styles.buttons}>
          <Link to={promotionPaths.advertise()} className="btn btn-outline">
            {m.advertise}
          </Link>
          <Link to={promotionPaths.popup()} className="btn">
            {m.register}
          </Link>
        </div>
      </div>
      {failed && <StatusMessage kind="error">{failed}</StatusMessage>}
      <PromotionTable
        texts={m}
        columns={columns}
        list={popups}
        failed={Boolean(error)}
        rowKey={(row) => row.no}
        pageSize={POPUP_PAGE_SIZE}
        page={page}
        onPage={setPage}
      />
      {pending && (
        <ConfirmDialog
          title={pending.kind === 'delete' ? m.confirmDelete : pending.isShow ? m.confirmShow : m.confirmHide}
          confirmText={MSG.adminPromotions.ok}
          cancelText={MSG.adminPromotions.cancel}
          danger={pending.kind === 'delete'}
          busy={shownState.loading || removeState.loading}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
