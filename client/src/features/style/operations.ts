import { graphql } from '../../gql';

/** Spec §9: the feed shows 10 posts a page, the own-post list and the trash 5. */
export const FEED_PAGE_SIZE = 10;
export const MY_POSTS_PAGE_SIZE = 5;

export const FeedQuery = graphql(`
  query Feed($scope: FeedScope!, $order: FeedOrder!, $page: Int!, $size: Int!) {
    feed(scope: $scope, order: $order, page: $page, size: $size) {
      number
      totalPages
      content {
        no
        ...FeedCard_post
      }
    }
  }
`);

export const MyPostsQuery = graphql(`
  query MyPosts($page: Int!, $size: Int!) {
    myPosts(page: $page, size: $size) {
      number
      totalPages
      content {
        no
        ...MyPostRow_post
      }
    }
  }
`);

export const TrashedPostsQuery = graphql(`
  query TrashedPosts($page: Int!, $size: Int!) {
    trashedPosts(page: $page, size: $size) {
      number
      totalPages
      content {
        no
        ...MyPostRow_post
      }
    }
  }
`);

export const DeletePostMutation = graphql(`
  mutation DeletePost($no: Int!) {
    deletePost(no: $no)
  }
`);

export const RestorePostMutation = graphql(`
  mutation RestorePost($no: Int!) {
    restorePost(no: $no) {
      no
      deleted
    }
  }
`);

export const PurgePostMutation = graphql(`
  mutation PurgePost($no: Int!) {
    purgePost(no: $no)
  }
`);

/** What a new post may attach: the products the member bought. */
export const PurchasedProductsQuery = graphql(`
  query PurchasedProducts {
    purchasedProducts {
      no
      ...ProductPicker_product
    }
  }
`);

/** The post to edit, with the products it may attach instead. */
export const EditPostQuery = graphql(`
  query EditPost($no: Int!) {
    post(no: $no) {
      no
      userNo
      deleted
      content
      pic
      product {
        no
        ...ProductPicker_product
      }
    }
    purchasedProducts {
      no
      ...ProductPicker_product
    }
  }
`);

export const WritePostMutation = graphql(`
  mutation WritePost($input: PostInput!, $image: Upload) {
    writePost(input: $input, image: $image) {
      no
      content
      pic
    }
  }
`);

/** No image: an edit keeps the post's picture (spec §5). */
export const UpdatePostMutation = graphql(`
  mutation UpdatePost($no: Int!, $input: PostInput!) {
    updatePost(no: $no, input: $input) {
      no
      content
      product {
        no
      }
    }
  }
`);
