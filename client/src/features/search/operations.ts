import { graphql } from '../../gql';

/**
 * The search bar's suggestions in every category at once, grouped (shows, actors, products, members; only those with
 * some, a few names each; the server answers [] to a blank term).
 */
export const SuggestionsQuery = graphql(`
  query Suggestions($term: String!) {
    suggestions(term: $term) {
      category
      names
    }
  }
`);
