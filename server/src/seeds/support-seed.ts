import { scaled, type Cell } from './bulk.js';
import type { Catalog, Shows } from './catalog-seed.js';
import type { Posts } from './community-seed.js';
import { rngFor, type SeedContext } from './context.js';
import { STATES, type Orders } from './orders-seed.js';
import { DAY_MS, type Rng } from './random.js';
import { ADMIN_NO, type Members } from './users-seed.js';
import { CHAT_SCRIPTS } from './words.js';

/** Notice titles and a paragraph per category; the category order is the admin filter's order. */
const NOTICES: readonly [string, readonly string[], string][] = [
  ['주문상태', ['주문 상태별 안내', '주문 취소는 주문접수 단계에서만 가능합니다', '배송중 상태 변경 기준 안내'],
    '주문은 주문접수, 배송중, 배송완료 순서로 진행됩니다. 주문접수 상태에서는 마이페이지에서 직접 취소하실 수 있습니다.'],
  ['결제', ['결제 수단 안내', '카드 결제 오류 시 조치 방법', '무통장 입금 확인 시간 안내'],
    '신용카드, 계좌이체, 간편결제를 지원합니다. 결제 오류가 계속되면 고객센터 채팅으로 문의해 주세요.'],
  ['반품/환불', ['반품 및 환불 절차 안내', '환불 처리 기간 안내', '교환·반품이 불가능한 경우'],
    '상품 수령 후 7일 이내에 반품을 신청하실 수 있습니다. 환불은 반품 상품 확인 후 영업일 기준 3일 이내에 처리됩니다.'],
  ['배송', ['배송 기간 안내', '명절 연휴 배송 일정 안내', '도서산간 지역 배송 안내'],
    '평일 오후 2시 이전 주문은 당일 출고됩니다. 택배사 사정에 따라 1~2일 지연될 수 있습니다.'],
  ['프로모션/쿠폰', ['신규 회원 웰컴 쿠폰 지급 안내', '쿠폰 사용 방법 안내', '드라마 방영 기념 할인 이벤트'],
    '쿠폰은 주문서에서 선택해 적용할 수 있으며 주문 한 건에 한 장만 사용할 수 있습니다. 유효기간이 지난 쿠폰은 자동으로 소멸됩니다.'],
  ['상품문의', ['상품 사이즈 문의 방법', '재입고 알림 안내', '상품 상세 정보 확인 방법'],
    '상품 관련 문의는 고객센터 채팅의 상품문의 카테고리를 이용해 주세요. 순차적으로 답변드리겠습니다.'],
  ['커뮤니티', ['스타일 커뮤니티 이용 규칙', '신고 누적 게시글 처리 기준 안내', '게시글 작성 시 유의사항'],
    '욕설, 홍보, 선정적인 게시글은 신고할 수 있습니다. 신고가 5회를 넘은 게시글은 관리자 확인 전까지 숨김 처리됩니다.'],
];

const ORDER_ALERTS: Record<string, string> = {
  주문접수: '주문이 정상적으로 접수되었습니다.',
  배송중: '주문하신 상품이 배송을 시작했습니다.',
  배송완료: '주문하신 상품이 배송 완료되었습니다. 리뷰를 남겨주세요!',
  주문취소: '주문이 취소되었습니다.',
};

