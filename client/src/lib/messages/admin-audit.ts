/** The admin console: 변경 이력 (each entity's history of admin changes). */
import { localized } from '../i18n/localized.js';

export const adminAudit = /* @__PURE__ */ localized('adminAudit', {
  title: '변경 이력',
  loading: '변경 이력을 불러오는 중…',
  error: '변경 이력을 불러오지 못했습니다.',
  empty: '변경 이력이 없습니다.',
  pagination: '변경 이력 페이지',
  date: '일시',
  admin: '관리자',
  action: '작업',
  changes: '변경 내용',
  noValue: '없음',
  yes: '예',
  no: '아니오',
  /** Actions the sections record; an action not listed shows as recorded. */
  actions: {
    create: '등록',
    update: '수정',
    delete: '삭제',
    state: '상태 변경',
    soldOut: '품절 처리',
    endSale: '판매 종료',
    issue: '발급',
    send: '전송',
    show: '노출',
    hide: '숨김',
    status: '노출 상태 변경',
  },
  /** Field names as the console labels them; a field not listed shows by its name. */
  fields: {
    title: '제목',
    category: '카테고리',
    contents: '내용',
    content: '내용',
    name: '이름',
    price: '가격',
    discountRate: '할인율',
    stock: '재고',
    available: '판매 중',
    pic: '이미지',
    state: '상태',
    path: '유도 경로',
    isShow: '노출',
    expiryDate: '유효기간',
    deleted: '삭제됨',
  },
} as const);
