import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeComment } from '../../test/comments.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { buy, makePost } from '../../test/posts.js';
import { Comment } from './comment.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DETAIL = `query ($no: Int!, $page: Int) { post(no: $no) {
  no userNickname likedByMe commentsCount product { no }
  comments(page: $page) {
    totalPages totalElements number size
    content {
      no postNo content userNo userNickname userPic parentCommentNo likesCount likedByMe date
      replies { no content userNo userNickname userPic parentCommentNo likesCount likedByMe date }
    }
  }
} }`;
const LIKE = 'mutation ($no: Int!) { setCommentLike(commentNo: $no, liked: true) { likesCount } }';

interface Listed {
  no: number;
  content: string;
  userNickname: string;
  parentCommentNo: number | null;
  likesCount: number;
  likedByMe: boolean;
  replies: Listed[];
}
type Detail = {
  post: { commentsCount: number; comments: { totalPages: number; totalElements: number; content: Listed[] } };
};

/**
 * A post by its author with `comments` top-level comments by commenters A (and C, D, … in turn) and `replies`
 * replies by B on each, the reader liking every comment and reply. Authors never overlap between the levels, so each
 * level needs its own author lookup in every case.
 */
async function scene(comments: number, replies: number) {
  const author = await t.member();
  const reader = await t.member();
  const commenters = await Promise.all([1, 2, 3].map(() => t.member()));
  const replier = await t.member();
  const post = await makePost(t.em(), author.user, { product: await buy(t.em(), author.user) });
  for (let i = 0; i < comments; i++) {
    const top = await writeComment(t, commenters[i % 3]!.token, post.no, `댓글 ${i}`);
    await t.gql(LIKE, { no: top.no }, reader.token);
    for (let j = 0; j < replies; j++) {
      const reply = await writeComment(t, replier.token, post.no, `답글 ${i}-${j}`, top.no);
      await t.gql(LIKE, { no: reply.no }, reader.token);
    }
  }
  return { post, reader, commenters, replier };
}

describe('a post with its comments', () => {
  it('lists top-level comments oldest first, 5 a page, each with its replies oldest first', async () => {
    const { post, reader, commenters, replier } = await scene(7, 2);
    const res = await t.gql<Detail>(DETAIL, { no: post.no }, reader.token);
    expect(res.errors).toBeUndefined();
    const { commentsCount, comments } = res.data!.post;
    expect(commentsCount).toBe(21);
    expect(comments).toMatchObject({ totalPages: 2, totalElements: 7 });
    expect(comments.content.map((c) => c.content)).toEqual([0, 1, 2, 3, 4].map((i) => `댓글 ${i}`));
    const first = comments.content[0]!;
    expect(first).toMatchObject({ parentCommentNo: null, likesCount: 1, likedByMe: true });
    expect(first.userNickname).toBe(commenters[0]!.user.nickname);
    expect(first.replies.map((r) => r.content)).toEqual(['답글 0-0', '답글 0-1']);
    expect(first.replies[0]).toMatchObject({
      parentCommentNo: first.no,
      userNickname: replier.user.nickname,
      likedByMe: true,
    });
    const second = await t.gql<Detail>(DETAIL, { no: post.no, page: 1 }, reader.token);
    expect(second.data!.post.comments.content.map((c) => c.content)).toEqual(['댓글 5', '댓글 6']);
    const tooBig = await t.gql('query ($no: Int!) { post(no: $no) { comments(size: 21) { totalPages } } }', {
      no: post.no,
    });
    expect(tooBig.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const capped = await t.gql(
      'query ($no: Int!) { post(no: $no) { comments(size: 21) { totalPages } } }',
      { no: post.no },
      reader.token,
    );
    expect(capped.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('runs the same statements for one comment with one reply as for a full page with many replies', async () => {
    const one = await scene(1, 1);
    const small = await t.gql<Detail>(DETAIL, { no: one.post.no }, one.reader.token);
    const many = await scene(6, 4);
    const full = await t.gql<Detail>(DETAIL, { no: many.post.no }, many.reader.token);
    expect(full.data!.post.comments.content).toHaveLength(5);
    expect(full.data!.post.comments.content.every((c) => c.replies.length === 4 && c.likedByMe)).toBe(true);
    expect(full.statements).toBe(small.statements);
    // The viewer, the post, its author, its product, my like; the comment page, its authors, my likes of them;
    // the replies, their authors, my likes of them.
    expect(full.statements).toBe(11);
  });

  it('serves the same thread in the detail shim, in fixed statements', async () => {
    const one = await scene(1, 1);
    const small = await t.rest('GET', `/api/posts/detail/${one.post.no}?page=0&size=5`, { token: one.reader.token });
    const many = await scene(6, 3);
    const full = await t.rest('GET', `/api/posts/detail/${many.post.no}?page=0&size=5`, {
      token: many.reader.token,
    });
    const body = full.body as { totalPages: number; comments: (Listed & { liked: boolean })[] };
    expect(body.totalPages).toBe(2);
    expect(body.comments).toHaveLength(5);
    expect(body.comments[0]).toMatchObject({
      content: '댓글 0',
      userNickname: many.commenters[0]!.user.nickname,
      parentCommentNo: null,
      liked: true,
      likesCount: 1,
    });
    expect(body.comments[0]!.replies).toHaveLength(3);
    expect(body.comments[0]!.replies[0]).toMatchObject({ content: '답글 0-0', liked: true, replies: [] });
    expect(full.statements).toBe(small.statements);
    // The viewer, the post, its author and product, my like and report; the comment page, its replies, their
    // authors (comments and replies together) and my likes of them.
    expect(full.statements).toBe(10);
    const last = await t.rest('GET', `/api/posts/detail/${many.post.no}?page=1&size=5`, { token: many.reader.token });
    expect((last.body as { comments: Listed[] }).comments.map((c) => c.content)).toEqual(['댓글 5']);
    const tooBig = await t.rest('GET', `/api/posts/detail/${many.post.no}?size=21`, { token: many.reader.token });
    expect(tooBig.status).toBe(400);
  });

  it('orders comments and replies by when they were written, whatever their numbers say', async () => {
    const { post, reader } = await scene(3, 2);
    const before = await t.gql<Detail>(DETAIL, { no: post.no }, reader.token);
    const [c0, c1, c2] = before.data!.post.comments.content;
    // An imported thread: the last comment and the last reply of the first comment were written first.
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await t.em().nativeUpdate(Comment, { no: c2!.no }, { date: hoursAgo(3) });
    await t.em().nativeUpdate(Comment, { no: c0!.replies[1]!.no }, { date: hoursAgo(2) });
    const after = await t.gql<Detail>(DETAIL, { no: post.no }, reader.token);
    const content = after.data!.post.comments.content;
    expect(content.map((c) => c.no)).toEqual([c2!.no, c0!.no, c1!.no]);
    expect(content[1]!.replies.map((r) => r.content)).toEqual(['답글 0-1', '답글 0-0']);
    const shim = await t.rest('GET', `/api/posts/detail/${post.no}?page=0&size=5`, { token: reader.token });
    expect((shim.body as { comments: Listed[] }).comments.map((c) => c.no)).toEqual([c2!.no, c0!.no, c1!.no]);
  });

  it("says 'no comments' with an empty page", async () => {
    const { user, token } = await t.member();
    const post = await makePost(t.em(), user);
    const res = await t.gql<Detail>(DETAIL, { no: post.no }, token);
    expect(res.data!.post.comments).toMatchObject({ totalPages: 0, totalElements: 0, content: [] });
  });
});
