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
    paymentSettings {
      demo
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
      awaitingPayment
    }
  }
`);

/** Where the browser goes to pay an order awaiting payment (the provider's window, with the server's amount). */
export const PaymentCheckoutQuery = graphql(`
  query PaymentCheckout($orderNo: Int!) {
    paymentCheckout(orderNo: $orderNo) {
      orderNo
      windowUrl
    }
  }
`);

/** The success URL's parameters, confirmed by the server with the provider. */
export const ConfirmPaymentMutation = graphql(`
  mutation ConfirmPayment($input: ConfirmPaymentInput!) {
    confirmPayment(input: $input) {
      no
      state
      awaitingPayment
      lines {
        no
        optionNo
        product {
          no
        }
      }
    }
  }
`);

/** The fail URL's parameters: the order is released. */
export const FailPaymentMutation = graphql(`
  mutation FailPayment($input: FailPaymentInput!) {
    failPayment(input: $input) {
      no
      state
    }
  }
`);
