import { expect } from 'vitest';
import type { TestApp } from './harness.js';

export const WRITE_COMMENT = `mutation ($input: CommentInput!) {
  writeComment(input: $input) { no postNo parentCommentNo content userNo userNickname }
}`;

export interface WrittenComment {
  no: number;
  postNo: number;
  parentCommentNo: number | null;
  content: string;
  userNo: number;
  userNickname: string;
}

/** Writes a comment (or, with a parent, a reply) through GraphQL, as a member would; fails the test on an error. */
export async function writeComment(
  t: TestApp,
  token: string,
  postNo: number,
  content = '멋져요',
  parentCommentNo: number | null = null,
): Promise<WrittenComment> {
  const res = await t.gql<{ writeComment: WrittenComment }>(
    WRITE_COMMENT,
    { input: { postNo, content, parentCommentNo } },
    token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.writeComment;
}
