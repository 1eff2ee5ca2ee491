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

export const ShowDetailQuery = graphql(`
  query ShowDetail($no: Int!) {
    show(no: $no) {
      no
      title
      pic
    }
  }
`);
