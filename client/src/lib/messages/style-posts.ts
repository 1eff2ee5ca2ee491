/** The style community's feed, own posts with the trash, and the post form (issue 9). */
import { localized } from '../i18n/localized.js';
import { POST_MSG, UPLOAD_MSG } from '@scene-shop/domain/posts';

/** Counts on a post: the icon is decoration, the words are what a screen reader says. */
export const postCounts = /* @__PURE__ */ localized('postCounts', {
  likes: (n: number) => `좋아요 ${n}개`,
  comments: (n: number) => `댓글 ${n}개`,
  noImage: '이미지 없음',
} as const);

export const styleFeed = /* @__PURE__ */ localized('styleFeed', {
  title: '스타일',
  write: '글쓰기',
  scopeLabel: '게시물 범위',
  scopes: { FOLLOWING: '팔로잉', ALL: '전체' },
  orderLabel: '정렬',
  orders: { LATEST: '최신순', POPULAR: '인기순' },
  loading: '게시물을 불러오는 중…',
  error: '게시물을 불러오지 못했습니다.',
  empty: '게시물이 없습니다.',
  followingEmpty: '팔로우한 회원의 게시물이 없습니다.',
  followingHint: '전체 게시물에서 마음에 드는 스타일을 찾아 회원을 팔로우해 보세요.',
  browseAll: '전체 게시물 보기',
  pagination: '피드 페이지',
} as const);

export const myPosts = /* @__PURE__ */ localized('myPosts', {
  title: '내 게시물',
  tabs: '내 게시물 보기',
  posts: '게시물',
  trash: '휴지통',
  loading: '게시물을 불러오는 중…',
  error: '게시물을 불러오지 못했습니다.',
  empty: '작성한 게시물이 없습니다.',
  trashEmpty: '휴지통이 비어 있습니다.',
  pagination: '내 게시물 페이지',
  edit: '수정',
  delete: '삭제',
  restore: '복원',
  purge: '영구 삭제',
  /** The row's buttons name their post, so a list of them reads apart. */
  actionOf: (action: string, preview: string) => `${action}: ${preview}`,
  untitled: '내용 없는 게시물',
  deleteTitle: '게시물을 삭제하시겠습니까?',
  deleteBody: '삭제한 게시물은 휴지통으로 옮겨지며, 휴지통에서 복원할 수 있습니다.',
  purgeTitle: '게시물을 영구 삭제하시겠습니까?',
  purgeBody: '영구 삭제한 게시물은 복구할 수 없습니다.',
  cancel: '취소',
  ok: '확인',
  deleteFailed: '게시물을 삭제하지 못했습니다.',
  restoreFailed: '게시물을 복원하지 못했습니다.',
  purgeFailed: '게시물을 영구 삭제하지 못했습니다.',
  deleted: '게시물을 휴지통으로 옮겼습니다.',
  restored: '게시물을 복원했습니다. 내 게시물에서 볼 수 있습니다.',
  purged: '게시물을 영구 삭제했습니다.',
} as const);

export const postForm = /* @__PURE__ */ localized('postForm', {
  writeTitle: '게시물 작성',
  editTitle: '게시물 수정',
  content: '내용',
  placeholder: '오늘의 스타일을 소개해 주세요.',
  counter: (n: number) => `${n} / 500`,
  contentTooLong: POST_MSG.contentTooLong,
  image: '사진',
  chooseImage: '사진 선택',
  noImage: '선택한 사진이 없습니다.',
  imageHint: 'jpeg, png, gif 파일을 올릴 수 있습니다.',
  imagePreview: '첨부한 사진 미리보기',
  currentImage: '게시물 사진',
  imageLocked: POST_MSG.picLocked,
  picRequired: POST_MSG.picRequired,
  badType: UPLOAD_MSG.badType,
  product: '상품 (선택)',
  noProduct: '첨부하지 않음',
  noPurchases: '첨부할 수 있는 구매 상품이 없습니다.',
  productNotBought: POST_MSG.productNotBought,
  loading: '게시물 작성 화면을 불러오는 중…',
  loadError: '게시물 작성 화면을 불러오지 못했습니다.',
  notFound: '게시물을 찾을 수 없습니다.',
  submit: '등록',
  save: '수정 완료',
  saving: '저장 중…',
  /** Spec §8, to the letter. */
  saveFailed: (message: string) => `등록 실패: ${message}`,
  serverError: '등록 실패: 서버 오류 발생',
} as const);
