import { graphql } from '../../gql';

/** Bars on the dashboard's panels; the screens show more. */
export const PANEL_LIMIT = 10;
export const SCREEN_LIMIT = 20;

export const SalesSeriesQuery = graphql(`
  query SalesSeries($from: String!, $to: String!, $unit: StatsUnit!) {
    salesSeries(from: $from, to: $to, unit: $unit) {
      unit
      points {
        period
        revenue
        orders
        quantity
      }
      previousPoints {
        period
        revenue
        orders
        quantity
      }
      total {
        from
        to
        revenue
        orders
        quantity
        cancelledOrders
      }
      previous {
        from
        to
        revenue
        orders
        quantity
        cancelledOrders
      }
    }
  }
`);

export const BestProductsQuery = graphql(`
  query BestProducts($from: String!, $to: String!, $limit: Int!) {
    bestProducts(from: $from, to: $to, limit: $limit) {
      productNo
      name
      quantity
      revenue
      previousQuantity
    }
  }
`);

export const ReturnRatesQuery = graphql(`
  query ReturnRates($from: String!, $to: String!, $limit: Int!) {
    returnRates(from: $from, to: $to, limit: $limit) {
      productNo
      name
      returnRate
      cancelledQuantity
      totalQuantity
    }
  }
`);

export const SalesByShowQuery = graphql(`
  query SalesByShow($from: String!, $to: String!, $limit: Int!) {
    salesByShow(from: $from, to: $to, limit: $limit) {
      showNo
      title
      pic
      quantity
      revenue
      previousRevenue
      products
    }
  }
`);

export const SalesByCharacterQuery = graphql(`
  query SalesByCharacter($from: String!, $to: String!, $showNo: Int!, $limit: Int!) {
    salesByCharacter(from: $from, to: $to, showNo: $showNo, limit: $limit) {
      characterNo
      actorName
      name
      showNo
      showTitle
      quantity
      revenue
      previousRevenue
    }
  }
`);

export const SalesByStyleQuery = graphql(`
  query SalesByStyle($from: String!, $to: String!, $showNo: Int!, $characterNo: Int!, $limit: Int!) {
    salesByStyle(from: $from, to: $to, showNo: $showNo, characterNo: $characterNo, limit: $limit) {
      styleNo
      pic
      characterNo
      characterName
      actorName
      showTitle
      quantity
      revenue
      previousRevenue
    }
  }
`);
