import { graphql } from '../../gql';

/** Spec: the show list shows 10 per page. */
export const SHOW_PAGE_SIZE = 10;

export const ShowListQuery = graphql(`
  query ShowList($page: Int!, $size: Int!) {
    shows(page: $page, size: $size) {
      number
      totalPages
      totalElements
      content {
        ...ShowCard_show
      }
    }
  }
`);

export const ScrapCharacterMutation = graphql(`
  mutation ScrapCharacter($characterNo: Int!) {
    scrapCharacter(characterNo: $characterNo) {
      characterNo
      scrapped
      count
    }
  }
`);

export const UnscrapCharacterMutation = graphql(`
  mutation UnscrapCharacter($characterNo: Int!) {
    unscrapCharacter(characterNo: $characterNo) {
      characterNo
      scrapped
      count
    }
  }
`);
