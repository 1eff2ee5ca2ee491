/**
 * The one table of what the response cache may keep, and for how long (seconds). Invalidation is exact (the
 * database's change notifications); the age is only a safety net, and the LRU's size bounds the memory.
 */
export const DEFAULT_MAX_AGE = 300;
/** A random answer: shared for a few seconds at most. */
const RANDOM_MAX_AGE = 10;

/**
 * Root Query fields whose answers may be cached. Every other root field (admin fields, rate-limited checks, anything
 * with a side effect) gets maxAge 0 and is never cached; mutations and subscriptions never are.
 * `private`: the answer belongs to the member who asks (kept per session, never shared). Beyond these, any request
 * in which something read `ctx.viewer` (the auth checker of every @Authorized field included) is made private.
 */
export const QUERY_FIELDS: Readonly<Record<string, { maxAge: number; private?: true }>> = {
  shows: { maxAge: DEFAULT_MAX_AGE },
  show: { maxAge: DEFAULT_MAX_AGE },
  character: { maxAge: DEFAULT_MAX_AGE },
  randomScene: { maxAge: RANDOM_MAX_AGE },
  popups: { maxAge: DEFAULT_MAX_AGE },
  products: { maxAge: DEFAULT_MAX_AGE },
  product: { maxAge: DEFAULT_MAX_AGE },
  productReviews: { maxAge: DEFAULT_MAX_AGE },
  latestReviews: { maxAge: DEFAULT_MAX_AGE },
  review: { maxAge: DEFAULT_MAX_AGE },
  cartStock: { maxAge: DEFAULT_MAX_AGE },
  popularPosts: { maxAge: DEFAULT_MAX_AGE },
  search: { maxAge: DEFAULT_MAX_AGE },
  autocomplete: { maxAge: DEFAULT_MAX_AGE },
  notices: { maxAge: DEFAULT_MAX_AGE },
  notice: { maxAge: DEFAULT_MAX_AGE },
  socialProviders: { maxAge: DEFAULT_MAX_AGE },
  feed: { maxAge: DEFAULT_MAX_AGE, private: true },
  post: { maxAge: DEFAULT_MAX_AGE, private: true },
  profile: { maxAge: DEFAULT_MAX_AGE, private: true },
  profilePosts: { maxAge: DEFAULT_MAX_AGE, private: true },
  followList: { maxAge: DEFAULT_MAX_AGE, private: true },
  me: { maxAge: DEFAULT_MAX_AGE, private: true },
  member: { maxAge: DEFAULT_MAX_AGE, private: true },
  scrapState: { maxAge: DEFAULT_MAX_AGE, private: true },
  myOrders: { maxAge: DEFAULT_MAX_AGE, private: true },
  order: { maxAge: DEFAULT_MAX_AGE, private: true },
  myReviews: { maxAge: DEFAULT_MAX_AGE, private: true },
  myScraps: { maxAge: DEFAULT_MAX_AGE, private: true },
  myPosts: { maxAge: DEFAULT_MAX_AGE, private: true },
  trashedPosts: { maxAge: DEFAULT_MAX_AGE, private: true },
  purchasedProducts: { maxAge: DEFAULT_MAX_AGE, private: true },
};

/** Fields below the root whose answer depends on who asks (through a per-viewer loader): `Type.field`. */
export const PRIVATE_FIELDS: ReadonlySet<string> = new Set([
  'Character.scrappedByMe',
  'Post.likedByMe',
  'Post.reportedByMe',
  'Post.comments',
  'Comment.likedByMe',
  'FollowMember.followedByMe',
  'OrderProduct.reviewable',
]);

/**
 * REST shims (GET, by their path pattern in the shim table) whose answers may be cached, keyed by path and query.
 * Shims open to anyone are shared; member shims are kept per session.
 */
export const SHIM_PATHS: Readonly<Record<string, number>> = {
  '/api/main/showDataAll': DEFAULT_MAX_AGE,
  '/api/main/showData': DEFAULT_MAX_AGE,
  '/api/main/showNewReview': DEFAULT_MAX_AGE,
  '/api/main/showStyleBest': DEFAULT_MAX_AGE,
  '/api/main/popup': DEFAULT_MAX_AGE,
  '/api/main/forRandom': DEFAULT_MAX_AGE,
  '/api/main/random/:n': DEFAULT_MAX_AGE,
  '/api/main/sub/:no': DEFAULT_MAX_AGE,
  '/api/main/scrap/count/:characterNo': DEFAULT_MAX_AGE,
  '/api/list': DEFAULT_MAX_AGE,
  '/api/list/category/:category': DEFAULT_MAX_AGE,
  '/api/list/product/:no': DEFAULT_MAX_AGE,
  '/api/admin/product/:no/reviews': DEFAULT_MAX_AGE,
  '/api/user/search/product': DEFAULT_MAX_AGE,
  '/api/user/search/:category': DEFAULT_MAX_AGE,
  '/api/user/search/:category/:name': DEFAULT_MAX_AGE,
  '/api/user/notice': DEFAULT_MAX_AGE,
  '/api/user/notice/:no': DEFAULT_MAX_AGE,
  '/posts/latest': DEFAULT_MAX_AGE,
  '/posts/popular': DEFAULT_MAX_AGE,
  '/api/posts/detail/:postNo': DEFAULT_MAX_AGE,
  '/api/posts/list/:userNo': DEFAULT_MAX_AGE,
  '/api/order/orderlist/:userNo': DEFAULT_MAX_AGE,
  '/api/order/orderdetail/:orderNo': DEFAULT_MAX_AGE,
  '/api/myScrapPage/:userNo': DEFAULT_MAX_AGE,
  '/api/mypage/review/:userNo': DEFAULT_MAX_AGE,
};

/** The tables behind each domain event, bumped when it is published (the triggers are the guarantee). */
export const EVENT_TABLES = {
  'order.placed': ['orders', 'order_product', 'product', 'coupon_user'],
  'order.cancelled': ['orders', 'order_product', 'product', 'coupon_user'],
  'order.stateChanged': ['orders', 'order_product', 'product'],
  'comment.created': ['comment', 'post'],
  'follow.created': ['follow'],
  'style.created': ['style', 'style_item', 'character'],
  'product.restocked': ['product'],
  'product.priceDropped': ['product'],
  'post.removedByAdmin': ['post'],
} as const;
