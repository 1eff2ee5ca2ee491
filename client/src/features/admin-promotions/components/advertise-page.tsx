import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { SendAdvertisementMutation } from '../operations';
import { guidePath, type PathType } from '../promotion-paths';
import { DoneDialog, SendingOverlay } from './form-status';
import { PathTypeSelect } from './path-type-select';
import styles from './promotions.module.css';
import { TargetPicker, type Target } from './target-picker';

const TYPES = ['product', 'show'] as const;

/**
 * /admin/promotion/advertise: an advertisement alert to every member (admin-console §2; §5: no client checks);
 * `history` goes below the form.
 */
export function AdvertisePage({ history }: { history?: ReactNode }) {
  const [content, setContent] = useState('');
  const [type, setType] = useState<PathType | ''>('');
  const [target, setTarget] = useState<Target | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [send, { loading, data }] = useMutation(SendAdvertisementMutation);
  const navigate = useNavigate();
  const contentId = useId();
  const m = MSG.adminPromotions.advertiseForm;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailed(null);
    const path = type ? guidePath(type, target?.no ?? null) : null;
    await send({ variables: { input: { content, path } } }).catch((err: unknown) =>
      setFailed(graphqlErrorMessage(err, m.failed)),
    );
  };

  return (
    <div className={`page ${styles.page}`}>
      <h1 className="page-title">{m.title}</h1>
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        <div className={styles.field}>
          <label htmlFor={contentId}>{m.content}</label>
          <textarea
            id={contentId}
            rows={4}
            maxLength={300}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
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
        {type && <TargetPicker type={type === 'show' ? 'SHOW' : 'PRODUCT'} value={target} onChange={setTarget} />}
        {failed && <StatusMessage kind="error">{failed}</StatusMessage>}
        <div className={styles.buttons}>
          <button type="button" className="btn btn-outline" onClick={() => void navigate(-1)}>
            {MSG.adminPromotions.back}
          </button>
          <button type="submit" className="btn" disabled={loading}>
            {m.submit}
          </button>
        </div>
      </form>
      {history}
      {loading && <SendingOverlay />}
      {data && <DoneDialog message={m.done} />}
    </div>
  );
}
