// Baseline: the community feed (all posts, latest or popular) as the shims /posts/latest and /posts/popular answer
// it, and as GraphQL's feed answers it (with whether the caller likes each post).
import { badInput, koreaIso, nickname, pageOf, pageParams, viewer } from './common.js';

const REPORT_THRESHOLD = 5; // server/src/modules/community/post.service.ts
const FEED_SIZE = 10;
const PREVIEW = 100;
const ORDER = { latest: 'p.date desc, p.no desc', popular: 'p.likes_count desc, p.date desc, p.no desc' };

/** The first characters of a text, counted as the app counts them (code points). */
const preview = (text, length) => [...text].slice(0, length).join('');

/**
 * A page of visible posts with their authors and the total in one statement: the page is the first entries of the
 * index of its order (post_feed_date_idx, post_feed_likes_idx), the total the count kept by triggers in
 * post_feed_total; one row with the total and no post when the page is empty.
 */
async function feedPage(c, order, page, size) {
  const { rows } = await c.query(
    `select t.total, p.*
       from (select coalesce((select visible from post_feed_total), 0) as total) t
       left join (select p.*, u.nickname, u.pic as user_pic, u.withdrawn_at
                    from post p join users u on u.no = p.user_no
                   where not p.deleted and p.reports_count <= ${REPORT_THRESHOLD}
                   order by ${ORDER[order]} limit $1 offset $2) p on true
      order by ${ORDER[order]}`,
    [size, page * size],
  );
  return { total: rows[0].total, rows: rows.filter((r) => r.no !== null) };
}

const shimFeed = (order) => async (c) => {
  await viewer(c);
  const { page, size } = pageParams(c.searchParams, FEED_SIZE);
  const { total, rows } = await feedPage(c, order, page, size);
  const content = rows.map((p) => ({
    no: p.no,
    userNo: p.user_no,
    userNickname: nickname(p),
    userPic: p.user_pic,
    content: p.content,
    preview: preview(p.content, PREVIEW),
    pic: p.pic,
    productNo: p.product_no,
    date: koreaIso(p.date),
    likesCount: p.likes_count,
    commentsCount: p.comments_count,
    reportsCount: p.reports_count,
    deleted: p.deleted,
  }));
  return pageOf(content, total, page, size);
};

/** GraphQL's feed(scope: ALL): the page, then the caller's likes among its posts. */
async function graphqlFeed(c) {
  const me = await viewer(c);
  const order = c.searchParams.get('order') ?? 'latest';
  if (!Object.hasOwn(ORDER, order)) throw badInput('order');
  const { page, size } = pageParams(c.searchParams, FEED_SIZE);
  const { total, rows } = await feedPage(c, order, page, size);
  const liked = rows.length
    ? new Set(
        (
          await c.query('select post_no from post_like where user_no = $1 and post_no = any($2::int[])', [
            me,
            rows.map((p) => p.no),
          ])
        ).rows.map((r) => r.post_no),
      )
    : new Set();
  const content = rows.map((p) => ({
    no: p.no,
    pic: p.pic,
    preview: preview(p.content, PREVIEW),
    likesCount: p.likes_count,
    commentsCount: p.comments_count,
    date: p.date.toISOString(),
    userNo: p.user_no,
    userNickname: nickname(p),
    userPic: p.user_pic,
    likedByMe: liked.has(p.no),
  }));
  const { totalPages, totalElements } = pageOf(content, total, page, size);
  return { data: { feed: { totalPages, totalElements, content } } };
}

export const communityRoutes = [
  ['GET', /^\/posts\/latest$/, shimFeed('latest')],
  ['GET', /^\/posts\/popular$/, shimFeed('popular')],
  ['GET', /^\/bench\/graphql\/feed$/, graphqlFeed],
];
