import { graphql } from '../../gql';

export const PaymentReconciliationsQuery = graphql(`
  query PaymentReconciliations {
    paymentSettings {
      demo
    }
    paymentReconciliations {
      day
      checkedAt
      differences {
        orderNo
        kind
        shop
        provider
        applied
      }
    }
  }
`);

export const ReconcilePaymentsMutation = graphql(`
  mutation ReconcilePayments($day: String!) {
    reconcilePayments(day: $day) {
      day
      checkedAt
      differences {
        orderNo
        kind
        shop
        provider
        applied
      }
    }
  }
`);
