import { graphql } from '../../../gql';

/** Spec: notices show 10 per page. */
export const NOTICE_PAGE_SIZE = 10;

export const NoticesQuery = graphql(`
  query Notices($page: Int!, $size: Int!) {
    notices(page: $page, size: $size) {
      number
      totalPages
      content {
        no
        ...NoticeRow_notice
      }
    }
  }
`);

export const NoticeDetailQuery = graphql(`
  query NoticeDetail($no: Int!) {
    notice(no: $no) {
      no
      category
      title
      date
      contents
    }
  }
`);
