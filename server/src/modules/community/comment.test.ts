import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { WRITE_COMMENT, writeComment } from '../../test/comments.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { makePost } from '../../test/posts.js';
import { Comment } from './comment.entity.js';
import { Post } from './post.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DELETE = 'mutation ($no: Int!) { deleteComment(no: $no) }';

/** The stored count and the rows behind it. */
const countsOf = async (postNo: number) => {
  const em = t.em();
  const post = await em.findOneOrFail(Post, { no: postNo });
  return { commentsCount: post.commentsCount, rows: await em.count(Comment, { post: postNo }) };
};

describe('writing comments', () => {
  it('writes trimmed comments and replies, flattening a reply to a reply onto the top-level comment', async () => {
    const { user } = await t.member();
    const me = await t.member({ nickname: '댓글러' });
    const post = await makePost(t.em(), user);
    const top = await writeComment(t, me.token, post.no, '  멋진 코디네요  ');
    expect(top).toMatchObject({ content: '멋진 코디네요', parentCommentNo: null, userNo: me.user.no });
    expect(top.userNickname).toBe('댓글러');
    const reply = await writeComment(t, me.token, post.no, '감사합니다', top.no);
    const deeper = await writeComment(t, me.token, post.no, '답글의 답글', reply.no);
    expect([reply.parentCommentNo, deeper.parentCommentNo]).toEqual([top.no, top.no]);
    expect(await countsOf(post.no)).toEqual({ commentsCount: 3, rows: 3 });
  });

  it.each([
    ['blank', ' \n ', MSG.comment.contentRequired],
    ['over 100 characters', '가'.repeat(101), MSG.comment.contentTooLong],
  ])('refuses a %s comment with its message and stores nothing', async (_name, content, message) => {
    const { user, token } = await t.member();
    const post = await makePost(t.em(), user);
    const res = await t.gql(WRITE_COMMENT, { input: { postNo: post.no, content } }, token);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'content' } });
    expect(await countsOf(post.no)).toEqual({ commentsCount: 0, rows: 0 });
  });

  it('answers 404 on a deleted or missing post, or a parent of another post; a visitor is refused', async () => {
    const { user, token } = await t.member();
    const trashed = await makePost(t.em(), user, { deleted: true });
    const other = await makePost(t.em(), user);
    const elsewhere = await writeComment(t, token, other.no);
    const post = await makePost(t.em(), user);
    const code = async (input: object, tok?: string) =>
      (await t.gql(WRITE_COMMENT, { input: { content: '안녕하세요', ...input } }, tok)).errors?.[0]?.extensions?.code;
    expect(await code({ postNo: trashed.no }, token)).toBe('NOT_FOUND');
    expect(await code({ postNo: 999999 }, token)).toBe('NOT_FOUND');
    expect(await code({ postNo: post.no, parentCommentNo: elsewhere.no }, token)).toBe('NOT_FOUND');
    expect(await code({ postNo: post.no, parentCommentNo: 0 }, token)).toBe('BAD_USER_INPUT');
    expect(await code({ postNo: post.no })).toBe('UNAUTHENTICATED');
    expect(await countsOf(post.no)).toEqual({ commentsCount: 0, rows: 0 });
    expect(await countsOf(trashed.no)).toEqual({ commentsCount: 0, rows: 0 });
  });

  it('publishes comment.created after the comment is stored', async () => {
    const { user } = await t.member();
    const me = await t.member();
    const post = await makePost(t.em(), user);
    const seen: unknown[] = [];
    t.app.services.events.on('comment.created', async (e) => {
      seen.push({ ...e, stored: await t.em().count(Comment, { no: e.commentNo }) });
    });
    const top = await writeComment(t, me.token, post.no);
    const reply = await writeComment(t, me.token, post.no, '답글', top.no);
    const base = { postNo: post.no, authorNo: me.user.no, stored: 1 };
    expect(seen).toEqual([
      { ...base, commentNo: top.no, parentNo: null },
      { ...base, commentNo: reply.no, parentNo: top.no },
    ]);
  });
});

describe('deleting comments', () => {
  it('removes a top-level comment with its replies and lowers the count by all of them', async () => {
    const { user } = await t.member();
    const me = await t.member();
    const post = await makePost(t.em(), user);
    const top = await writeComment(t, me.token, post.no);
    await writeComment(t, me.token, post.no, '하나', top.no);
    await writeComment(t, me.token, post.no, '둘', top.no);
    const kept = await writeComment(t, me.token, post.no, '남는 댓글');
    expect(await countsOf(post.no)).toEqual({ commentsCount: 4, rows: 4 });
    expect((await t.gql(DELETE, { no: top.no }, me.token)).data).toEqual({ deleteComment: true });
    expect(await countsOf(post.no)).toEqual({ commentsCount: 1, rows: 1 });
    expect(await t.em().count(Comment, { no: kept.no })).toBe(1);
    expect((await t.gql(DELETE, { no: top.no }, me.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("refuses another member's comment; the admin may delete any", async () => {
    const { user, token } = await t.member();
    const other = await t.member();
    const admin = await t.member({ role: Role.ADMIN });
    const post = await makePost(t.em(), user);
    const mine = await writeComment(t, token, post.no);
    expect((await t.gql(DELETE, { no: mine.no }, other.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(DELETE, { no: mine.no })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await countsOf(post.no)).toEqual({ commentsCount: 1, rows: 1 });
    expect((await t.gql(DELETE, { no: mine.no }, admin.token)).data).toEqual({ deleteComment: true });
    expect(await countsOf(post.no)).toEqual({ commentsCount: 0, rows: 0 });
  });

  it('keeps the count equal to the rows when replies race with the delete of their comment', async () => {
    const { user } = await t.member();
    const members = await Promise.all([1, 2, 3, 4].map(() => t.member()));
    const post = await makePost(t.em(), user);
    for (let round = 0; round < 3; round++) {
      const top = await writeComment(t, members[0]!.token, post.no);
      const calls = members.flatMap((m) =>
        [1, 2, 3].map(() =>
          t.gql(WRITE_COMMENT, { input: { postNo: post.no, content: '답글', parentCommentNo: top.no } }, m.token),
        ),
      );
      const results = await Promise.all([...calls, t.gql(DELETE, { no: top.no }, members[0]!.token)]);
      const codes = results.flatMap((r) => r.errors?.map((e) => e.extensions?.code) ?? []);
      expect(codes.every((c) => c === 'NOT_FOUND')).toBe(true);
      const after = await countsOf(post.no);
      expect(after.commentsCount).toBe(after.rows);
    }
  });
});
