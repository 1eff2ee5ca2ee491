import { graphql } from '../../gql';

/** The search bar's suggestions: names, or titles for shows (at most 10; the server answers [] to a blank term). */
export const AutocompleteQuery = graphql(`
  query Autocomplete($category: SearchCategory!, $term: String!) {
    autocomplete(category: $category, term: $term)
  }
`);
