import { graphql } from '../gql';

/** What the member's claim list and the console's claim panel both show of a return or exchange. */
export const ClaimFields_claim = graphql(`
  fragment ClaimFields_claim on Claim {
    no
    orderNo
    type
    reason
    text
    state
    optionLabel
    rejectReason
    refundAmount
    refundAccount
    photos
    date
    line {
      no
      quantity
      price
      optionLabel
      product {
        no
        name
        pic
      }
    }
    history {
      no
      state
      byAdmin
      note
      date
    }
  }
`);
