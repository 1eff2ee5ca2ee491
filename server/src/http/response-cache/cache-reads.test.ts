import {
  getNamedType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
  parse,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_READ, type CacheRead } from '../../common/cache-read.js';
import { Role } from '../../common/enums.js';
import { signToken } from '../../context/token.js';
import { shimTable } from '../../modules/index.js';
import { User } from '../../modules/user/user.entity.js';
import { createSchema } from '../../schema.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { checkCost, parseOptions } from '../graphql-limits.js';
import { declaredBy } from './declared-reads.js';

/**
 * Every cached read declares what it reads (common/cache-read.ts). Here each one runs on the demo data, asking for
 * every field below it, and PostgreSQL explains each statement it sent: every table a plan reads must be declared.
 * Every declared table must exist and announce its changes, and every cached read must have a sample here.
 */

let t: TestApp;
let schema: GraphQLSchema;
let token: string;
let ids: Record<string, number>;
/** The statements the app sends while `capturing`. */
let capturing = false;
const sent: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO: 'true', RESPONSE_CACHE: 'off' });
  schema = await createSchema(t.app.services.pubSub);
  t.app.orm.em.getKnex().on('query', (data: { sql: string }) => void (capturing && sent.push(data.sql)));
  [ids] = await t.em().getConnection().execute<Record<string, number>[]>(IDS);
  // The member with the most orders reads as the admin too, so every field below a read answers.
  const em = t.em();
  const viewer = await em.findOneOrFail(User, { no: ids.viewer! });
  viewer.role = Role.ADMIN;
  await em.flush();
  token = signToken(t.config, { no: viewer.no, ver: viewer.tokenVersion });
  viewerLookup = new Set(await statementsOf(() => t.gql('{ __typename }', {}, token), 'the viewer'));
}, 120_000);
afterAll(() => t?.close());

/** Sample rows of the demo data: a row of each kind that has the most below it. */
const IDS = `select
  (select user_no from orders group by 1 order by count(*) desc, 1 limit 1) as viewer,
  (select c.show_no from character c join style s on s.character_no = c.no group by 1 order by count(*) desc, 1 limit 1) as show,
  (select character_no from style group by 1 order by count(*) desc, 1 limit 1) as character,
  (select product_no from review group by 1 order by count(*) desc, 1 limit 1) as product,
  (select product_no from item where product_no is not null order by no limit 1) as item_product,
  (select max(no) from review) as review,
  (select post_no from comment group by 1 order by count(*) desc, 1 limit 1) as post,
  (select min(no) from notice) as notice,
  (select max(o.no) from orders o join order_product l on l.order_no = o.no
     where o.user_no = (select user_no from orders group by 1 order by count(*) desc, 1 limit 1)) as order,
  (select followee_no from follow group by 1 order by count(*) desc, 1 limit 1) as followee`;

/** A term of each search category that finds something in the demo data (a search that finds nothing writes). */
const TERMS = { PRODUCT: '니트', SHOW: '서울', ACTOR: '김', USER: '고양이' };
const term = (category: keyof typeof TERMS) => encodeURIComponent(TERMS[category]);

/** Each cached root field, with the arguments of each request made of it. */
const FIELDS: Record<string, (i: Record<string, number>) => string[]> = {
  shows: () => ['(size: 5)'],
  show: (i) => [`(no: ${i.show})`],
  character: (i) => [`(no: ${i.character})`],
  randomScene: (i) => ['', `(showNo: ${i.show})`],
  popups: () => [''],
  products: () => ['(size: 5)', '(size: 5, category: TOP, excludeSoldOut: true, sort: PRICE_LOW)'],
  product: (i) => [`(no: ${i.product})`, `(no: ${i.item_product})`],
  productReviews: (i) => [`(productNo: ${i.product})`],
  latestReviews: () => [''],
  review: (i) => [`(no: ${i.review})`],
  cartStock: (i) => [`(productNos: [${i.product}, ${i.item_product}])`],
  popularPosts: () => [''],
  search: () => Object.entries(TERMS).map(([c, term]) => `(category: ${c}, term: "${term}")`),
  autocomplete: () => Object.entries(TERMS).map(([c, term]) => `(category: ${c}, term: "${term}")`),
  suggestions: () => Object.values(TERMS).map((term) => `(term: "${term}")`),
  notices: () => [''],
  notice: (i) => [`(no: ${i.notice})`],
  socialProviders: () => [''],
  feed: () => ['', '(scope: FOLLOWING, order: POPULAR)'],
  post: (i) => [`(no: ${i.post})`],
  profile: (i) => [`(userNo: ${i.followee})`],
  profilePosts: (i) => [`(userNo: ${i.followee})`],
  followList: (i) => ['FOLLOWEE', 'FOLLOWER'].map((k) => `(kind: ${k}, userNo: ${i.followee})`),
  me: () => [''],
  member: (i) => [`(no: ${i.followee})`],
  scrapState: (i) => [`(characterNo: ${i.character})`],
  myOrders: () => [''],
  order: (i) => [`(no: ${i.order})`],
  myReviews: () => [''],
  myScraps: () => [''],
  myPosts: () => [''],
  trashedPosts: () => [''],
  purchasedProducts: () => [''],
};

