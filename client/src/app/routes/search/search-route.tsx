import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { PagedList } from '../../../components/ui/paged-list';
import { StatusMessage } from '../../../components/ui/status-message';
import { ProductCard } from '../../../features/product/components/product-card';
import { DidYouMean } from '../../../features/search/components/did-you-mean';
import { SearchCategories } from '../../../features/search/components/search-categories';
import { SearchResults } from '../../../features/search/components/search-results';
import { useSearchUrl } from '../../../features/search/hooks/use-search-url';
import { SEARCH_PAGE_SIZE, toSearchCategory } from '../../../features/search/search-params';
import { graphql } from '../../../gql';
import { MSG } from '../../../lib/messages';

export const SearchPageQuery = graphql(`
  query SearchPage($category: SearchCategory!, $term: String!, $page: Int!, $size: Int!) {
    search(category: $category, term: $term, page: $page, size: $size) {
      totalPages
      totalElements
      suggestion {
        category
        name
      }
      results {
        ...SearchResults_result
        ... on Product {
          no
          ...ProductCard_product
        }
      }
    }
  }
`);

/**
 * /user/search?name=&category=&page=: one category's matches of the term, 5 a page (public). The term comes from the
 * header's search bar; the category buttons search the same term elsewhere.
 */
export function SearchRoute() {
  const { term, category, page, setCategory, setPage } = useSearchUrl();
  const { data, previousData, loading, error, refetch } = useQuery(SearchPageQuery, {
    variables: { category: toSearchCategory(category), term, page: page - 1, size: SEARCH_PAGE_SIZE },
    skip: !term,
    // Answers are not kept in the cache: matching fragments on the results' union there needs the cache's
    // possibleTypes, which would weigh on every first load. So each visit asks the server (and counts a miss).
    fetchPolicy: 'no-cache',
  });
  // While the next page loads the current one stays instead of a blank spinner.
  const found = data?.search ?? (loading ? previousData?.search : undefined);

  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [page]);

  return (
    <div className="page">
      <h1 className="page-title">{term ? MSG.search.resultsFor(term) : MSG.search.title}</h1>
      <SearchCategories category={category} onChange={setCategory} />
      {!term ? (
        <StatusMessage kind="empty">{MSG.search.enterTerm}</StatusMessage>
      ) : (
        <>
          {found?.suggestion && <DidYouMean suggestion={found.suggestion} />}
          <PagedList
            data={found && { totalPages: found.totalPages, content: found.results }}
            loading={loading}
            error={error}
            texts={MSG.search}
            onRetry={() => void refetch()}
            page={page}
            onPage={setPage}
            pagerLabel={MSG.search.pagination}
          >
            {({ content }) => (
              <SearchResults results={content} renderProduct={(product) => <ProductCard product={product} />} />
            )}
          </PagedList>
        </>
      )}
    </div>
  );
}
