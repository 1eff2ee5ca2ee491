import { graphql } from '../../gql';

/** The order page: the shipping address from the profile and the coupons usable now. */
export const OrderPageQuery = graphql(`
  query OrderPage {
    me {
      no
      ...ShippingAddress_user
    }
    usableCoupons {
      no
      ...CouponSelect_couponUser
    }
  }
`);

export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      no
      state
      price
      discount
    }
  }
`);
