import { graphql } from '../../gql';

/** Rows of the overdue list on the dashboard (at most MAX_BULK_DELIVERED can be marked at once). */
export const OVERDUE_PAGE_SIZE = 20;

export const PreviewTrackingImportMutation = graphql(`
  mutation PreviewTrackingImport($csv: String!) {
    previewTrackingImport(csv: $csv) {
      ...TrackingImport_result
    }
  }
`);

export const ImportTrackingNumbersMutation = graphql(`
  mutation ImportTrackingNumbers($csv: String!) {
    importTrackingNumbers(csv: $csv) {
      ...TrackingImport_result
    }
  }
`);

export const TrackingImportFragment = graphql(`
  fragment TrackingImport_result on TrackingImportResult {
    imported
    errors
    rows {
      line
      orderNo
      courierName
      trackingNo
      error
      errorKey
      errorArgs
    }
  }
`);

export const OverdueDeliveriesQuery = graphql(`
  query OverdueDeliveries($page: Int!, $size: Int!) {
    overdueDeliveries(page: $page, size: $size) {
      days
      totalPages
      content {
        no
        date
        shippedAt
        recipientName
        trackingNo
        trackingUrl
        courier {
          code
          name
        }
      }
    }
  }
`);

export const MarkDeliveredMutation = graphql(`
  mutation MarkDelivered($nos: [Int!]!) {
    markDelivered(nos: $nos) {
      no
      state
      deliveredAt
    }
  }
`);