/** Each cached shim, by its path pattern, with the paths requested. */
const ROUTES: Record<string, (i: Record<string, number>) => string[]> = {
  '/api/main/showDataAll': () => ['/api/main/showDataAll'],
  '/api/main/showData': () => ['/api/main/showData'],
  '/api/main/showNewReview': () => ['/api/main/showNewReview'],
  '/api/main/showStyleBest': () => ['/api/main/showStyleBest'],
  '/api/main/popup': () => ['/api/main/popup'],
  '/api/main/forRandom': () => ['/api/main/forRandom'],
  '/api/main/random/:n': () => ['/api/main/random/1'],
  '/api/main/sub/:no': (i) => [`/api/main/sub/${i.show}`],
  '/api/main/scrap/count/:characterNo': (i) => [`/api/main/scrap/count/${i.character}`],
  '/api/list': () => ['/api/list', '/api/list?excludeSoldOut=true'],
  '/api/list/category/:category': () => [`/api/list/category/${encodeURIComponent('상의')}`],
  '/api/list/product/:no': (i) => [`/api/list/product/${i.product}`],
  '/api/admin/product/:no/reviews': (i) => [`/api/admin/product/${i.product}/reviews`],
  '/api/user/search/product': () => [`/api/user/search/product?term=${term('PRODUCT')}`],
  '/api/user/search/:category': () =>
    (['PRODUCT', 'SHOW', 'ACTOR', 'USER'] as const).map((c) => `/api/user/search/${c.toLowerCase()}?term=${term(c)}`),
  '/api/user/search/:category/:name': () =>
    (['PRODUCT', 'SHOW', 'ACTOR', 'USER'] as const).map((c) => `/api/user/search/${c.toLowerCase()}/${term(c)}`),
  '/api/user/notice': () => ['/api/user/notice'],
  '/api/user/notice/:no': (i) => [`/api/user/notice/${i.notice}`],
  '/posts/latest': () => ['/posts/latest'],
  '/posts/popular': () => ['/posts/popular'],
  '/api/posts/detail/:postNo': (i) => [`/api/posts/detail/${i.post}`],
  '/api/posts/list/:userNo': (i) => [`/api/posts/list/${i.viewer}`],
  '/api/posts/deleted/:userNo': (i) => [`/api/posts/deleted/${i.viewer}`],
  '/api/order/orderlist/:userNo': (i) => [`/api/order/orderlist/${i.viewer}`],
  '/api/order/orderdetail/:orderNo': (i) => [`/api/order/orderdetail/${i.order}`],
  '/api/myScrapPage/:userNo': (i) => [`/api/myScrapPage/${i.viewer}`],
  '/api/mypage/review/:userNo': (i) => [`/api/mypage/review/${i.viewer}`],
};

/** How deep the generated selection goes below a root field. */
const DEPTH = 5;

/** A selection: each field (or `... on Type`) with what is selected below it, or null for a leaf. */
type Selection = Map<string, Selection | null>;

/**
 * Every field of a type that takes no required argument, each object type at most once on a path (no cycles),
 * every type of a union or interface.
 */
function selectAll(type: GraphQLNamedType, path: readonly string[]): Selection {
  const selection: Selection = new Map();
  if (isAbstractType(type)) {
    selection.set('__typename', null);
    for (const t of schema.getPossibleTypes(type)) selection.set(`... on ${t.name}`, selectAll(t, path));
    return selection;
  }
  if (!isObjectType(type)) return selection;
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) selection.set(field.name, null);
    else if (!path.includes(named.name) && path.length < DEPTH) {
      const below = selectAll(named, [...path, named.name]);
      if (below.size > 0) selection.set(field.name, below);
    }
  }
  return selection;
}

const render = (selection: Selection): string =>
  [...selection].map(([name, below]) => (below ? `${name} { ${render(below)} }` : name)).join(' ');

/** The query of a root field with `selection` below the fields of `path`. */
function queryOf(root: string, path: readonly string[], selection: Selection | null): string {
  let text = selection ? `{ ${render(selection)} }` : '';
  for (const name of [...path].reverse()) text = `{ ${name} ${text} }`;
  return `{ ${root} ${text} }`;
}

/** Whether the server takes the query: few enough tokens, within the cost limit. */
function fits(query: string): boolean {
  try {
    checkCost(schema, parse(query, parseOptions), undefined, {});
    return true;
  } catch {
    return false;
  }
}

/** The selection as queries the server takes: split by the fields below where it is too large. */
function split(root: string, path: readonly string[], selection: Selection): string[] {
  if (fits(queryOf(root, path, selection))) return [queryOf(root, path, selection)];
  // A path too costly even alone is left out: its fields are reached from other reads, closer to the root.
  const leaves = new Map([...selection].filter(([, below]) => below === null));
  const queries = leaves.size > 0 && fits(queryOf(root, path, leaves)) ? [queryOf(root, path, leaves)] : [];
  for (const [name, below] of selection) if (below) queries.push(...split(root, [...path, name], below));
  return queries;
}

