import { InMemoryCache } from '@apollo/client';

/** Every entity of the schema is identified by its `no`; list pages are cached per page and size. */
const byNo = { keyFields: ['no'] };

/** All cache rules live here. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Show: byNo,
      Character: byNo,
      Style: byNo,
      Item: byNo,
      Product: byNo,
      // A size's stock and the viewer's 알림 받기, updated in place by the restock mutations' answers.
      ProductOption: byNo,
      User: byNo,
      Alert: byNo,
      // Storefront: popups and posts by their number (Review is listed below); a scene has no identity and is
      // replaced whole, which also keeps Apollo from warning when the refresh button brings a new one.
      Popup: byNo,
      Post: byNo,
      Comment: byNo,
      Scene: { keyFields: false, merge: false },
      ScrapState: { keyFields: ['characterNo'] },
      // Cart, orders and my-page (issue 4)
      Order: byNo,
      OrderProduct: byNo,
      Review: byNo,
      Coupon: byNo,
      CouponUser: byNo,
      Scrap: byNo,
      Notice: byNo,
      // A member's profile and counts, shared by the profile page, the follow lists and the own-profile panel.
      Profile: byNo,
      Query: {
        fields: {
          shows: { keyArgs: ['page', 'size'] },
          myAlerts: { keyArgs: ['category', 'page', 'size'] },
          products: { keyArgs: ['category', 'sort', 'excludeSoldOut', 'page', 'size'] },
          productReviews: { keyArgs: ['productNo', 'page', 'size'] },
          randomScene: { keyArgs: ['showNo'] },
          myOrders: { keyArgs: ['page', 'size'] },
          myReviews: { keyArgs: ['page', 'size'] },
          myCoupons: { keyArgs: ['page', 'size'] },
          myScraps: { keyArgs: ['page', 'size'] },
          notices: { keyArgs: ['category', 'page', 'size'] },
        },
      },
    },
  });
}
