import type { ReactNode } from 'react';
import { graphql } from '../../../gql';
import type { SearchResults_ResultFragment } from '../../../gql/graphql';
import { paddingCells } from '../search-params';
import { ActorResult, MemberResult, ShowResult } from './result-items';
import styles from './search-results.module.css';

export const SearchResults_result = graphql(`
  fragment SearchResults_result on SearchResult {
    __typename
    ... on Product {
      no
    }
    ... on Show {
      no
      ...ShowResult_show
    }
    ... on ActorSearchResult {
      name
      ...ActorResult_actor
    }
    ... on MemberSearchResult {
      no
      ...MemberResult_member
    }
  }
`);

type Result = SearchResults_ResultFragment;

const listStyle: Record<Result['__typename'], string | undefined> = {
  Product: styles.grid,
  Show: styles.shows,
  ActorSearchResult: styles.list,
  MemberSearchResult: styles.members,
};
type ProductOf<R> = Extract<R, { __typename: 'Product' }>;

interface Props<R extends Result> {
  results: readonly R[];
  /** The product card is the shop's: the route that composes the features hands it in. */
  renderProduct(product: ProductOf<R>): ReactNode;
}

/**
 * One page of results of a category: products in a grid whose last row is completed with empty cells (spec §9),
 * shows as pictures with titles, actors with their shows, members with their pictures.
 */
export function SearchResults<R extends Result>({ results, renderProduct }: Props<R>) {
  const products = results.filter((r): r is ProductOf<R> => r.__typename === 'Product');
  if (products.length > 0) {
    return (
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.no}>{renderProduct(product)}</li>
        ))}
        {Array.from({ length: paddingCells(products.length) }, (_, i) => (
          <li key={`filler-${i}`} className={styles.filler} aria-hidden="true" data-testid="grid-filler" />
        ))}
      </ul>
    );
  }
  return (
    <ul className={listStyle[results[0]?.__typename ?? 'ActorSearchResult']}>
      {results.map((r) => {
        switch (r.__typename) {
          case 'Show':
            return (
              <li key={r.no}>
                <ShowResult show={r} />
              </li>
            );
          case 'ActorSearchResult':
            return (
              <li key={r.name}>
                <ActorResult actor={r} />
              </li>
            );
          case 'MemberSearchResult':
            return (
              <li key={r.no}>
                <MemberResult member={r} />
              </li>
            );
          default:
            return null;
        }
      })}
    </ul>
  );
}
