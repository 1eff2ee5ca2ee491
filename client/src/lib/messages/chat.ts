/** The support chat's texts (spec §2): the member's chat page and the parts the admin console shares with it. */
import { localized } from '../i18n/localized.js';

export const chat = /* @__PURE__ */ localized('chat', {
  title: '1:1 채팅 상담',
  opening: '상담을 준비하는 중…',
  openFailed: '상담을 시작하지 못했습니다.',
  // ── Category chooser (spec: a new chat first needs one) ──
  categoryTitle: '어떤 내용이 궁금하신가요?',
  categoryHint: '문의 유형을 선택하면 상담이 시작됩니다.',
  categories: { PRODUCT: '상품문의', DELIVERY: '배송문의', OTHER: '기타문의' },
  categoryFailed: '문의 유형을 저장하지 못했습니다.',
  // ── Message list ──
  log: '상담 메시지',
  empty: '아직 주고받은 메시지가 없습니다.',
  emptyHint: '궁금한 점을 남겨 주시면 상담원이 답변해 드립니다.',
  read: '읽음',
  fromMe: '내 메시지',
  fromShop: '상담원',
  fromMember: '고객',
  shopTyping: '상담원이 입력 중입니다…',
  memberTyping: '고객이 입력 중입니다…',
  newMessages: '새 메시지 보기',
  // ── Composer ──
  composerLabel: '메시지 입력',
  placeholder: '메시지를 입력해 주세요.',
  send: '보내기',
  length: (n: number, max: number) => `${n} / ${max}`,
  sendFailed: '메시지를 보내지 못했습니다.',
  // ── Order cards ──
  moreItems: (n: number) => `외 ${n}건`,
  attachedOrder: '문의할 주문',
  attachedHint: '다음 메시지와 함께 전송됩니다.',
  removeOrder: '첨부한 주문 빼기',
  orderLoadFailed: '문의할 주문을 불러오지 못했습니다.',
  // ── Ending ──
  end: '상담 종료',
  endTitle: '상담을 종료하시겠습니까?',
  endBody: '종료한 상담은 다시 이어갈 수 없습니다.',
  endConfirm: '종료하기',
  keep: '계속 상담하기',
  endFailed: '상담을 종료하지 못했습니다.',
  ended: '상담이 종료되었습니다.',
  endedHint: '더 궁금한 점이 있으면 새 상담을 시작해 주세요.',
  newChat: '새 상담 시작',
  // ── Support button ──
  unread: '읽지 않은 상담 메시지가 있습니다.',
  unreadCount: (n: number) => `읽지 않은 메시지 ${n}개`,
} as const);
