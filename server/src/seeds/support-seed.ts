import { koreanText, msg, type Message } from '@scene-shop/domain';
import { scaled, type Cell } from './bulk.js';
import type { Catalog, Shows } from './catalog-seed.js';
import type { Posts } from './community-seed.js';
import { rngFor, type SeedContext } from './context.js';
import { STATES, type Orders } from './orders-seed.js';
import { DAY_MS, type Rng } from './random.js';
import { CHAT_SCRIPTS, NOTICES, PROMOTION_ALERTS } from './texts.js';
import { ADMIN_NO, type Members } from './users-seed.js';

export async function seedSupport(
  ctx: SeedContext,
  members: Members,
  catalog: Catalog,
  shows: Shows,
  orders: Orders,
  posts: Posts,
): Promise<void> {
  const rng = rngFor('support');
  const db = ctx.db;
  const later = (from: number): number => rng.timeBetween(Math.min(from, ctx.now - 2 * DAY_MS), ctx.now - 60_000);

  const scraps: Cell[][] = [];
  for (let a = 0; a < members.active.length; a++) {
    const since = members.activeCreated[a] as number;
    for (const c of rng.distinctInts(rng.int(0, 5), 1, shows.characterCount)) {
      scraps.push([scraps.length + 1, members.active[a] as number, c, later(since)]);
    }
  }
  await db.insert(
    'scrap',
    [
      ['no', 'int'],
      ['user_no', 'int'],
      ['character_no', 'int'],
      ['date', 'timestamptz'],
    ],
    scraps.length,
    (i) => scraps[i] as Cell[],
  );

  const noticeCount = scaled(ctx.scale, 25, 300, 7);
  const noticeDates = Array.from({ length: noticeCount }, () =>
    rng.timeBetween(ctx.now - 730 * DAY_MS, ctx.now - DAY_MS),
  ).sort((x, y) => x - y);
  await db.insert(
    'notice',
    [
      ['no', 'int'],
      ['category', 'text'],
      ['title', 'text'],
      ['contents', 'text'],
      ['date', 'timestamptz'],
    ],
    noticeCount,
    (i) => {
      // Every category appears among the first seven notices.
      const [category, titles, body] = NOTICES[
        i < NOTICES.length ? i : rng.int(0, NOTICES.length - 1)
      ] as (typeof NOTICES)[number];
      const round = Math.floor(i / 21);
      const title = `${titles[Math.floor(i / NOTICES.length) % titles.length]}${round > 0 ? ` (${round + 1}차)` : ''}`;
      return [i + 1, category, title, `${body}\n\n씬샵을 이용해 주셔서 감사합니다.`, noticeDates[i] as number];
    },
  );

  const showPath = `/user/main/sub/${Math.min(3, shows.showCount)}`;
  const popups: [string, string, string, boolean][] = [
    ['/user/shop/productlist', '겨울 시즌 세일', '최대 50% 할인', true],
    [showPath, '화제의 드라마 룩', '주인공 스타일 모아보기', true],
    [`/user/shop/productlist/detail/${catalog.count}`, '신상품 입고', '지금 바로 만나보세요', true],
    ['/user/main/sub/1', '첫 구매 감사 쿠폰', '가입하고 쿠폰 받기', false],
  ];
  await db.insert(
    'popup',
    [
      ['no', 'int'],
      ['pic', 'text'],
      ['path', 'text'],
      ['is_show', 'bool'],
      ['date', 'timestamptz'],
    ],
    popups.length,
    (i) => {
      const [path, headline, sub, show] = popups[i] as (typeof popups)[number];
      return [i + 1, ctx.images.popup(i, headline, sub), path, show, ctx.now - (popups.length - i) * 7 * DAY_MS];
    },
  );

  await seedAlerts(ctx, rng, members, catalog, shows, orders, posts);
  await seedChats(ctx, rng, members);
}

