import { graphql } from '../../gql';

export const CLAIM_PAGE_SIZE = 10;

export const AdminClaim_claim = graphql(`
  fragment AdminClaim_claim on Claim {
    ...ClaimFields_claim
    ordererName
  }
`);

export const AdminClaimsQuery = graphql(`
  query AdminClaims($filter: AdminClaimFilter, $page: Int!, $size: Int!) {
    adminClaims(filter: $filter, page: $page, size: $size) {
      number
      totalPages
      totalElements
      content {
        no
        ...AdminClaim_claim
      }
    }
  }
`);

export const ApproveClaimMutation = graphql(`
  mutation ApproveClaim($no: Int!) {
    approveClaim(no: $no) {
      no
      ...AdminClaim_claim
    }
  }
`);

export const RejectClaimMutation = graphql(`
  mutation RejectClaim($no: Int!, $reason: String!) {
    rejectClaim(no: $no, reason: $reason) {
      no
      ...AdminClaim_claim
    }
  }
`);

export const ReceiveClaimMutation = graphql(`
  mutation ReceiveClaim($no: Int!) {
    receiveClaim(no: $no) {
      no
      ...AdminClaim_claim
    }
  }
`);

export const RefundClaimMutation = graphql(`
  mutation RefundClaim($no: Int!, $refundAccount: RefundAccountInput) {
    refundClaim(no: $no, refundAccount: $refundAccount) {
      no
      ...AdminClaim_claim
    }
  }
`);

export const SendExchangeMutation = graphql(`
  mutation SendExchange($no: Int!) {
    sendExchange(no: $no) {
      no
      ...AdminClaim_claim
    }
  }
`);
