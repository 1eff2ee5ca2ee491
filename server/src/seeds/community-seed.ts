import { scaled, type Cell } from './bulk.js';
import type { Catalog } from './catalog-seed.js';
import { rngFor, type SeedContext } from './context.js';
import { DAY_MS, upperBound, type Rng } from './random.js';
import { addDemoAccounts } from './demo-accounts-seed.js';
import type { Orders } from './orders-seed.js';
import { memberAt, type Members } from './users-seed.js';
import { COMMENT_TEXTS, POST_TEXTS, REPLY_TEXTS } from './texts.js';

export interface Posts {
  count: number;
  user: Int32Array;
  date: Float64Array;
}

export const TAGS = [
  '출근룩',
  '데일리룩',
  '주말코디',
  '드라마패션',
  'OOTD',
  '여행룩',
  '캠퍼스룩',
  '데이트룩',
  '모노톤',
  '레이어드',
];
const REPORT_CATEGORIES = ['욕설', '홍보', '선정성'] as const;

/** Rows of a link table (likes, reports, follows) gathered before one bulk insert. */
export class Links {
  readonly a: number[] = [];
  readonly b: number[] = [];
  readonly date: number[] = [];
  readonly extra: string[] = [];

  add(a: number, b: number, date: number, extra = ''): void {
    this.a.push(a);
    this.b.push(b);
    this.date.push(date);
    this.extra.push(extra);
  }
}

/** `count` distinct active members other than `except`. */
function others(rng: Rng, members: Members, count: number, except: number): number[] {
  const n = members.active.length;
  return rng
    .distinctInts(count + 1, 0, n - 1)
    .map((i) => members.active[i] as number)
    .filter((u) => u !== except)
    .slice(0, count);
}

