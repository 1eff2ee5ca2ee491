import { useApolloClient } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { FashionFindShowInfoQuery } from '../../../gql/graphql';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { fashionPaths } from '../fashion-paths';
import { FashionShowAutocompleteQuery, FindShowInfoQuery } from '../operations';
import { useAutocomplete } from '../use-autocomplete';
import { Combobox } from './combobox';
import styles from './fashion-page.module.css';
import { InfoNotFoundDialog } from './info-not-found-dialog';
import { ManualShowForm } from './manual-show-form';
import { ShowInfoPreview } from './show-info-preview';

export type ShowInfo = NonNullable<FashionFindShowInfoQuery['findShowInfo']>;

type Outcome =
  | { state: 'found'; info: ShowInfo }
  /** `reason`: the source failed (its message); null: it does not know the title. */
  | { state: 'failed'; title: string; reason: string | null };

/**
 * The top of /admin/fashion (§2 Show management): the registered shows by autocomplete (picking one opens it),
 * 'find info' in the external source with its preview and registration, and the manual add the not-found dialog
 * (or the button beside) opens.
 */
export function ShowFinder() {
  const m = MSG.adminFashion.finder;
  const navigate = useNavigate();
  const client = useApolloClient();
  const [term, setTerm] = useState('');
  const [finding, setFinding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [manual, setManual] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const latest = useRef(0);
  const trimmed = term.trim();
  const suggestions = useAutocomplete(FashionShowAutocompleteQuery, term);

  const find = async (title: string) => {
    const ticket = ++latest.current;
    setFinding(true);
    // A retry keeps the failure dialog up (busy) until the new answer replaces it.
    if (outcome?.state === 'found') setOutcome(null);
    let next: Outcome;
    try {
      const result = await client.query({
        query: FindShowInfoQuery,
        variables: { title },
        fetchPolicy: 'network-only',
      });
      if (result.error) throw result.error;
      const info = result.data?.findShowInfo;
      next = info ? { state: 'found', info } : { state: 'failed', title, reason: null };
    } catch (error) {
      next = { state: 'failed', title, reason: graphqlErrorMessage(error, MSG.adminFashion.actionFailed) };
    }
    // An older lookup answering late must not replace the newer one.
    if (ticket !== latest.current) return;
    setFinding(false);
    setOutcome(next);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed) return setHint(m.termRequired);
    setHint(null);
    setManual(null);
    void find(trimmed);
  };
  const cancel = () => {
    latest.current++;
    setFinding(false);
    setOutcome(null);
  };

  return (
    <div className={styles.finder}>
      <form className={styles.search} onSubmit={onSubmit} role="search" aria-label={m.label} noValidate>
        <Combobox
          label={m.label}
          placeholder={m.placeholder}
          term={term}
          onTermChange={(value) => {
            setTerm(value);
            setHint(null);
          }}
          options={suggestions?.showAutocomplete}
          optionText={(show) => show.title}
          onPick={(show) => navigate(fashionPaths.show(show.no))}
          noResults={MSG.adminFashion.noResults}
          error={hint ?? undefined}
        />
        <div className={styles.searchActions}>
          <button type="submit" className="btn" disabled={finding}>
            {m.findInfo}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            aria-expanded={manual !== null}
            onClick={() => {
              cancel();
              setManual(manual === null ? trimmed : null);
            }}
          >
            {m.manualAdd}
          </button>
        </div>
      </form>
      {finding && outcome?.state !== 'failed' && (
        <p className={styles.status} role="status">
          {m.finding}
        </p>
      )}
      {outcome?.state === 'found' && (
        <ShowInfoPreview info={outcome.info} onRegistered={(no) => navigate(fashionPaths.show(no))} onCancel={cancel} />
      )}
      {outcome?.state === 'failed' && (
        <InfoNotFoundDialog
          title={outcome.title}
          reason={outcome.reason}
          busy={finding}
          onManualAdd={() => {
            cancel();
            setManual(outcome.title);
          }}
          onRetry={() => void find(outcome.title)}
          onClose={cancel}
        />
      )}
      {manual !== null && (
        <ManualShowForm
          key={manual}
          title={manual}
          onAdded={(no) => navigate(fashionPaths.show(no))}
          onCancel={() => setManual(null)}
        />
      )}
    </div>
  );
}
