// Every scenario, in the order a round runs them. Each is a plain object:
//   id, section, target ('baseline' | 'graphql' | 'shim'), label, base (URL), baseline (id of the row it is
//   compared with, or null), requests (rotated by every connection) or connectionRequests(i) (connection i's own
//   list, e.g. its member's token) with sampleRequests, verifyBody (run on every answer), normalize (the
//   answer's comparable part), and for writes: writes, before/after (around warm-up and run),
//   beforeMeasured/afterMeasured (around the measured run).
// The modules build their app rows on ctx.appBase; buildScenarios then gives every app read a row per cache
// setting (id suffix -cacheoff / -cacheon, `cache`, the base URL of that setting's server), right after each other
// and after their baseline.
import { adminOrderScenarios } from './admin-orders.js';
import { adminProductScenarios } from './admin-products.js';
import { feedScenarios } from './feed.js';
import { homeScenarios } from './home.js';
import { myOrderScenarios } from './my-orders.js';
import { placeOrderScenarios } from './place-order.js';
import { productDetailScenarios } from './product-detail.js';
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
  productdetail: 'Product detail with its reviews',
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
  [quad('productdetail'), productDetailScenarios],
  [['baseline-myorders-gql', 'graphql-myorders', 'baseline-myorders-shim', 'shim-myorders'], myOrderScenarios],
  [each('placeorder-uncontended', 'placeorder-contended'), placeOrderScenarios],
  [quad('feedlatest', 'feedpopular'), feedScenarios],
  [quad('searchtypo', 'searchchosung', 'searchauto'), searchScenarios],
  [each('adminproducts'), adminProductScenarios],
  [quad('adminorders'), adminOrderScenarios],
  [
    [...quad('adminstatistics'), 'baseline-adminstatisticsranges-gql', 'graphql-adminstatisticsranges'],
    statisticsScenarios,
  ],
];

/** The settings of the server's response cache (RESPONSE_CACHE), in the order their rows run. */
export const CACHE_SETTINGS = ['off', 'on'];

/**
 * Logins and writes run on one server only: the cache-on one (the default setting) when it runs, so that a write
 * pays for the cache's invalidation as deployed. Every other app row is a read and runs on each.
 */
const oneServer = (id) => id.endsWith('-login') || id.includes('-placeorder-');

/** The cache setting an id names (…-cacheoff, …-cacheon), or null (baselines, and one-server rows). */
export const cacheOf = (id) => /-cache(off|on)$/.exec(id)?.[1] ?? null;

const withSettings = (id) =>
  id.startsWith('baseline-') || oneServer(id) ? [id] : CACHE_SETTINGS.map((c) => `${id}-cache${c}`);

/** Notes printed (and kept in the Markdown) under a section's table, given the cache setting its rows ran with. */
export const SECTION_NOTES = {
  login: (cache) => `Logins ran only on the server with RESPONSE_CACHE=${cache}.`,
  orders: (cache) =>
    `Order placement ran only on the server with RESPONSE_CACHE=${cache}` +
    (cache === 'on' ? ' (the default), so that every order pays for the invalidations it causes.' : '.'),
};

const picked = (id, only) => !only || only.some((w) => id.includes(w));

/** Every scenario id, for --help and for checking --only before anything starts. */
export const ALL_IDS = MODULES.flatMap(([ids]) => ids.flatMap(withSettings));

/** A built row as the run has it: an app read once per cache setting, a one-server row on its server. */
function perSetting(s, ctx) {
  if (s.target === 'baseline') return [{ ...s, cache: null }];
  if (oneServer(s.id)) {
    const cache = ctx.cacheSettings.includes('on') ? 'on' : ctx.cacheSettings[0];
    return [{ ...s, cache, base: ctx.appBases[cache] }];
  }
  if (s.writes) throw new Error(`${s.id} writes: add it to the one-server rows of scenarios/index.js`);
  return ctx.cacheSettings.map((cache) => ({ ...s, id: `${s.id}-cache${cache}`, cache, base: ctx.appBases[cache] }));
}

/**
 * Builds the scenarios whose id contains one of the `only` words (all without it), app reads for each setting of
 * `ctx.cacheSettings` on the server of `ctx.appBases`; modules with nothing selected do no setup.
 */
export async function buildScenarios(ctx, only) {
  const list = [];
  const wanted = (id) => picked(id, only) && (cacheOf(id) === null || ctx.cacheSettings.includes(cacheOf(id)));
  for (const [ids, build] of MODULES) {
    if (!ids.flatMap(withSettings).some(wanted)) continue;
    list.push(...(await build(ctx)).flatMap((s) => perSetting(s, ctx)).filter((s) => wanted(s.id)));
  }
  const unknown = list.filter((s) => !ALL_IDS.includes(s.id)).map((s) => s.id);
  if (unknown.length) throw new Error(`scenario ids missing from MODULES: ${unknown.join(', ')}`);
  return list;
}
