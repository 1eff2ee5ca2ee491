// The soak's mixed load: what a shop's day looks like, one action at a time from a weighted draw (fixed seed), each
// over real HTTP as a visitor, a member or the admin. Failures are tallied by kind; nothing is measured for speed.
import { setTimeout as sleep } from 'node:timers/promises';
import { probe } from './load.js';
import { gqlRequest, get, withToken } from '../scenarios/common.js';
import { random } from './random.js';

const SHOWS = 'query ($page:Int!){ shows(page:$page,size:10){ totalPages content { no title pic } } }';
const SHOW = `query ($no:Int!){ show(no:$no){ no title pic characters { no name actorName pic scrapCount
  styles { no pic items { no name pic path product { no name discountedPrice } } } } } }`;
const PRODUCTS = `query ($page:Int!,$sort:ProductSort!){ products(page:$page,size:12,sort:$sort){
  totalPages content { no name pic price discountRate discountedPrice stock salesCount score } } }`;
const PRODUCT = `query ($no:Int!){ product(no:$no){ no name contents pic price discountRate stock available score
  reviewCount wornIn { show { no title } } recentPosts { no pic userNickname } } }`;
const HOME = `{ popups { no pic path } latestReviews(limit: 10) { no contents score pic userNickname product { no name } }
  popularPosts(limit: 8) { no pic userNickname } }`;
const FEED = `query ($order:FeedOrder!){ feed(page:0,size:10,scope:ALL,order:$order){ totalElements content { no pic
  preview(length:100) likesCount commentsCount userNickname likedByMe } } }`;
const SEARCH = `query ($term:String!){ search(category:PRODUCT,term:$term,page:0,size:5){ totalElements
  results { __typename ... on Product { no name price } } } }`;
const AUTOCOMPLETE = 'query ($term:String!){ autocomplete(category:PRODUCT,term:$term) }';
const MY_ORDERS = `{ myOrders(page:0,size:5){ totalPages content { no state price lines { no quantity product { no name } } } } }`;
const PLACE_ORDER = 'mutation ($input:PlaceOrderInput!){ placeOrder(input:$input){ no } }';
const WRITE_POST = 'mutation ($input:PostInput!,$image:Upload){ writePost(input:$input,image:$image){ no } }';
const LIKE = 'mutation ($no:Int!,$liked:Boolean!){ setPostLike(postNo:$no,liked:$liked){ likesCount } }';
const COMMENT = 'mutation ($input:CommentInput!){ writeComment(input:$input){ no } }';
const SEND_CHAT = 'mutation ($input:SendChatMessageInput!){ sendChatMessage(input:$input){ no } }';
const TERMS = ['버건드 니트', '카맬 카디건', 'ㅂㄱㄷ ㄴㅌ', '카디', '셔츠', '스니커즈', '데님', '원피스'];
const SORTS = ['LATEST', 'PRICE_HIGH', 'PRICE_LOW', 'RATING', 'SALES'];
// A 1x1 PNG, as server/src/test/posts.ts uploads.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MAX_EXAMPLES = 3;

/** Counts per action and failures by kind (`<action>: <what>`), with a few examples each. */
export function createTally() {
  return { done: {}, failed: {}, examples: {} };
}

function fail(tally, action, kind, example) {
  const key = `${action}: ${kind}`;
  tally.failed[key] = (tally.failed[key] ?? 0) + 1;
  const list = (tally.examples[key] ??= []);
  if (list.length < MAX_EXAMPLES) list.push(example.slice(0, 300));
}

/** One GraphQL request; the failure's kind is its status or its first error's message. */
async function graphql(ctx, action, query, variables, token) {
  let r;
  try {
    r = await probe(ctx.base, gqlRequest(query, variables, token ? withToken(token) : {}));
  } catch (err) {
    fail(ctx.tally, action, `network ${err.cause?.code ?? err.name}`, err.message);
    return null;
  }
  if (r.status !== 200 || !r.json?.data || r.json.errors) {
    const message = r.json?.errors?.[0]?.message ?? r.text.slice(0, 80);
    fail(ctx.tally, action, `${r.status} ${message}`, r.text);
    return null;
  }
  return r.json.data;
}

