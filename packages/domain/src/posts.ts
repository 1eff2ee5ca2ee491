/**
 * The style post's rule (spec §5, §9) and the texts that the server's refusals and the client's post form both show.
 * A module of its own, not in messages.ts: the storefront's first load carries messages.ts whole, these only the post
 * pages need.
 */
export const POST_CONTENT_MAX = 500;

export const POST_MSG = {
  contentTooLong: '게시글은 500자 이하로 입력해 주세요.',
  picRequired: '사진을 등록해 주세요.',
  picLocked: '게시글을 수정할 때는 사진을 바꿀 수 없습니다.',
  productNotBought: '구매한 상품만 첨부할 수 있습니다.',
} as const;

/** Comments (spec §5, §9): 1–100 characters, blank refused; the rule is comments.ts's. */
export const COMMENT_MSG = {
  contentRequired: '댓글 내용을 입력해 주세요.',
  contentTooLong: '댓글은 100자 이하로 입력해 주세요.',
} as const;

/** Uploaded pictures (spec §9: jpeg, png, gif): the server refuses others, the post form checks before sending. */
export const UPLOAD_MSG = {
  badType: '이미지 파일(jpeg, png, gif)만 올릴 수 있습니다.',
} as const;
