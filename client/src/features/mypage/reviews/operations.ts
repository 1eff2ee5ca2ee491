import { graphql } from '../../../gql';

/** Spec: my reviews show 5 per page. */
export const REVIEW_PAGE_SIZE = 5;
/** Spec: review contents are at most 40 characters. */
export const REVIEW_MAX_LENGTH = 40;

export const MyReviewsQuery = graphql(`
  query MyReviews($page: Int!, $size: Int!) {
    myReviews(page: $page, size: $size) {
      number
      totalPages
      content {
        no
        ...MyReviewCard_review
      }
    }
  }
`);

/** Whether the line may be reviewed, and its product, from the member's own order. */
export const ReviewLineQuery = graphql(`
  query ReviewLine($orderProductNo: Int!, $orderNo: Int!) {
    canReview(orderProductNo: $orderProductNo)
    order(no: $orderNo) {
      no
      lines {
        no
        product {
          no
          name
          pic
        }
      }
    }
  }
`);

export const EditReviewQuery = graphql(`
  query EditReview($no: Int!) {
    review(no: $no) {
      no
      contents
      score
      pic
      author {
        no
      }
      product {
        no
        name
        pic
      }
    }
  }
`);

/** The product's score and review count come back too, so its cached page shows the new average. */
export const WriteReviewMutation = graphql(`
  mutation WriteReview($orderProductNo: Int!, $input: ReviewInput!, $image: Upload) {
    writeReview(orderProductNo: $orderProductNo, input: $input, image: $image) {
      no
      contents
      score
      pic
      product {
        no
        score
        reviewCount
      }
    }
  }
`);

export const UpdateReviewMutation = graphql(`
  mutation UpdateReview($no: Int!, $input: ReviewInput!, $image: Upload) {
    updateReview(no: $no, input: $input, image: $image) {
      no
      contents
      score
      pic
      product {
        no
        score
        reviewCount
      }
    }
  }
`);

export const DeleteReviewMutation = graphql(`
  mutation DeleteReview($no: Int!) {
    deleteReview(no: $no)
  }
`);
