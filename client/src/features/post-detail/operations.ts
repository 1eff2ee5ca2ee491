import { graphql } from '../../gql';

/** Spec §9: comments come 5 a page. */
export const COMMENT_PAGE_SIZE = 5;

/** The post without its comments: they page on their own (PostCommentsQuery). */
export const PostDetailQuery = graphql(`
  query PostDetail($no: Int!) {
    post(no: $no) {
      no
      userNo
      hiddenByReports
      hiddenNotice
      ...PostArticle_post
    }
  }
`);

export const PostCommentsQuery = graphql(`
  query PostDetailComments($no: Int!, $page: Int!, $size: Int!) {
    post(no: $no) {
      no
      commentsCount
      comments(page: $page, size: $size) {
        number
        totalPages
        totalElements
        content {
          no
          ...CommentThread_comment
        }
      }
    }
  }
`);

// The post's own mutations carry the page's name: the feed and the own-post list have theirs.
export const LikePostMutation = graphql(`
  mutation PostDetailLike($postNo: Int!, $liked: Boolean!) {
    setPostLike(postNo: $postNo, liked: $liked) {
      postNo
      liked
      likesCount
    }
  }
`);

export const ReportPostMutation = graphql(`
  mutation PostDetailReport($postNo: Int!, $category: ReportCategory!) {
    reportPost(postNo: $postNo, category: $category) {
      postNo
      reportsCount
      hiddenByReports
    }
  }
`);

export const DeletePostMutation = graphql(`
  mutation PostDetailDelete($no: Int!) {
    deletePost(no: $no)
  }
`);

export const WriteCommentMutation = graphql(`
  mutation WriteComment($input: CommentInput!) {
    writeComment(input: $input) {
      no
    }
  }
`);

export const DeleteCommentMutation = graphql(`
  mutation DeleteComment($no: Int!) {
    deleteComment(no: $no)
  }
`);

export const LikeCommentMutation = graphql(`
  mutation SetCommentLike($commentNo: Int!, $liked: Boolean!) {
    setCommentLike(commentNo: $commentNo, liked: $liked) {
      commentNo
      liked
      likesCount
    }
  }
`);
