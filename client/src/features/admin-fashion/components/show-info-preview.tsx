import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { AddShowMutation } from '../operations';
import styles from './fashion-page.module.css';
import type { ShowInfo } from './show-finder';

interface Props {
  info: ShowInfo;
  onRegistered(no: number): void;
  onCancel(): void;
}

/** What the source found: poster, title, overview and cast; 'register' makes it a show with the source's poster. */
export function ShowInfoPreview({ info, onRegistered, onCancel }: Props) {
  const m = MSG.adminFashion;
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [addShow, { loading }] = useMutation(AddShowMutation, { refetchQueries: ['FashionShows'] });
  const register = () =>
    addShow({ variables: { title: info.title, pic: info.pic } }).then(
      (result) => result.data && onRegistered(result.data.addShow.no),
      (error: unknown) => setFailure(graphqlErrorMessage(error, m.actionFailed)),
    );
  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <p className={styles.previewLabel}>{m.finder.found}</p>
      <div className={styles.previewBody}>
        {info.pic ? (
          <img className={styles.poster} src={info.pic} alt={m.finder.poster(info.title)} />
        ) : (
          <div className={`${styles.poster} ${styles.noPoster}`}>{m.shows.noPoster}</div>
        )}
        <div className={styles.previewText}>
          <h2 id={headingId} className={styles.previewTitle}>
            {info.title}
          </h2>
          <p>{info.overview || m.finder.noOverview}</p>
          <h3 className={styles.castTitle}>{m.finder.cast}</h3>
          {info.actors.length === 0 ? (
            <p>{m.finder.noCast}</p>
          ) : (
            <ul className={styles.cast}>
              {info.actors.map((a) => (
                <li key={`${a.actor}/${a.character}`}>{m.actors.role(a.actor, a.character)}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={loading}>
          {m.cancel}
        </button>
        <button type="button" className="btn" onClick={() => void register()} disabled={loading}>
          {loading ? m.saving : m.finder.register}
        </button>
      </div>
    </section>
  );
}
