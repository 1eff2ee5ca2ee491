/** The admin console: 커뮤니티 관리 (post moderation); the spec's English texts in Korean (English in en.json). */
import { localized } from '../i18n/localized.js';

export const adminCommunity = /* @__PURE__ */ localized('adminCommunity', {
  title: '커뮤니티 관리',
  tabs: '게시글 목록',
  allPosts: '전체 게시글',
  reportedPosts: '신고된 게시글',
  sort: '정렬',
  latest: '최신순',
  mostReported: '신고 많은 순',
  loading: '게시글을 불러오는 중…',
  error: '게시글을 불러오지 못했습니다.',
  empty: '결과가 없습니다.',
  pagination: '게시글 페이지',
  picAlt: (nickname: string) => `${nickname}님의 게시글 사진`,
  seeDetails: '자세히 보기',
  detailsTitle: (nickname: string) => `${nickname}님의 게시글`,
  close: '닫기',
  reportCount: (count: number) => `신고 ${count}회`,
  reasonTimes: (reason: string, count: number) => `${reason} ${count}회`,
  /** The report reasons as the storefront's report dialog names them. */
  reasons: { INSULT: '욕설', ADVERTISING: '홍보', OBSCENE: '선정성' },
  inTrash: '휴지통으로 이동된 게시글입니다.',
  delete: '삭제',
  deleteTitle: '게시글을 삭제하시겠습니까?',
  deleteWarning: '삭제하면 작성자에게 경고 알림이 발송됩니다.',
  cancel: '취소',
  ok: '확인',
  deleteFailed: '게시글을 삭제하지 못했습니다.',
} as const);