/** Row numbers grouped by member: rows of member u are items[first[u]] .. items[first[u + 1] - 1], oldest first. */
function byMember(count: number, owner: Int32Array, maxNo: number): { first: Int32Array; items: Int32Array } {
  const first = new Int32Array(maxNo + 2);
  for (let i = 0; i < count; i++) (first[(owner[i] as number) + 1] as number)++;
  for (let u = 1; u <= maxNo + 1; u++) first[u] = (first[u] as number) + (first[u - 1] as number);
  const fill = first.slice();
  const items = new Int32Array(count);
  for (let i = 0; i < count; i++) items[(fill[owner[i] as number] as number)++] = i + 1;
  return { first, items };
}

/** One of the member's five latest rows, or 0 when the member has none. */
function recentOf(rng: Rng, group: { first: Int32Array; items: Int32Array }, user: number): number {
  const from = group.first[user] as number;
  const to = group.first[user + 1] as number;
  return to > from ? (group.items[rng.int(Math.max(from, to - 5), to - 1)] as number) : 0;
}

/** The alert the shop writes when an order reaches a state, as the alert module writes it. */
const ORDER_ALERT: Record<string, (no: number) => Message> = {
  주문접수: (no) => msg('order.placedAlert', no),
  배송중: (no) => msg('order.shippingAlert', no),
  배송완료: (no) => msg('order.deliveredAlert', no),
  주문취소: (no) => msg('order.cancelledAlert', no),
};

/** An alert row's text: the shop's are a catalogue key with arguments (and the Korean text); ads are the admin's words. */
const keyed = (message: Message): Cell[] => [koreanText(message), message.key, JSON.stringify(message.args)];
const ownWords = (content: string): Cell[] => [content, null, null];

const profilePath = (userNo: number) => `/user/style/profile/${userNo}`;

async function seedAlerts(
  ctx: SeedContext,
  rng: Rng,
  members: Members,
  catalog: Catalog,
  shows: Shows,
  orders: Orders,
  posts: Posts,
): Promise<void> {
  // Alerts lead to the member's own recent orders and posts, so their paths open something real.
  const ordersOf = byMember(orders.count, orders.user, members.maxNo);
  const postsOf = byMember(posts.count, posts.user, members.maxNo);
  const delay: Record<string, number> = { 주문접수: 0, 배송중: DAY_MS, 배송완료: 3 * DAY_MS, 주문취소: DAY_MS / 2 };

  const rows: Cell[][] = [];
  for (let a = 0; a < members.active.length; a++) {
    const no = members.active[a] as number;
    const alerted = new Set<number>();
    for (
      let k = rng.weighted([
        [0, 25],
        [1, 20],
        [2, 20],
        [4, 20],
        [6, 15],
      ]);
      k > 0;
      k--
    ) {
      const kind = rng.weighted([
        ['order', 40],
        ['community', 35],
        ['promotion', 25],
      ] as const);
      const otherNo = members.active[rng.int(0, members.active.length - 1)] as number;
      const other = members.nickname[otherNo] ?? '회원';
      let category = '프로모션';
      let text = ownWords(rng.pick(PROMOTION_ALERTS).replace('{rate}', String(rng.pick([20, 30, 40]))));
      let path = rng.chance(0.5)
        ? `/user/shop/productlist/detail/${rng.int(1, catalog.count)}`
        : `/user/main/sub/${rng.int(1, shows.showCount)}`;
      let date = rng.timeBetween(
        Math.max(members.activeCreated[a] as number, ctx.now - 180 * DAY_MS),
        ctx.now - 60_000,
      );
      const order = recentOf(rng, ordersOf, no);
      const post = recentOf(rng, postsOf, no);
      if (kind === 'order' && order > 0 && !alerted.has(order)) {
        alerted.add(order);
        const state = STATES[orders.state[order - 1] as number] as string;
        category = '주문';
        text = keyed((ORDER_ALERT[state] as (no: number) => Message)(order));
        path = `/user/mypage/order/${order}`;
        date = Math.min(
          (orders.date[order - 1] as number) + (delay[state] as number) + rng.int(60, 7200) * 1000,
          ctx.now - 60_000,
        );
      } else if (kind === 'community') {
        category = '커뮤니티';
        if (post > 0 && rng.chance(0.7)) {
          text = keyed(rng.chance(0.5) ? msg('communityAlert.commented', other) : msg('communityAlert.replied', other));
          path = `/user/style/detail/${post}`;
          date = rng.timeBetween(posts.date[post - 1] as number, ctx.now - 60_000);
        } else {
          text = keyed(msg('communityAlert.followed', other));
          path = profilePath(otherNo);
        }
      }
      // Old alerts have mostly been read; recent ones are more often still unread.
      const read = rng.chance(ctx.now - date > 7 * DAY_MS ? 0.9 : 0.3);
      rows.push([rows.length + 1, no, category, ...text, path, read, date]);
    }
  }
  // The demo accounts' newest post has a comment of the next demo account (community seed): one unread alert says so,
  // and an older, read one the follow of the same account.
  members.demo.forEach((no, i) => {
    const other = members.demo[(i + 1) % members.demo.length] as number;
    const nickname = members.nickname[other] ?? '회원';
    const post = postsOf.items[(postsOf.first[no + 1] as number) - 1] as number;
    if (other === no || !post) return;
    const commented = (posts.date[post - 1] as number) + 3_600_000;
    const comment = keyed(msg('communityAlert.commented', nickname));
    rows.push([rows.length + 1, no, '커뮤니티', ...comment, `/user/style/detail/${post}`, false, commented]);
    const followed = ctx.now - 20 * DAY_MS;
    const follow = keyed(msg('communityAlert.followed', nickname));
    rows.push([rows.length + 1, no, '커뮤니티', ...follow, profilePath(other), true, followed]);
  });
  await ctx.db.insert(
    'alert',
    [
      ['no', 'int'],
      ['user_no', 'int'],
      ['category', 'text'],
      ['content', 'text'],
      ['message_key', 'text'],
      ['message_args', 'jsonb'],
      ['path', 'text'],
      ['is_read', 'bool'],
      ['date', 'timestamptz'],
    ],
    rows.length,
    (i) => rows[i] as Cell[],
  );
}