const TRANSACTION = /^\s*(begin|commit|rollback|savepoint|release)\b/i;
/** The statements of the viewer's lookup (a request that reads nothing else). */
let viewerLookup: Set<string>;

/** The statements a request runs, as many as the server counted. */
async function statementsOf(request: () => Promise<{ statements: number }>, label: string): Promise<string[]> {
  for (let attempt = 0; ; attempt++) {
    sent.length = 0;
    capturing = true;
    const { statements } = await request().finally(() => (capturing = false));
    // Another statement of the process (the outbox's recovery) ran meanwhile: ask again.
    if (statements !== sent.length && attempt < 3) continue;
    expect(sent.length, label).toBe(statements);
    return [...sent];
  }
}

/**
 * Runs one request and gives the tables PostgreSQL's plans for its statements read, but for the viewer's own
 * lookup, which every request of the member runs before its read (the cache's sessions watch that table).
 */
async function tablesTouched(request: () => Promise<{ statements: number }>, label: string): Promise<Set<string>> {
  const tables = new Set<string>();
  for (const sql of await statementsOf(request, label)) {
    if (TRANSACTION.test(sql) || viewerLookup.has(sql)) continue;
    const [row] = await t.em().getConnection().execute<{ 'QUERY PLAN': unknown }[]>(`explain (format json) ${sql}`);
    for (const table of relations(row!['QUERY PLAN'])) tables.add(table);
  }
  return tables;
}

/** Every `Relation Name` in a plan. */
function relations(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(relations);
  if (typeof plan !== 'object' || plan === null) return [];
  return Object.entries(plan).flatMap(([key, value]) => (key === 'Relation Name' ? [String(value)] : relations(value)));
}

const undeclared = (touched: Set<string>, declared: Iterable<string>) =>
  [...touched].filter((table) => !new Set(declared).has(table)).sort();

describe('every cached read declares the tables it reads', () => {
  it('GraphQL: every table a root field and the fields below it read', { timeout: 300_000 }, async () => {
    const cached = Object.values(schema.getQueryType()!.getFields()).filter((f) => f.extensions[CACHE_READ]);
    expect(cached.map((f) => f.name).sort()).toEqual(Object.keys(FIELDS).sort());
    const missing: Record<string, string[]> = {};
    for (const field of cached) {
      const named = getNamedType(field.type);
      const selection = isLeafType(named) ? null : selectAll(named, [named.name]);
      const queries = (root: string) => (selection ? split(root, [], selection) : [queryOf(root, [], null)]);
      for (const query of FIELDS[field.name]!(ids).flatMap((args) => queries(`${field.name}${args}`))) {
        const touched = await tablesTouched(async () => {
          const res = await t.gql(query, {}, token);
          expect(res.errors, `${query}: ${JSON.stringify(res.errors)}`).toBeUndefined();
          return res;
        }, query);
        const document = parse(query);
        const declared = declaredBy(schema, document, document.definitions[0] as OperationDefinitionNode);
        const left = undeclared(touched, declared.reads);
        if (left.length > 0) missing[query] = left;
      }
    }
    expect(missing).toEqual({});
  });

  it('shims: every table a cached route reads', { timeout: 120_000 }, async () => {
    const cached = shimTable.filter((r) => r.cache);
    expect(cached.map((r) => r.path).sort()).toEqual(Object.keys(ROUTES).sort());
    const missing: Record<string, string[]> = {};
    for (const route of cached) {
      for (const path of ROUTES[route.path]!(ids)) {
        const touched = await tablesTouched(async () => {
          const res = await t.rest('GET', path, { token });
          expect(res.status, path).toBe(200);
          return res;
        }, path);
        const left = undeclared(touched, route.cache!.reads);
        if (left.length > 0) missing[path] = left;
      }
    }
    expect(missing).toEqual({});
  });

  it('names only tables that exist and announce their changes', async () => {
    const declarations: [string, CacheRead][] = [
      ...Object.values(schema.getTypeMap())
        .filter(isObjectType)
        .flatMap((type) =>
          Object.values(type.getFields()).flatMap((f) => {
            const read = f.extensions[CACHE_READ] as CacheRead | undefined;
            return read ? [[`${type.name}.${f.name}`, read] as [string, CacheRead]] : [];
          }),
        ),
      ...shimTable.flatMap((r) => (r.cache ? [[r.path, r.cache] as [string, CacheRead]] : [])),
    ];
    const watched: { tablename: string }[] = await t
      .em()
      .getConnection()
      .execute(
        `select tablename from pg_tables t where schemaname = current_schema() and exists (select 1 from pg_trigger g
           where g.tgname = 'scene_shop_cache_notify' and g.tgrelid = format('%I.%I', t.schemaname, t.tablename)::regclass)`,
      );
    const known = new Set(watched.map((r) => r.tablename));
    const wrong = declarations.flatMap(([name, read]) =>
      read.reads.filter((t) => !known.has(t)).map((t) => `${name}: ${t}`),
    );
    expect(wrong).toEqual([]);
  });
});
