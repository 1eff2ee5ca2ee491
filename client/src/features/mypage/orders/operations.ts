import { graphql } from '../../../gql';

/** Spec: order history shows 5 orders per page, newest first (the server's order). */
export const ORDER_PAGE_SIZE = 5;

export const MyOrdersQuery = graphql(`
  query MyOrders($page: Int!, $size: Int!) {
    myOrders(page: $page, size: $size) {
      number
      totalPages
      content {
        no
        ...OrderCard_order
      }
    }
  }
`);

export const MyOrderDetailQuery = graphql(`
  query MyOrderDetail($no: Int!) {
    order(no: $no) {
      no
      state
      date
      lines {
        no
        ...OrderLine_line
      }
      ...OrderDelivery_order
      ...OrderShipping_order
      ...OrderPayment_order
      payment {
        needsRefundAccount
      }
    }
  }
`);

export const CancelOrderMutation = graphql(`
  mutation CancelOrder($no: Int!, $refundAccount: RefundAccountInput) {
    cancelOrder(no: $no, refundAccount: $refundAccount) {
      no
      state
    }
  }
`);