async function seedChats(ctx: SeedContext, rng: Rng, members: Members): Promise<void> {
  const rooms: Cell[][] = [];
  const messages: Cell[][] = [];
  const count = scaled(ctx.scale, 20, 5_000, 5);
  const categories = Object.keys(CHAT_SCRIPTS) as (keyof typeof CHAT_SCRIPTS)[];
  const withOpenRoom = new Set<number>();
  for (let r = 0; r < count; r++) {
    const roomNo = r + 1;
    const member = members.active[rng.int(0, members.active.length - 1)] as number;
    const category = rng.pick(categories);
    const created = rng.timeBetween(ctx.now - 120 * DAY_MS, ctx.now - 3_600_000);
    // Older conversations are mostly finished; an open one may still wait for the shop's answer.
    // A member has at most one open room (the chat's own rule).
    const closed = withOpenRoom.has(member) || rng.chance(ctx.now - created > 14 * DAY_MS ? 0.8 : 0.25);
    if (!closed) withOpenRoom.add(member);
    const script = CHAT_SCRIPTS[category];
    let time = created;
    let adminRead = 0;
    for (let m = 0, total = closed ? 2 * rng.int(1, 3) : rng.int(1, script.length); m < total; m++) {
      const fromAdmin = m % 2 === 1;
      time = Math.min(time + rng.int(1, 40) * 60_000, ctx.now - 60_000);
      messages.push([messages.length + 1, roomNo, fromAdmin ? ADMIN_NO : member, script[m] as string, fromAdmin, time]);
      // The shop has read what came before its own answer; a member's last question may still be unread.
      if (fromAdmin || closed) adminRead = messages.length;
    }
    rooms.push([roomNo, member, category, closed, created, time, messages.length, adminRead]);
  }
  await ctx.db.insert(
    'chat_room',
    [
      ['no', 'int'],
      ['user_no', 'int'],
      ['category', 'text'],
      ['closed', 'bool'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
      ['member_read_no', 'int'],
      ['admin_read_no', 'int'],
    ],
    rooms.length,
    (i) => rooms[i] as Cell[],
  );
  await ctx.db.insert(
    'chat_message',
    [
      ['no', 'int'],
      ['room_no', 'int'],
      ['user_no', 'int'],
      ['content', 'text'],
      ['send_admin', 'bool'],
      ['date', 'timestamptz'],
    ],
    messages.length,
    (i) => messages[i] as Cell[],
  );
}
