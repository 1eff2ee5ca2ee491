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

/**
 * The current character's styles with their items' products and, where a product cannot be bought, its
 * alternatives (those with the shopper's last chosen `sizes` in stock first): loaded per character because the
 * show's whole wardrobe with all that is over the query cost limit.
 */
export const CharacterStylesQuery = graphql(`
  query CharacterStyles($no: Int!, $sizes: [String!]) {
    character(no: $no) {
      no
      styles {
        no
        ...StyleCard_style
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
