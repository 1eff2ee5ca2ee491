import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { PageNumbers } from '../../../components/ui/page-numbers';
import { PagedList } from '../../../components/ui/paged-list';
import { MSG } from '../../../lib/messages';
import { FashionItemAutocompleteQuery, FashionItemsQuery, ITEM_PAGE_SIZE } from '../operations';
import { useAutocomplete } from '../use-autocomplete';
import { Combobox } from './combobox';
import styles from './fashion-page.module.css';
import { ItemCard } from './item-card';

interface Props {
  /** The search shown (from the address) and the one-based page. */
  term: string;
  page: number;
  onSearch(term: string): void;
  onPage(page: number, replace?: boolean): void;
}

/** The registered items, newest first, 6 a page (§9) with page numbers, searched by name with autocomplete. */
export function ItemBrowser({ term, page, onSearch, onPage }: Props) {
  const m = MSG.adminFashion.items;
  const [typed, setTyped] = useState(term);
  const trimmed = typed.trim();
  const suggestions = useAutocomplete(FashionItemAutocompleteQuery, typed);
  const { data, loading, error, refetch } = useQuery(FashionItemsQuery, {
    variables: { page: page - 1, size: ITEM_PAGE_SIZE, term: term || null },
    fetchPolicy: 'cache-and-network',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(trimmed);
  };
  return (
    <>
      <form className={styles.search} role="search" aria-label={m.search} onSubmit={submit}>
        <Combobox
          label={m.search}
          placeholder={m.placeholder}
          term={typed}
          onTermChange={setTyped}
          options={suggestions?.itemAutocomplete}
          optionText={(item) => item.name}
          onPick={(item) => {
            setTyped(item.name);
            onSearch(item.name);
          }}
          noResults={MSG.adminFashion.noResults}
        />
        <div className={styles.searchActions}>
          <button type="submit" className="btn">
            {m.searchButton}
          </button>
          {term && (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setTyped('');
                onSearch('');
              }}
            >
              {m.viewAll}
            </button>
          )}
        </div>
      </form>
      {term && <p className={styles.status}>{m.results(term)}</p>}
      <PagedList
        data={data?.adminItems}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        texts={{ loading: m.loading, error: m.error, empty: m.empty }}
        page={page}
        onPage={onPage}
        pagerLabel={m.pagination}
        pageNumbers={(current, total) => (
          <PageNumbers page={current} total={total} onChange={onPage} label={MSG.admin.pageNumber} />
        )}
      >
        {(items) => (
          <ul className={styles.itemGrid}>
            {items.content.map((item) => (
              <li key={item.no}>
                <ItemCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
