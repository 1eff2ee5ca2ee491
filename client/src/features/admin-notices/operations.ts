import { graphql } from '../../gql';

/** Spec §9: notices show 10 per page. */
export const ADMIN_NOTICE_PAGE_SIZE = 10;

export const AdminNoticesQuery = graphql(`
  query AdminNotices($page: Int!, $size: Int!, $category: NoticeCategory) {
    notices(page: $page, size: $size, category: $category) {
      number
      totalPages
      content {
        no
        category
        title
        date
      }
    }
  }
`);

export const AdminNoticeQuery = graphql(`
  query AdminNotice($no: Int!) {
    adminNotice(no: $no) {
      no
      title
      category
      contents
    }
  }
`);

export const CreateNoticeMutation = graphql(`
  mutation CreateNotice($input: NoticeInput!) {
    createNotice(input: $input) {
      no
      title
      category
      contents
      date
    }
  }
`);

export const UpdateNoticeMutation = graphql(`
  mutation UpdateNotice($no: Int!, $input: NoticeInput!) {
    updateNotice(no: $no, input: $input) {
      no
      title
      category
      contents
    }
  }
`);

export const DeleteNoticeMutation = graphql(`
  mutation DeleteNotice($no: Int!) {
    deleteNotice(no: $no)
  }
`);
