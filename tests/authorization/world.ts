import { AlertCategory, NoticeCategory, OrderState, ReportCategory, Role } from '../../server/src/common/enums.js';
import { Alert } from '../../server/src/modules/alert/alert.entity.js';
import { CannedReply } from '../../server/src/modules/chat/canned-reply.entity.js';
import { Claim } from '../../server/src/modules/claim/claim.entity.js';
import { Comment } from '../../server/src/modules/community/comment.entity.js';
import { CommentLike } from '../../server/src/modules/community/comment-like.entity.js';
import { PostLike } from '../../server/src/modules/community/post-like.entity.js';
import { Report } from '../../server/src/modules/community/report.entity.js';
import { Scrap } from '../../server/src/modules/member/scrap.entity.js';
import { Notice } from '../../server/src/modules/notice/notice.entity.js';
import { Order } from '../../server/src/modules/order/order.entity.js';
import { OrderProduct } from '../../server/src/modules/order/order-product.entity.js';
import { Popup } from '../../server/src/modules/promotion/popup.entity.js';
import { User } from '../../server/src/modules/user/user.entity.js';
import { addOptions, giveCoupon, makeProduct, makeReview, makeShows } from '../../server/src/test/fixtures.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { follow, makePost } from '../../server/src/test/posts.js';

/** The four callers of every cell. */
export type Caller = 'visitor' | 'owner' | 'other' | 'admin';
export const CALLERS: readonly Caller[] = ['visitor', 'other', 'admin', 'owner'];

export interface Person {
  no: number;
  token: string;
  id: string;
  pwd: string;
  email: string;
  /** Values no one but this member and the admin may ever read. */
  secrets: string[];
  /** Values no one but this member may ever read, the admin included: the password hash and the token. */
  credentials: string[];
}

/** A's rows that deleting cells use up: one set per API, so the owner's REST delete leaves GraphQL's its own row. */
export interface OwnRows {
  orderNo: number;
  reviewNo: number;
  postNo: number;
  /** Two posts in A's trash: one to restore, one to delete for good. */
  restoreNo: number;
  purgeNo: number;
  commentNo: number;
  alertNo: number;
}

/** Rows owned by member A (the owner), plus what the admin console's routes act on. */
export interface World {
  a: Person;
  b: Person;
  admin: Person;
  /** A third member: A follows C and C follows A, and C's post is the one A likes, reports and comments on. */
  c: Person;
  /** A member A follows only for the unfollowing cells, so A's follow of C stays for the others. */
  dNo: number;
  people: Person[];
  showNo: number;
  characterNo: number;
  styleNo: number;
  itemNo: number;
  productNo: number;
  /** A sold-out size of a product of its own, for 알림 받기. */
  soldOutOptionNo: number;
  /** A spare show (with its character, style, item and product) the admin's deleting cells use up. */
  spare: { showNo: number; characterNo: number; styleNo: number; itemNo: number; productNo: number };
  /** A's order in 주문접수 and its line. */
  orderNo: number;
  orderLineNo: number;
  own: { rest: OwnRows; graphql: OwnRows };
  /** A's delivered line without a review yet. */
  reviewableLineNo: number;
  /** A's return request on that line (요청). */
  claimNo: number;
  reviewNo: number;
  couponNo: number;
  postNo: number;
  /** A's post in the trash. */
  trashedPostNo: number;
  /** C's post that A liked, reported and commented on; its comment by A and A's reply to it. */
  cPostNo: number;
  commentNo: number;
  replyNo: number;
  /** C's comment that A liked. */
  cCommentNo: number;
  alertNo: number;
  chatNo: number;
  chatMessageNo: number;
  noticeNo: number;
  spareNoticeNo: number;
  popupNo: number;
  cannedReplyNo: number;
}

const PWD = 'pass1234!';

