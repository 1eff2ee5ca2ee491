import { graphql } from '../../../gql';

/** Spec: coupons show 10 per page. */
export const COUPON_PAGE_SIZE = 10;

export const MyCouponsQuery = graphql(`
  query MyCoupons($page: Int!, $size: Int!) {
    myCoupons(page: $page, size: $size) {
      number
      totalPages
      content {
        no
        ...CouponCard_couponUser
      }
    }
  }
`);
