import { graphql } from '../../gql';

/** Orders per page of the table (admin console §9). */
export const ORDER_PAGE_SIZE = 10;

export const AdminOrdersQuery = graphql(`
  query AdminOrders($filter: AdminOrderFilter, $page: Int!, $size: Int!) {
    adminOrders(filter: $filter, page: $page, size: $size) {
      number
      totalPages
      totalElements
      content {
        no
        ...OrderRow_order
      }
    }
  }
`);

export const ChangeOrderStateMutation = graphql(`
  mutation ChangeOrderState($no: Int!, $state: OrderState!, $parcel: ParcelInput, $refundAccount: RefundAccountInput) {
    changeOrderState(no: $no, state: $state, parcel: $parcel, refundAccount: $refundAccount) {
      no
      state
      trackingNo
      courier {
        code
        name
      }
    }
  }
`);

/** The couriers an order can leave with (the ship dialog's choices). */
export const CouriersQuery = graphql(`
  query Couriers {
    couriers {
      code
      name
      minLength
      maxLength
    }
  }
`);
