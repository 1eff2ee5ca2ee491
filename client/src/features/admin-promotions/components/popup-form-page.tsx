import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { useObjectUrl } from '../../../lib/use-object-url';
import { RegisterPopupMutation } from '../operations';
import { guidePath, type PathType } from '../promotion-paths';
import { DoneDialog, SendingOverlay } from './form-status';
import { PathTypeSelect } from './path-type-select';
import styles from './promotions.module.css';
import { TargetPicker, type Target } from './target-picker';

const TYPES = ['productList', 'product', 'show'] as const;

/** §5: the first missing choice, in the spec's order, or null when the popup can be sent. */
export function popupProblem(file: File | null, type: PathType | '', target: Target | null): string | null {
  const m = MSG.adminPromotions.popupForm;
  if (!file) return m.fileRequired;
  if (!type) return m.pathTypeRequired;
  if (type !== 'productList' && !target) return m.targetRequired;
  return null;
}

/** /admin/promotion/popup: a home page popup (admin-console §2); §5's messages show in a dialog. */
export function PopupFormPage() {
  const [file, setFile] = useState<File | null>(null);
  const [type, setType] = useState<PathType | ''>('');
  const [target, setTarget] = useState<Target | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const navigate = useNavigate();
  const fileId = useId();
  const m = MSG.adminPromotions.popupForm;
  const [register, { loading, data }] = useMutation(RegisterPopupMutation, {
    refetchQueries: ['AdminPopups'],
    // The home page must not show its cached list: the next visit asks the server again.
    update: (cache) => {
      cache.evict({ fieldName: 'popups' });
      cache.gc();
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = popupProblem(file, type, target);
    if (found || !type) {
      setProblem(found);
      return;
    }
    const path = guidePath(type, target?.no ?? null) ?? '';
    await register({ variables: { path, pic: file } }).catch((err: unknown) =>
      setProblem(graphqlErrorMessage(err, m.failed)),
    );
  };

  return (
    <div className={`page ${styles.page}`}>
      <h1 className="page-title">{m.title}</h1>
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        <div className={styles.field}>
          <label htmlFor={fileId}>{m.image}</label>
          <input id={fileId} type="file" accept="image/*" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          {preview && <img src={preview} alt={m.preview} className={styles.preview} />}
        </div>
        <PathTypeSelect
          label={m.pathType}
          types={TYPES}
          value={type}
          onChange={(t) => {
            setType(t);
            setTarget(null);
          }}
        />
        {(type === 'product' || type === 'show') && (
          <TargetPicker type={type === 'show' ? 'SHOW' : 'PRODUCT'} value={target} onChange={setTarget} />
        )}
        <div className={styles.buttons}>
          <button type="button" className="btn btn-outline" onClick={() => void navigate(-1)}>
            {MSG.adminPromotions.back}
          </button>
          <button type="submit" className="btn" disabled={loading}>
            {m.submit}
          </button>
        </div>
      </form>
      {problem && <MessageDialog message={problem} okText={MSG.adminPromotions.ok} onClose={() => setProblem(null)} />}
      {loading && <SendingOverlay />}
      {data && <DoneDialog message={m.done} />}
    </div>
  );
}
