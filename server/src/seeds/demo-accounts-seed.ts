import type { Cell } from './bulk.js';
import type { Links } from './community-seed.js';
import type { SeedContext } from './context.js';
import { STATES, type Orders } from './orders-seed.js';
import { DAY_MS, type Rng } from './random.js';
import { COMMENT_TEXTS, POST_TEXTS, REPLY_TEXTS } from './texts.js';
import type { Members } from './users-seed.js';

/** The community rows being gathered before the bulk inserts; the demo accounts' rows join them. */
export interface CommunityRows {
  /** [no, user_no, content, pic, product_no, date, deleted, deleted_at] */
  posts: Cell[][];
  likes: Links;
  /** [no, post_no, user_no, parent_no, content, date] */
  comments: Cell[][];
  follows: Links;
}

const HOUR_MS = 3_600_000;
const CANCELLED = STATES.indexOf('주문취소');

/** Products the member ordered (orders not cancelled), oldest order first: what a post may attach. */
function boughtBy(orders: Orders, user: number): number[] {
  const bought = new Set<number>();
  for (let j = 0; j < orders.lineCount; j++) {
    const order = (orders.lineOrder[j] as number) - 1;
    if (orders.user[order] === user && orders.state[order] !== CANCELLED) bought.add(orders.lineProduct[j] as number);
  }
  return [...bought];
}

/**
 * Whatever the random community gave them, the first demo accounts (member1…) get something on every community
 * screen: two recent posts with pictures (one attaching a product they bought), one in the trash, comments from the
 * other demo accounts with the author's replies, likes, and the other demo accounts as followers and followees.
 * The rows are the newest of the data set, so they lead the latest feed too.
 */
export function addDemoAccounts(
  ctx: SeedContext,
  rng: Rng,
  members: Members,
  orders: Orders,
  tags: readonly string[],
  rows: CommunityRows,
): void {
  const demo = members.demo;
  const followed = new Set(rows.follows.a.map((followee, i) => `${followee}:${rows.follows.b[i]}`));
  demo.forEach((author, i) => {
    const others = demo.filter((u) => u !== author);
    const products = boughtBy(orders, author);
    // The trashed one first, so the member's last post number is a visible post (alerts lead to it).
    for (const [k, product] of [products.at(-2) ?? null, null, products.at(-1) ?? null].entries()) {
      const postNo = rows.posts.length + 1;
      const time = ctx.now - (i * 3 + 3 - k) * 7 * HOUR_MS;
      const tag = (i + k * 4) % tags.length;
      const trashed = k === 0;
      const content = `${rng.pick(POST_TEXTS)} #${tags[tag]}`;
      rows.posts.push([
        postNo,
        author,
        content,
        ctx.images.post(tags[tag] as string, tag, k),
        product,
        time,
        trashed,
        trashed ? time + HOUR_MS : null,
      ]);
      if (trashed) continue;
      others.forEach((commenter, c) => {
        const parentNo = rows.comments.length + 1;
        const at = time + (c + 1) * HOUR_MS;
        rows.comments.push([parentNo, postNo, commenter, null, rng.pick(COMMENT_TEXTS), at]);
        rows.comments.push([rows.comments.length + 1, postNo, author, parentNo, rng.pick(REPLY_TEXTS), at + HOUR_MS]);
        rows.likes.add(postNo, commenter, at);
      });
    }
    for (const other of others) {
      // follows.a is the followee, follows.b the follower (the table's unique pair must not repeat).
      if (followed.has(`${author}:${other}`)) continue;
      followed.add(`${author}:${other}`);
      rows.follows.add(author, other, ctx.now - (30 - i) * DAY_MS);
    }
  });
}
