// Every scenario, in the order a round runs them. Each is a plain object:
//   id, section, target ('baseline' | 'graphql' | 'shim'), label, base (URL), baseline (id of the row it is
//   compared with, or null), requests (rotated by every connection) or connectionRequests(i) (connection i's own
//   list, e.g. its member's token) with sampleRequests, verifyBody (run on every answer), normalize (the
//   answer's comparable part), and for writes: writes, before/after (around warm-up and run),
//   beforeMeasured/afterMeasured (around the measured run).
import { adminOrderScenarios } from './admin-orders.js';
import { adminProductScenarios } from './admin-products.js';
import { feedScenarios } from './feed.js';
import { homeScenarios } from './home.js';
import { myOrderScenarios } from './my-orders.js';
import { placeOrderScenarios } from './place-order.js';
import { productScenarios } from './products.js';
import { searchScenarios } from './search.js';
import { showDetailScenarios } from './show-detail.js';
import { showScenarios } from './shows.js';
import { statisticsScenarios } from './statistics.js';

export const SECTIONS = {
  shows: 'Show list',
  login: 'Login',
  show: 'Show detail',
  home: 'Home page data',
  products: 'Product list',
  myorders: 'My-page order history',
  orders: 'Order placement',
  feed: 'Style feed',
  search: 'Search',
  adminproducts: 'Admin product grid',
  adminorders: 'Admin order table',
  statistics: 'Sales statistics',
};

const TARGETS = ['baseline', 'graphql', 'shim'];
const each = (...stems) => stems.flatMap((stem) => TARGETS.map((t) => `${t}-${stem}`));
/** Two baselines (GraphQL's fields and the shim's JSON) with their app rows, as in show detail. */
const quad = (...stems) =>
  stems.flatMap((stem) => [`baseline-${stem}-gql`, `graphql-${stem}`, `baseline-${stem}-shim`, `shim-${stem}`]);
const MODULES = [
  [[...each('shows-p0', 'shows-deep'), 'graphql-login', 'shim-login'], showScenarios],
  [
    ['baseline-showdetail-gql', 'graphql-showdetail', 'baseline-showdetail-shim', 'shim-showdetail'],
    showDetailScenarios,
  ],
  [['baseline-home-gql', 'graphql-home', 'baseline-home-shim', 'shim-home'], homeScenarios],
  [each('products-p0', 'products-deep', 'products-p0-filtered', 'products-deep-filtered'), productScenarios],
  [['baseline-myorders-gql', 'graphql-myorders', 'baseline-myorders-shim', 'shim-myorders'], myOrderScenarios],
  [each('placeorder-uncontended', 'placeorder-contended'), placeOrderScenarios],
  [quad('feedlatest', 'feedpopular'), feedScenarios],
  [quad('searchtypo', 'searchchosung', 'searchauto'), searchScenarios],
  [each('adminproducts'), adminProductScenarios],
  [quad('adminorders'), adminOrderScenarios],
  [quad('adminstatistics'), statisticsScenarios],
];

const picked = (id, only) => !only || only.some((w) => id.includes(w));

/** Every scenario id, for --help and for checking --only before anything starts. */
export const ALL_IDS = MODULES.flatMap(([ids]) => ids);

/** Builds the scenarios whose id contains one of the `only` words (all without it); other modules do no setup. */
export async function buildScenarios(ctx, only) {
  const list = [];
  for (const [ids, build] of MODULES) {
    if (!ids.some((id) => picked(id, only))) continue;
    list.push(...(await build(ctx)).filter((s) => picked(s.id, only)));
  }
  const unknown = list.filter((s) => !ALL_IDS.includes(s.id)).map((s) => s.id);
  if (unknown.length) throw new Error(`scenario ids missing from MODULES: ${unknown.join(', ')}`);
  return list;
}
