import { graphql } from '../../gql';

/** Spec §9: the alert popup shows 4 alerts per page, newest first (the server's order). */
export const ALERT_PAGE_SIZE = 4;

export const HasUnreadAlertsQuery = graphql(`
  query HasUnreadAlerts {
    hasUnreadAlerts
  }
`);

export const MyAlertsQuery = graphql(`
  query MyAlerts($category: AlertCategory, $page: Int!, $size: Int!) {
    myAlerts(category: $category, page: $page, size: $size) {
      number
      totalPages
      content {
        no
        ...AlertItem_alert
      }
    }
  }
`);

export const MarkAlertReadMutation = graphql(`
  mutation MarkAlertRead($no: Int!) {
    markAlertRead(no: $no) {
      no
      isRead
    }
  }
`);

/** The caller's unread alerts of one category (or all, with none) become read; answers how many. */
export const MarkAllAlertsReadMutation = graphql(`
  mutation MarkAllAlertsRead($category: AlertCategory) {
    markAllAlertsRead(category: $category)
  }
`);

export const DeleteAlertMutation = graphql(`
  mutation DeleteAlert($no: Int!) {
    deleteAlert(no: $no)
  }
`);

export const AlertReceivedSubscription = graphql(`
  subscription AlertReceived {
    alertReceived {
      no
      ...AlertItem_alert
    }
  }
`);
