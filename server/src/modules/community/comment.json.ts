import { toKoreaIso } from '../../common/dates.js';
import { displayNickname } from '../user/nickname.js';
import type { Thread } from './comment-list.service.js';
import type { Comment } from './comment.entity.js';

/** The documented comment shape (§3) with the author's picture, likes and the caller's like; authors loaded. */
export const commentJson = (c: Comment, liked: ReadonlySet<number>) => ({
  no: c.no,
  postNo: c.post.unwrap().no,
  userNo: c.user.unwrap().no,
  userNickname: displayNickname(c.user.getEntity()),
  userPic: c.user.getEntity().pic,
  content: c.content,
  parentCommentNo: c.parent?.unwrap().no ?? null,
  likesCount: c.likesCount,
  liked: liked.has(c.no),
  date: toKoreaIso(c.date),
});

/** What the post detail adds (§3): a page of comments, each with its replies, and the number of pages. */
export const threadJson = ({ page, replies, liked }: Thread) => ({
  comments: page.content.map((c) => ({
    ...commentJson(c, liked),
    replies: (replies.get(c.no) ?? []).map((r) => ({ ...commentJson(r, liked), replies: [] })),
  })),
  totalPages: page.totalPages,
});
