import { beforeAll } from 'vitest';
import { styleDetailRoutes } from '../../../app/routes/style/style-detail-routes';
import { saveSession } from '../../../lib/session';
import { landing, renderRoutes } from '../../../test/render';
import { COMMENT_PAGE_SIZE, PostCommentsQuery, PostDetailQuery } from '../operations';

// The page's chunk is loaded ahead: compiling it on the first test's navigation can outlast findBy's wait.
beforeAll(async () => {
  await import('../components/post-detail-page');
}, 30_000);

const MINUTE = 60_000;
export const ME = 7;
export const AUTHOR = 3;

/** A post as the server sends it: by member 3, ten minutes old, with a product, liked by nobody. */
export const post = (over: Record<string, unknown> = {}) => ({
  __typename: 'Post' as const,
  no: 5,
  userNo: AUTHOR,
  userNickname: '스타일러',
  userPic: '/uploads/profile/3.png',
  date: new Date(Date.now() - 10 * MINUTE).toISOString(),
  pic: '/uploads/post/5.png',
  content: '오늘의 코디: 린넨 셔츠에 와이드 팬츠, 여름에 딱 좋은 조합입니다.',
  likesCount: 2,
  likedByMe: false,
  reportedByMe: false,
  commentsCount: 0,
  hiddenByReports: false,
  hiddenNotice: null,
  product: {
    __typename: 'Product' as const,
    no: 11,
    name: '린넨 셔츠',
    pic: '/uploads/product/11.png',
    price: 20000,
    discountRate: 10,
  },
  ...over,
});

/** A comment (or reply) by member `userNo`, five minutes old. */
export const comment = (no: number, userNo: number, content: string, replies: object[] = []) => ({
  __typename: 'Comment' as const,
  no,
  userNo,
  userNickname: `회원${userNo}`,
  userPic: null,
  date: new Date(Date.now() - 5 * MINUTE).toISOString(),
  content,
  likesCount: 0,
  likedByMe: false,
  replies,
});

export const detailMock = (data = post()) => ({
  request: { query: PostDetailQuery, variables: { no: 5 } },
  result: { data: { post: data } },
  maxUsageCount: 3,
});

interface PageOptions {
  page?: number;
  total?: number;
  commentsCount?: number;
}

export const commentsMock = (content: object[], options: PageOptions = {}) => {
  const { page = 0, total = content.length } = options;
  return {
    request: { query: PostCommentsQuery, variables: { no: 5, page, size: COMMENT_PAGE_SIZE } },
    result: {
      data: {
        post: {
          __typename: 'Post' as const,
          no: 5,
          commentsCount: options.commentsCount ?? total,
          comments: {
            __typename: 'CommentPage' as const,
            number: page,
            totalPages: Math.ceil(total / COMMENT_PAGE_SIZE),
            totalElements: total,
            content,
          },
        },
      },
    },
  };
};

/** The post page as the app routes it, signed in as member `userNo` (7 unless told). */
export function renderPostPage(mocks: object[], { userNo = ME, admin = false, path = '/user/style/detail/5' } = {}) {
  saveSession('tok', userNo, admin ? 'ADMIN' : 'USER');
  const routes = [
    {
      path: '/user/style',
      children: [
        { index: true, element: <p data-testid="landing">/user/style</p> },
        ...styleDetailRoutes,
        landing('list/:userNo'),
        landing('profile/:userNo'),
      ],
    },
  ];
  return renderRoutes({ path, routes, mocks: mocks as never });
}