/** Unique, recognisable private values per member: any of them in an answer to someone else is a leak. */
async function person(t: TestApp, tag: string, n: number, role = Role.USER): Promise<Person> {
  const { user, token } = await t.member({ role, pwd: PWD, email: `secret-mail-${tag}@authz.example` });
  const em = t.em();
  const row = await em.findOneOrFail(User, { no: user.no });
  Object.assign(row, {
    tel: `010-47${n}1-88${n}2`,
    address: `비밀로${n}${n}길 ${tag}동 70${n}호`,
    idK: `kakao-secret-${tag}-${n}${n}${n}`,
    idN: `naver-secret-${tag}-${n}${n}${n}`,
  });
  await em.flush();
  const [{ pwd }] = await em
    .getConnection()
    .execute<{ pwd: string }[]>('select pwd from users where no = ?', [user.no]);
  return {
    no: user.no,
    token,
    id: user.id!,
    pwd: PWD,
    email: row.email!,
    secrets: [row.email!, row.tel!, row.address!, row.idK!, row.idN!],
    // The hash's salt and digest (its parameters are the same for everyone).
    credentials: [pwd.split('$').slice(-2).join('$'), token],
  };
}

/**
 * Builds the world of the matrix. B is member number 1 (a plain member): a check that took number 1 for the admin
 * would let B through and fail the other-member cells. The admin is a later member with role ADMIN.
 */
