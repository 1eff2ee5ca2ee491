/** Won with thousands separators, as a person reads an amount (10,000). */
const won = (amount: number) => amount.toLocaleString('ko-KR');

/** What the server stores as a member's alerts: orders, the shop's news, scrapped characters and the community. */
export const ALERT_MSG = {
  order: {
    placedAlert: (no: number) => `주문(${no})이 접수되었습니다.`,
    reinstatedAlert: (no: number) => `주문(${no})이 다시 접수되었습니다.`,
    shippingAlert: (no: number) => `주문(${no})이 배송중 상태가 되었습니다.`,
    deliveredAlert: (no: number) => `주문(${no})의 배송이 완료되었습니다.`,
    cancelledAlert: (no: number) => `주문(${no})이 취소되었습니다.`,
  },
  /** The shop's news to every member (프로모션). */
  promotion: {
    coupon: (name: string, rate: number) => `새 쿠폰이 발급되었습니다: ${name} (${rate}% 할인)`,
  },
  /** News of what a member scrapped: a character's new style, or a product such a character wears. */
  scrap: {
    newStyle: (character: string, actor: string) => `스크랩한 ${character}(${actor})의 새 스타일이 등록되었습니다.`,
    restocked: (product: string) => `스크랩한 인물이 착용한 ${product} 상품이 다시 입고되었습니다.`,
    priceDropped: (product: string, from: number, to: number) =>
      `스크랩한 인물이 착용한 ${product} 상품의 가격이 ${won(from)}원에서 ${won(to)}원으로 내려갔습니다.`,
  },
  /** The community's alerts (커뮤니티): the other member's nickname leads. */
  community: {
    followed: (nickname: string) => `${nickname}님이 회원님을 팔로우했습니다.`,
    commented: (nickname: string) => `${nickname}님이 회원님의 게시글에 댓글을 남겼습니다.`,
    replied: (nickname: string) => `${nickname}님이 회원님의 댓글에 답글을 남겼습니다.`,
    postRemoved: '관리자가 운영 정책에 따라 회원님의 게시글을 삭제했습니다.',
  },
} as const;

/** The mails the server sends: a subject, a text body and an HTML body each. */
export const MAIL_MSG = {
  verification: {
    subject: '[Scene Shop] 이메일 인증번호',
    text: (code: string) =>
      `Scene Shop 회원가입 인증번호는 ${code} 입니다.\n10분 안에 입력해 주세요. 요청하지 않았다면 이 메일을 무시해 주세요.`,
    html: (code: string) =>
      `<p>Scene Shop 회원가입 인증번호는 <strong style="font-size:20px;letter-spacing:2px">${code}</strong> 입니다.</p><p>10분 안에 입력해 주세요. 요청하지 않았다면 이 메일을 무시해 주세요.</p>`,
  },
  passwordReset: {
    subject: '[Scene Shop] 임시 비밀번호 안내',
    text: (id: string, pwd: string) =>
      `${id} 회원님의 임시 비밀번호는 ${pwd} 입니다.\n30분 안에 이 비밀번호로 로그인한 뒤 새 비밀번호로 바꿔 주세요. 그 전까지는 기존 비밀번호도 그대로 쓸 수 있습니다.`,
    html: (id: string, pwd: string) =>
      `<p>${id} 회원님의 임시 비밀번호는 <strong style="font-size:18px">${pwd}</strong> 입니다.</p><p>30분 안에 이 비밀번호로 로그인한 뒤 새 비밀번호로 바꿔 주세요. 그 전까지는 기존 비밀번호도 그대로 쓸 수 있습니다.</p>`,
  },
} as const;
