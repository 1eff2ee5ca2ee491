import { graphql } from '../../../gql';

export const CLAIM_PAGE_SIZE = 5;

export const ClaimCard_claim = graphql(`
  fragment ClaimCard_claim on Claim {
    ...ClaimFields_claim
  }
`);

export const MyClaimsQuery = graphql(`
  query MyClaims($page: Int!, $size: Int!) {
    myClaims(page: $page, size: $size) {
      number
      totalPages
      content {
        no
        ...ClaimCard_claim
      }
    }
  }
`);

/** The line asked about (from the member's own order), whether it may be claimed, and its exchange options. */
export const ClaimLineQuery = graphql(`
  query ClaimLine($orderProductNo: Int!, $orderNo: Int!) {
    order(no: $orderNo) {
      no
      payment {
        needsRefundAccount
      }
      lines {
        no
        quantity
        optionLabel
        claimable
        product {
          no
          name
          pic
        }
      }
    }
    exchangeOptions(orderProductNo: $orderProductNo) {
      no
      size
      color
      stock
    }
  }
`);

export const RequestClaimMutation = graphql(`
  mutation RequestClaim($input: ClaimInput!, $photos: [Upload!]) {
    requestClaim(input: $input, photos: $photos) {
      no
      ...ClaimCard_claim
    }
  }
`);