export async function buildWorld(t: TestApp): Promise<World> {
  const b = await person(t, 'bee', 2);
  const a = await person(t, 'ace', 1);
  const admin = await person(t, 'adm', 3, Role.ADMIN);
  const c = await person(t, 'cee', 4);
  const d = await t.member();
  const em = t.em();
  const [users] = [await em.find(User, { no: { $in: [a.no, b.no, c.no, admin.no] } })];
  const user = (p: Person) => users.find((u) => u.no === p.no)!;

  const [show, spareShow] = await makeShows(em, 2, { characters: 1, styles: 1, items: 1 });
  const tree = (s: typeof show) => {
    const character = s!.characters.getItems()[0]!;
    const style = character.styles.getItems()[0]!;
    const item = style.items.getItems()[0]!;
    return {
      showNo: s!.no,
      characterNo: character.no,
      styleNo: style.no,
      itemNo: item.no,
      productNo: item.product!.no,
    };
  };
  const main = tree(show);
  const product = await makeProduct(em, { price: 20000, discountRate: 10, stock: 50 });
  const [soldOutOptionNo] = await addOptions(em, (await makeProduct(em, { stock: 0 })).no, [{ size: 'M', stock: 0 }]);

  const order = em.create(Order, { user: user(a), price: 18000, state: OrderState.RECEIVED });
  const line = em.create(OrderProduct, { order, product, quantity: 1, price: 18000 });
  const delivered = em.create(Order, { user: user(a), price: 18000, state: OrderState.DELIVERED });
  const reviewable = em.create(OrderProduct, { order: delivered, product, quantity: 1, price: 18000 });
  const claim = em.create(Claim, {
    order: delivered,
    orderProduct: reviewable,
    user: user(a),
    type: 'RETURN',
    reason: 'SIZE',
  });
  await em.flush();
  const review = await makeReview(em, product, user(a), { contents: '첫 리뷰' });
  const coupon = await giveCoupon(em, user(a), 10);

  const post = await makePost(em, user(a), { content: 'A의 글', product });
  const trashed = await makePost(em, user(a), { content: 'A의 휴지통 글', deleted: true, deletedAt: new Date() });
  const cPost = await makePost(em, user(c), { content: 'C의 글', commentsCount: 5, likesCount: 1, reportsCount: 1 });
  const comment = em.create(Comment, { post: cPost, user: user(a), content: 'A의 댓글' });
  const reply = em.create(Comment, { post: cPost, user: user(a), parent: comment, content: 'A의 답글' });
  const cComment = em.create(Comment, { post: cPost, user: user(c), content: 'C의 댓글', likesCount: 1 });
  em.create(PostLike, { post: cPost, user: user(a) });
  em.create(Report, { post: cPost, user: user(a), category: ReportCategory.INSULT });
  em.create(CommentLike, { comment: cComment, user: user(a) });
  em.create(Scrap, { user: user(a), character: main.characterNo });
  await em.flush();
  await follow(em, user(a), user(c));
  await follow(em, user(c), user(a));
  await follow(em, user(a), d.user);

  const alert = em.create(Alert, { user: user(a), category: AlertCategory.ORDER, content: 'A의 알림', path: '/' });
  const notice = em.create(Notice, { category: NoticeCategory.PAYMENT, title: '결제 안내', contents: '안내' });
  const spareNotice = em.create(Notice, { category: NoticeCategory.PAYMENT, title: '지울 안내', contents: '안내' });
  const popup = em.create(Popup, { pic: '/uploads/demo/popup.png', path: '/shop' });
  const canned = em.create(CannedReply, { shortcut: '인사', content: '안녕하세요' });
  await em.flush();

  const ownRows = async (): Promise<OwnRows> => {
    const cancellable = em.create(Order, { user: user(a), price: 18000, state: OrderState.RECEIVED });
    em.create(OrderProduct, { order: cancellable, product, quantity: 1, price: 18000 });
    const trash = { deleted: true, deletedAt: new Date() };
    const [restore, purge] = [await makePost(em, user(a), trash), await makePost(em, user(a), trash)];
    const rows = {
      review: await makeReview(em, product, user(a), { contents: '지울 리뷰' }),
      post: await makePost(em, user(a), { content: '지울 글' }),
      comment: em.create(Comment, { post: cPost, user: user(a), content: '지울 댓글' }),
      alert: em.create(Alert, { user: user(a), category: AlertCategory.ORDER, content: '지울 알림' }),
    };
    await em.flush();
    return {
      orderNo: cancellable.no,
      reviewNo: rows.review.no,
      postNo: rows.post.no,
      restoreNo: restore.no,
      purgeNo: purge.no,
      commentNo: rows.comment.no,
      alertNo: rows.alert.no,
    };
  };
  const own = { rest: await ownRows(), graphql: await ownRows() };

  // A's support chat through the real calls, so the room and its message look exactly as the server makes them.
  const opened = await t.gql<{ openChat: { room: { no: number } } }>(
    'mutation { openChat { room { no } } }',
    {},
    a.token,
  );
  if (!opened.data) throw new Error(`openChat: ${JSON.stringify(opened.errors)}`);
  const chatNo = opened.data.openChat.room.no;
  await t.gql(
    'mutation ($chatNo: Int!) { setChatCategory(chatNo: $chatNo, category: OTHER) { no } }',
    { chatNo },
    a.token,
  );
  const sent = await t.gql<{ sendChatMessage: { no: number } }>(
    'mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) { no } }',
    { input: { chatNo, content: 'A의 문의' } },
    a.token,
  );
  if (!sent.data) throw new Error(`sendChatMessage: ${JSON.stringify(sent.errors)}`);

  return {
    a,
    b,
    admin,
    c,
    dNo: d.user.no,
    people: [a, b, admin, c],
    ...main,
    productNo: product.no,
    soldOutOptionNo: soldOutOptionNo!,
    spare: tree(spareShow),
    orderNo: order.no,
    orderLineNo: line.no,
    own,
    reviewableLineNo: reviewable.no,
    claimNo: claim.no,
    reviewNo: review.no,
    couponNo: coupon.no,
    postNo: post.no,
    trashedPostNo: trashed.no,
    cPostNo: cPost.no,
    commentNo: comment.no,
    replyNo: reply.no,
    cCommentNo: cComment.no,
    alertNo: alert.no,
    chatNo,
    chatMessageNo: sent.data.sendChatMessage.no,
    noticeNo: notice.no,
    spareNoticeNo: spareNotice.no,
    popupNo: popup.no,
    cannedReplyNo: canned.no,
  };
}
