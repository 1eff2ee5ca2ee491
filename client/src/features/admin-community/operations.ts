import { graphql } from '../../gql';

/** Posts per page of both moderation lists (admin-console §9). */
export const MODERATION_PAGE_SIZE = 5;

export const AdminPostsQuery = graphql(`
  query AdminPosts($page: Int!, $size: Int!) {
    adminPosts(page: $page, size: $size) {
      number
      totalPages
      content {
        no
        ...ModerationCard_post
      }
    }
  }
`);

export const AdminReportedPostsQuery = graphql(`
  query AdminReportedPosts($page: Int!, $size: Int!, $sort: ReportedSort!) {
    adminReportedPosts(page: $page, size: $size, sort: $sort) {
      number
      totalPages
      content {
        no
        ...ModerationCard_post
      }
    }
  }
`);

/** The card keeps its place after a deletion: the answer marks it deleted in the cache ('post is in the trash'). */
export const AdminDeletePostMutation = graphql(`
  mutation AdminDeletePost($no: Int!) {
    adminDeletePost(no: $no) {
      no
      deleted
    }
  }
`);

/** The post stays; its reports go, and the answer updates its card in the cache (count 0, no reasons). */
export const AdminDismissReportsMutation = graphql(`
  mutation AdminDismissReports($no: Int!) {
    adminDismissReports(no: $no) {
      no
      reportsCount
      reportReasons {
        category
        count
      }
    }
  }
`);