export async function seedSupport(
  ctx: SeedContext, members: Members, catalog: Catalog, shows: Shows, orders: Orders, posts: Posts,
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
  await db.insert('scrap', [['no', 'int'], ['user_no', 'int'], ['character_no', 'int'], ['date', 'timestamptz']],
    scraps.length, (i) => scraps[i] as Cell[]);

  const noticeCount = scaled(ctx.scale, 25, 300, 7);
  const noticeDates = Array.from({ length: noticeCount }, () => rng.timeBetween(ctx.now - 730 * DAY_MS, ctx.now - DAY_MS)).sort((x, y) => x - y);
  await db.insert('notice', [['no', 'int'], ['category', 'text'], ['title', 'text'], ['contents', 'text'], ['date', 'timestamptz']],
    noticeCount, (i) => {
      // Every category appears among the first seven notices.
      const [category, titles, body] = NOTICES[i < NOTICES.length ? i : rng.int(0, NOTICES.length - 1)] as (typeof NOTICES)[number];
      const round = Math.floor(i / 21);
      const title = `${titles[Math.floor(i / NOTICES.length) % titles.length]}${round > 0 ? ` (${round + 1}차)` : ''}`;
      return [i + 1, category, title, `${body}\n\n씬샵을 이용해 주셔서 감사합니다.`, noticeDates[i] as number];
    });

  const showPath = `/user/main/sub/${Math.min(3, shows.showCount)}`;
  const popups: [string, string, string, boolean][] = [
    ['/user/shop/productlist', '겨울 시즌 세일', '최대 50% 할인', true],
    [showPath, '화제의 드라마 룩', '주인공 스타일 모아보기', true],
    [`/user/shop/productlist/detail/${catalog.count}`, '신상품 입고', '지금 바로 만나보세요', true],
    ['/user/main/sub/1', '첫 구매 감사 쿠폰', '가입하고 쿠폰 받기', false],
  ];
  await db.insert('popup', [['no', 'int'], ['pic', 'text'], ['path', 'text'], ['is_show', 'bool'], ['date', 'timestamptz']],
    popups.length, (i) => {
      const [path, headline, sub, show] = popups[i] as (typeof popups)[number];
      return [i + 1, ctx.images.popup(i, headline, sub), path, show, ctx.now - (popups.length - i) * 7 * DAY_MS];
    });

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

async function seedAlerts(
  ctx: SeedContext, rng: Rng, members: Members, catalog: Catalog, shows: Shows, orders: Orders, posts: Posts,
): Promise<void> {
  // Alerts lead to the member's own recent orders and posts, so their paths open something real.
  const ordersOf = byMember(orders.count, orders.user, members.maxNo);
  const postsOf = byMember(posts.count, posts.user, members.maxNo);
  const delay: Record<string, number> = { 주문접수: 0, 배송중: DAY_MS, 배송완료: 3 * DAY_MS, 주문취소: DAY_MS / 2 };

  const rows: Cell[][] = [];
  for (let a = 0; a < members.active.length; a++) {
    const no = members.active[a] as number;
    const alerted = new Set<number>();
    for (let k = rng.weighted([[0, 25], [1, 20], [2, 20], [4, 20], [6, 15]]); k > 0; k--) {
      const kind = rng.weighted([['order', 40], ['community', 35], ['promotion', 25]] as const);
      const other = members.nickname[members.active[rng.int(0, members.active.length - 1)] as number] ?? '회원';
      let category = '프로모션';
      let content = `[광고] 드라마 방영 기념 최대 ${rng.pick([20, 30, 40])}% 할인! 지금 확인해 보세요.`;
      let path = rng.chance(0.5)
        ? `/user/shop/productlist/detail/${rng.int(1, catalog.count)}`
        : `/user/main/sub/${rng.int(1, shows.showCount)}`;
      let date = rng.timeBetween(Math.max(members.activeCreated[a] as number, ctx.now - 180 * DAY_MS), ctx.now - 60_000);
      const order = recentOf(rng, ordersOf, no);
      const post = recentOf(rng, postsOf, no);
      if (kind === 'order' && order > 0 && !alerted.has(order)) {
        alerted.add(order);
        const state = STATES[orders.state[order - 1] as number] as string;
        category = '주문';
        content = ORDER_ALERTS[state] as string;
        path = `/user/mypage/order/${order}`;
        date = Math.min((orders.date[order - 1] as number) + (delay[state] as number) + rng.int(60, 7200) * 1000, ctx.now - 60_000);
      } else if (kind === 'community') {
        category = '커뮤니티';
        if (post > 0 && rng.chance(0.7)) {
          content = rng.chance(0.5) ? `${other}님이 회원님의 게시글을 좋아합니다.` : `${other}님이 회원님의 게시글에 댓글을 남겼습니다.`;
          path = `/user/style/detail/${post}`;
          date = rng.timeBetween(posts.date[post - 1] as number, ctx.now - 60_000);
        } else {
          content = `${other}님이 회원님을 팔로우하기 시작했습니다.`;
          path = `/user/style/${no}/followList/follower`;
        }
      }
      // Old alerts have mostly been read; recent ones are more often still unread.
      const read = rng.chance(ctx.now - date > 7 * DAY_MS ? 0.9 : 0.3);
      rows.push([rows.length + 1, no, category, content, path, read, date]);
    }
  }
  await ctx.db.insert('alert', [['no', 'int'], ['user_no', 'int'], ['category', 'text'], ['content', 'text'], ['path', 'text'],
    ['is_read', 'bool'], ['date', 'timestamptz']], rows.length, (i) => rows[i] as Cell[]);
}

async function seedChats(ctx: SeedContext, rng: Rng, members: Members): Promise<void> {
  const rooms: Cell[][] = [];
  const messages: Cell[][] = [];
  const count = scaled(ctx.scale, 20, 5_000, 5);
  const categories = Object.keys(CHAT_SCRIPTS) as (keyof typeof CHAT_SCRIPTS)[];
  for (let r = 0; r < count; r++) {
    const roomNo = r + 1;
    const member = members.active[rng.int(0, members.active.length - 1)] as number;
    const category = rng.pick(categories);
    const created = rng.timeBetween(ctx.now - 120 * DAY_MS, ctx.now - 3_600_000);
    // Older conversations are mostly finished; an open one may still wait for the shop's answer.
    const closed = rng.chance(ctx.now - created > 14 * DAY_MS ? 0.8 : 0.25);
    const script = CHAT_SCRIPTS[category];
    let time = created;
    for (let m = 0, total = closed ? 2 * rng.int(1, 3) : rng.int(1, script.length); m < total; m++) {
      const fromAdmin = m % 2 === 1;
      time = Math.min(time + rng.int(1, 40) * 60_000, ctx.now - 60_000);
      messages.push([messages.length + 1, roomNo, fromAdmin ? ADMIN_NO : member, script[m] as string, fromAdmin, time]);
    }
    rooms.push([roomNo, member, category, closed, created, time]);
  }
  await ctx.db.insert('chat_room', [['no', 'int'], ['user_no', 'int'], ['category', 'text'], ['closed', 'bool'],
    ['created_at', 'timestamptz'], ['updated_at', 'timestamptz']], rooms.length, (i) => rooms[i] as Cell[]);
  await ctx.db.insert('chat_message', [['no', 'int'], ['room_no', 'int'], ['user_no', 'int'], ['content', 'text'],
    ['send_admin', 'bool'], ['date', 'timestamptz']], messages.length, (i) => messages[i] as Cell[]);
}
