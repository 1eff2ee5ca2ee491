import jwt from 'jsonwebtoken';
import { AlertCategory, ChatCategory, NoticeCategory, OrderState, Role } from '../../server/src/common/enums.js';
import { ChatRoom } from '../../server/src/modules/chat/chat-room.entity.js';
import { Alert } from '../../server/src/modules/alert/alert.entity.js';
import { Notice } from '../../server/src/modules/notice/notice.entity.js';
import { Order } from '../../server/src/modules/order/order.entity.js';
import { OrderProduct } from '../../server/src/modules/order/order-product.entity.js';
import { Scrap } from '../../server/src/modules/member/scrap.entity.js';
import { addOptions, giveCoupon, makeProduct, makeReview, makeShows } from '../../server/src/test/fixtures.js';
import type { TestApp } from '../../server/src/test/harness.js';

/** Who sends a request: the three real roles and the kinds of bad token. */
export type Identity = 'anonymous' | 'member' | 'admin' | BadToken;
/** Each names the admin, with the admin's own claims wherever the kind allows: only the server's check refuses it. */
export type BadToken = 'forged' | 'garbage' | 'expired' | 'unsigned' | 'huge' | 'revoked';
export const BAD_TOKENS: readonly BadToken[] = ['forged', 'garbage', 'expired', 'unsigned', 'huge', 'revoked'];
export const IDENTITIES: readonly Identity[] = ['anonymous', 'member', 'admin', ...BAD_TOKENS];

/** The real rows hostile requests aim next to, and the Authorization header of each identity. */
export interface Seeded {
  /** The member whose number goes into userNo fields: own for the member, any member for the admin. */
  memberNo: number;
  otherMemberNo: number;
  adminNo: number;
  characterNo: number;
  productNo: number;
  /** A size in stock of a product of its own: 알림 받기 on it is refused (409), so a nearly valid request writes nothing. */
  optionNo: number;
  /** Its price after discount: a line with this price passes, so the order reaches the coupon. */
  productPrice: number;
  receivedOrderNo: number;
  reviewedLineNo: number;
  reviewNo: number;
  couponNo: number;
  noticeNo: number;
  /** The member's open chat room, with a category, so a message to it reaches the insert. */
  chatNo: number;
  /** A room that is not the member's (the admin's own). */
  foreignChatNo: number;
  /** The seeded review's own values: a review body that repeats them changes nothing. */
  review: { contents: string; score: number };
  /** The server's upload limit, so a file can be just over it. */
  uploadMaxBytes: number;
  /** The member's current profile and password, so a body can repeat them and still change nothing. */
  profile: { name: string; tel: string; zipcode: string; address: string; pwd: string };
  auth: Record<Identity, string | undefined>;
}

/** Enough data that every shim and field has a real row beside the hostile one: a bug then has something to break. */
export async function seedShop(app: TestApp): Promise<Seeded> {
  const member = await app.member({ pwd: 'pass1234!' });
  const other = await app.member();
  const admin = await app.member({ role: Role.ADMIN });
  const em = app.em();
  const [show] = await makeShows(em, 1);
  const character = show!.characters.getItems()[0]!;
  const product = await makeProduct(em, { price: 20000, discountRate: 10 });
  const review = await makeReview(em, product, member.user, { score: 5, contents: '좋아요' });
  const coupon = await giveCoupon(em, member.user, 10);
  const order = em.create(Order, { user: member.user, price: 18000, state: OrderState.RECEIVED });
  em.create(OrderProduct, { order, product, quantity: 1, price: 18000 });
  em.create(Scrap, { user: member.user, character });
  // Read already, so marking every alert read (a valid call without input) finds nothing to change.
  em.create(Alert, {
    user: member.user,
    category: AlertCategory.ORDER,
    content: '주문이 접수되었습니다',
    path: '/',
    isRead: true,
  });
  const notice = em.create(Notice, { category: NoticeCategory.PAYMENT, title: '결제 안내', contents: '안내' });
  // Open rooms already exist, so opening the chat (which takes no input) finds them instead of writing.
  const [memberRoom, adminRoom] = [member.user, admin.user].map((user) =>
    em.create(ChatRoom, { user, category: ChatCategory.OTHER }),
  );
  await em.flush();
  const [optionNo] = await addOptions(em, (await makeProduct(em, {})).no, [{ size: 'M', stock: 5 }]);

  // The claims a real token of the admin carries (see server/src/context/token.ts), plus a role for naive checks.
  const claims = { sub: String(admin.user.no), ver: admin.user.tokenVersion, role: Role.ADMIN };
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return {
    memberNo: member.user.no,
    otherMemberNo: other.user.no,
    adminNo: admin.user.no,
    characterNo: character.no,
    productNo: product.no,
    optionNo: optionNo!,
    productPrice: product.discountedPrice,
    receivedOrderNo: order.no,
    reviewedLineNo: review.orderProduct.unwrap().no,
    reviewNo: review.no,
    couponNo: coupon.no,
    noticeNo: notice.no,
    chatNo: memberRoom!.no,
    foreignChatNo: adminRoom!.no,
    review: { contents: review.contents, score: review.score },
    uploadMaxBytes: app.config.UPLOAD_MAX_BYTES,
    profile: {
      name: member.user.name!,
      tel: member.user.tel!,
      zipcode: member.user.zipcode!,
      address: member.user.address!,
      pwd: 'pass1234!',
    },
    auth: {
      anonymous: undefined,
      member: `Bearer ${member.token}`,
      admin: `Bearer ${admin.token}`,
      // An admin claim signed with someone else's secret.
      forged: `Bearer ${jwt.sign({ ...claims, exp }, 'not-the-server-secret-0123456789', { algorithm: 'HS256' })}`,
      garbage: `Bearer ${'A'.repeat(2_000)}.%00.${'\u00ff'.repeat(10)}`,
      // The server's own secret, but the token ran out a minute ago.
      expired: `Bearer ${jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, app.config.JWT_SECRET)}`,
      // `alg: none` and no signature: a verifier that trusts the header accepts it.
      unsigned: `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp })}.`,
      // Rightly signed, but padded past any sane size (the server reads tokens of at most 2 KB).
      huge: `Bearer ${jwt.sign({ ...claims, exp, pad: 'x'.repeat(6_000) }, app.config.JWT_SECRET)}`,
      // Rightly signed and unexpired, but of a token version the admin's sign-out has since revoked.
      revoked: `Bearer ${jwt.sign({ ...claims, ver: claims.ver - 1, exp }, app.config.JWT_SECRET)}`,
    },
  };
}