export async function seedCommunity(
  ctx: SeedContext,
  members: Members,
  catalog: Catalog,
  orders: Orders,
): Promise<Posts> {
  const rng = rngFor('community');
  const count = scaled(ctx.scale, 80, 100_000, 20);
  const date = new Float64Array(count);
  for (let i = 0; i < count; i++) date[i] = rng.timeBetween(ctx.now - 548 * DAY_MS, ctx.now - 3_600_000);
  date.sort();
  const later = (from: number): number => rng.timeBetween(from, ctx.now - 60_000);
  // A handful of posts are reported by more than five members (the admin's "reported" tab).
  const overReported = new Set(rng.distinctInts(Math.max(3, Math.round(count * 0.005)), 0, count - 1));

  const postRows: Cell[][] = [];
  const likes = new Links();
  const reports = new Links();
  const comments: Cell[][] = [];
  const commentLikes = new Links();
  for (let i = 0; i < count; i++) {
    const postNo = i + 1;
    const time = date[i] as number;
    const author = memberAt(members, rng, time);
    const tag = rng.int(0, TAGS.length - 1);
    const content = `${rng.pick(POST_TEXTS)} #${TAGS[tag]}${rng.chance(0.5) ? ` #${rng.pick(TAGS)}` : ''}`;
    const pic = rng.chance(0.92) ? ctx.images.post(TAGS[tag] as string, tag, rng.int(0, 2)) : null;
    const registered = upperBound(catalog.date, time);
    const product = registered > 0 && rng.chance(0.35) ? rng.int(1, registered) : null;
    const deleted = rng.chance(0.05);
    postRows.push([postNo, author, content, pic, product, time, deleted, deleted ? later(time) : null]);

    for (const u of others(rng, members, Math.floor(rng.next() ** 3 * 24), author)) likes.add(postNo, u, later(time));
    const reporters = overReported.has(i) ? rng.int(6, 9) : rng.chance(0.04) ? rng.int(1, 3) : 0;
    for (const u of others(rng, members, reporters, author))
      reports.add(postNo, u, later(time), rng.pick(REPORT_CATEGORIES));

    for (
      let c = rng.weighted([
        [0, 35],
        [1, 25],
        [2, 20],
        [3, 12],
        [5, 8],
      ]);
      c > 0;
      c--
    ) {
      const parentNo = comments.length + 1;
      const parentTime = later(time);
      comments.push([parentNo, postNo, memberAt(members, rng, parentTime), null, rng.pick(COMMENT_TEXTS), parentTime]);
      for (
        let r = rng.weighted([
          [0, 60],
          [1, 28],
          [2, 12],
        ]);
        r > 0;
        r--
      ) {
        // Replies point at the top-level comment; half of them come from the post's author.
        const replier = rng.chance(0.5) ? author : memberAt(members, rng, ctx.now);
        comments.push([comments.length + 1, postNo, replier, parentNo, rng.pick(REPLY_TEXTS), later(parentTime)]);
      }
    }
  }
  for (const row of comments) {
    if (!rng.chance(0.25)) continue;
    for (const u of others(rng, members, rng.int(1, 4), row[2] as number))
      commentLikes.add(row[0] as number, u, later(row[5] as number));
  }
  const follows = new Links();
  for (let a = 0; a < members.active.length; a++) {
    const follower = members.active[a] as number;
    const since = members.activeCreated[a] as number;
    for (const followee of others(
      rng,
      members,
      rng.weighted([
        [0, 20],
        [1, 20],
        [2, 15],
        [3, 15],
        [5, 15],
        [8, 15],
      ]),
      follower,
    )) {
      follows.add(followee, follower, later(since));
    }
  }

  addDemoAccounts(ctx, rngFor('demo-accounts'), members, orders, TAGS, {
    posts: postRows,
    likes,
    comments,
    follows,
  });

  const db = ctx.db;
  await db.insert(
    'post',
    [
      ['no', 'int'],
      ['user_no', 'int'],
      ['content', 'text'],
      ['pic', 'text'],
      ['product_no', 'int'],
      ['date', 'timestamptz'],
      ['deleted', 'bool'],
      ['deleted_at', 'timestamptz'],
    ],
    postRows.length,
    (i) => postRows[i] as Cell[],
  );
  const insertLinks = (table: string, cols: [string, string], links: Links, extra?: string): Promise<void> =>
    db.insert(
      table,
      [
        ['no', 'int'],
        [cols[0], 'int'],
        [cols[1], 'int'],
        ['date', 'timestamptz'],
        ...(extra ? [[extra, 'text'] as const] : []),
      ],
      links.a.length,
      (i) => [
        i + 1,
        links.a[i] as number,
        links.b[i] as number,
        links.date[i] as number,
        ...(extra ? [links.extra[i] as string] : []),
      ],
    );
  await insertLinks('post_like', ['post_no', 'user_no'], likes);
  await insertLinks('report', ['post_no', 'user_no'], reports, 'category');
  // Top-level comments go in before the replies, so a reply's parent check finds analysed rows.
  for (const replies of [false, true]) {
    const rows = comments.filter((c) => (c[3] !== null) === replies);
    await db.insert(
      'comment',
      [
        ['no', 'int'],
        ['post_no', 'int'],
        ['user_no', 'int'],
        ['parent_no', 'int'],
        ['content', 'text'],
        ['date', 'timestamptz'],
      ],
      rows.length,
      (i) => rows[i] as Cell[],
    );
  }
  await insertLinks('comment_like', ['comment_no', 'user_no'], commentLikes);
  await insertLinks('follow', ['followee_no', 'follower_no'], follows);

  // Counters kept on the rows must agree with the link tables they summarise.
  const counters: [string, string, string, string][] = [
    ['post', 'likes_count', 'post_like', 'post_no'],
    ['post', 'comments_count', 'comment', 'post_no'],
    ['post', 'reports_count', 'report', 'post_no'],
    ['comment', 'likes_count', 'comment_like', 'comment_no'],
  ];
  for (const [table, column, source, key] of counters) {
    await db.run(`UPDATE "${table}" t SET ${column} = x.n
      FROM (SELECT ${key} AS k, count(*)::int AS n FROM "${source}" GROUP BY ${key}) x WHERE t.no = x.k`);
  }
  return {
    count: postRows.length,
    user: Int32Array.from(postRows, (r) => r[1] as number),
    date: Float64Array.from(postRows, (r) => r[5] as number),
  };
}