/** A GraphQL multipart request, as the client's upload link sends it. */
async function upload(ctx, action, query, variables, token) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { ...variables, image: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.image'] }));
  form.set('0', new Blob([PNG], { type: 'image/png' }), 'pic.png');
  try {
    const res = await fetch(`${ctx.base}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', ...withToken(token) },
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    const json = JSON.parse(text);
    if (res.status !== 200 || json.errors) fail(ctx.tally, action, `${res.status} ${json.errors?.[0]?.message}`, text);
    return json.data ?? null;
  } catch (err) {
    fail(ctx.tally, action, `network ${err.cause?.code ?? err.name}`, err.message);
    return null;
  }
}

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];

/** The actions with their weights (per 100): reads most, then searches, chat, orders and the community's writes. */
function actions(ctx) {
  const { rnd } = ctx;
  const member = () => pick(rnd, ctx.members);
  return [
    [14, 'browse shows', () => graphql(ctx, 'browse shows', SHOWS, { page: Math.floor(rnd() * ctx.showPages) })],
    [12, 'show detail', () => graphql(ctx, 'show detail', SHOW, { no: pick(rnd, ctx.showNos) })],
    [12, 'products', () => graphql(ctx, 'products', PRODUCTS, { page: Math.floor(rnd() * 5), sort: pick(rnd, SORTS) })],
    [10, 'product detail', () => graphql(ctx, 'product detail', PRODUCT, { no: pick(rnd, ctx.productNos) })],
    [5, 'home', () => graphql(ctx, 'home', HOME)],
    [
      4,
      'shim shows',
      () => shim(ctx, 'shim shows', `/api/main/showDataAll?page=${Math.floor(rnd() * ctx.showPages)}&size=10`),
    ],
    [6, 'feed', () => graphql(ctx, 'feed', FEED, { order: rnd() < 0.5 ? 'LATEST' : 'POPULAR' }, member().token)],
    [8, 'search', () => graphql(ctx, 'search', SEARCH, { term: pick(rnd, TERMS) })],
    [5, 'autocomplete', () => graphql(ctx, 'autocomplete', AUTOCOMPLETE, { term: pick(rnd, TERMS).slice(0, 2) })],
    [4, 'my orders', () => graphql(ctx, 'my orders', MY_ORDERS, undefined, member().token)],
    [6, 'order', () => placeOrder(ctx, member())],
    [2, 'post', () => writePost(ctx, member())],
    [3, 'like', () => like(ctx, member())],
    [2, 'comment', () => comment(ctx, member())],
    [7, 'chat', () => chat(ctx)],
  ];
}

async function shim(ctx, action, path) {
  try {
    const r = await probe(ctx.base, get(path));
    if (r.status !== 200) fail(ctx.tally, action, String(r.status), r.text);
  } catch (err) {
    fail(ctx.tally, action, `network ${err.cause?.code ?? err.name}`, err.message);
  }
}

async function placeOrder(ctx, member) {
  const product = pick(ctx.rnd, ctx.products);
  const quantity = 1 + Math.floor(ctx.rnd() * 2);
  const price = product.discountedPrice * quantity;
  await graphql(
    ctx,
    'order',
    PLACE_ORDER,
    { input: { totalAmount: price, couponNo: null, items: [{ productNo: product.no, quantity, resultPrice: price }] } },
    member.token,
  );
}

async function writePost(ctx, member) {
  const data = await upload(ctx, 'post', WRITE_POST, { input: { content: `soak ${ctx.tag}` } }, member.token);
  if (data) ctx.postNos.push(data.writePost.no);
}

async function like(ctx, member) {
  await graphql(ctx, 'like', LIKE, { no: pick(ctx.rnd, ctx.postNos), liked: ctx.rnd() < 0.7 }, member.token);
}

async function comment(ctx, member) {
  const input = { postNo: pick(ctx.rnd, ctx.postNos), content: `soak comment ${ctx.tag}` };
  await graphql(ctx, 'comment', COMMENT, { input }, member.token);
}

/** The admin answers in a room (delivered to that member's open subscription) or the member writes in it. */
async function chat(ctx) {
  const room = pick(ctx.rnd, ctx.rooms);
  const fromAdmin = ctx.rnd() < 0.5;
  const content = `${ctx.tag} chat ${ctx.chat.sent}`;
  if (fromAdmin) ctx.chat.expected.set(content, room.memberNo);
  ctx.chat.sent += 1;
  const token = fromAdmin ? ctx.admin.token : room.token;
  const data = await graphql(ctx, 'chat', SEND_CHAT, { input: { chatNo: room.chatNo, content } }, token);
  if (!data) ctx.chat.expected.delete(content);
  else if (fromAdmin) ctx.chat.toSockets += 1;
}

/**
 * Runs the mixed load for `durationMs`: actions start at `rate` per second, at most `concurrency` unfinished (an
 * action that would exceed it waits, so a slow server gets fewer). Resolves with the number started.
 */
export async function runMixedLoad(ctx, { durationMs, rate, concurrency, seed, checkAborted }) {
  ctx.rnd = random(seed);
  const table = actions(ctx);
  const total = table.reduce((sum, [weight]) => sum + weight, 0);
  const draw = () => {
    let x = ctx.rnd() * total;
    for (const entry of table) if ((x -= entry[0]) < 0) return entry;
    return table.at(-1);
  };
  const started = performance.now();
  const inFlight = new Set();
  let count = 0;
  while (performance.now() - started < durationMs) {
    checkAborted();
    const wait = started + (count * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    while (inFlight.size >= concurrency) await Promise.race(inFlight);
    const [, name, run] = draw();
    const p = run()
      .then(() => (ctx.tally.done[name] = (ctx.tally.done[name] ?? 0) + 1))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
    count += 1;
  }
  await Promise.all(inFlight);
  return count;
}
