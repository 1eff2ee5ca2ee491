import { graphql } from '../../../gql';

/** Spec: my scraps show 5 per page. */
export const SCRAP_PAGE_SIZE = 5;

export const MyScrapsQuery = graphql(`
  query MyScraps($page: Int!, $size: Int!) {
    myScraps(page: $page, size: $size) {
      number
      totalPages
      content {
        no
        ...ScrapCard_scrap
      }
    }
  }
`);

export const UnscrapMutation = graphql(`
  mutation Unscrap($characterNo: Int!) {
    unscrapCharacter(characterNo: $characterNo) {
      characterNo
      count
      scrapped
    }
  }
`);
