import { z } from 'zod';
import { commentContentSchema, textLength } from '../comments.js';
import { issue } from '../keys.js';
import { POST_CONTENT_MAX } from '../posts.js';
import { INT_MAX, MAX_PAGE_SIZE, pageArgs, rowNo } from './common.js';

/** The style feed: everyone's posts or the followed members', newest or most liked first. */
export const FEED_SCOPE = { ALL: 'ALL', FOLLOWING: 'FOLLOWING' } as const;
export const FEED_ORDER = { LATEST: 'LATEST', POPULAR: 'POPULAR' } as const;

/** A report's reason, stored and answered by these Korean values. */
export const REPORT_CATEGORY = { INSULT: '욕설', ADVERTISING: '홍보', OBSCENE: '선정성' } as const;

/** The moderation list of reported posts: newest, or most reported first. */
export const REPORTED_SORT = { LATEST: 'LATEST', MOST_REPORTED: 'MOST_REPORTED' } as const;

/** A follow list: whom the member follows (FOLLOWEE) or who follows them (FOLLOWER). */
export const FOLLOW_KIND = { FOLLOWEE: 'FOLLOWEE', FOLLOWER: 'FOLLOWER' } as const;

/** Spec §9: comments come 5 a page; a page never holds more than this. */
export const COMMENT_PAGE_SIZE = 5;
export const COMMENT_PAGE_MAX = 20;

/** A member named by their number (a profile, a follow, a member's lists). */
export const communityMemberRef = z.strictObject({ userNo: rowNo() });
export type CommunityMemberRef = z.output<typeof communityMemberRef>;

/** One post by its number. */
export const postRef = z.strictObject({ postNo: rowNo() });
export type PostRef = z.output<typeof postRef>;

/** Spec §5: text of at most 500 characters (as people count them), optionally a product the member bought. */
export const postInput = z.strictObject({
  content: z
    .string()
    .refine((text) => textLength(text) <= POST_CONTENT_MAX, issue('post.contentTooLong'))
    .default(''),
  productNo: rowNo().nullish(),
});
export type PostInputValue = z.output<typeof postInput>;

export const feedArgs = pageArgs(10).extend({
  scope: z.enum(FEED_SCOPE).default(FEED_SCOPE.ALL),
  order: z.enum(FEED_ORDER).default(FEED_ORDER.LATEST),
});
export type FeedArgsValue = z.output<typeof feedArgs>;

/** Own posts and the trash: 5 a page (spec §9). */
export const ownPostArgs = pageArgs(5);
export type OwnPostArgsValue = z.output<typeof ownPostArgs>;

/** The home's most liked posts: 8 unless asked, at most 50. */
export const popularPostsArgs = z.strictObject({ limit: z.int().min(1).max(50).default(8) });
export type PopularPostsArgsValue = z.output<typeof popularPostsArgs>;

/** A post's preview: the first characters of its text (100 in the feed, 50 in own lists), at most 500. */
export const postPreviewArgs = z.strictObject({ length: z.int().min(1).max(POST_CONTENT_MAX).default(100) });

export const postLikeInput = postRef.extend({ liked: z.boolean() });
export type PostLikeInputValue = z.output<typeof postLikeInput>;

export const postReportInput = postRef.extend({ category: z.enum(REPORT_CATEGORY) });
export type PostReportInputValue = z.output<typeof postReportInput>;

/** A comment on a post, or a reply to one of its comments: 1–100 characters, trimmed (comments.ts). */
export const commentInput = z.strictObject({
  postNo: rowNo(),
  parentCommentNo: rowNo().nullish(),
  content: commentContentSchema,
});
export type CommentInputValue = z.output<typeof commentInput>;

/** A page of a post's top-level comments: 5 unless asked, at most 20. */
export const commentPageArgs = z.strictObject({
  page: z.int().min(0).max(INT_MAX).default(0),
  size: z.int().min(1).max(COMMENT_PAGE_MAX).default(COMMENT_PAGE_SIZE),
});
export type CommentPageArgsValue = z.output<typeof commentPageArgs>;

export const commentRef = z.strictObject({ commentNo: rowNo() });
export type CommentRef = z.output<typeof commentRef>;

export const commentLikeInput = commentRef.extend({ liked: z.boolean() });
export type CommentLikeInputValue = z.output<typeof commentLikeInput>;

export const followInput = communityMemberRef.extend({ following: z.boolean() });
export type FollowInputValue = z.output<typeof followInput>;

/** A follow between two members, as the documented paths name it. */
export const followPair = z.strictObject({ followeeNo: rowNo(), followerNo: rowNo() });
export type FollowPairValue = z.output<typeof followPair>;

/** A member's follow list: 10 a page. */
export const followListArgs = pageArgs(10).extend({ userNo: rowNo(), kind: z.enum(FOLLOW_KIND) });
export type FollowListArgsValue = z.output<typeof followListArgs>;

/** A profile's grid of posts: 20 a page. */
export const profilePostArgs = pageArgs(20).extend({ userNo: rowNo() });
export type ProfilePostArgsValue = z.output<typeof profilePostArgs>;

/** The community profile form (the documented `userDto` part): nickname up to 10 characters, bio up to 30. */
/** The moderation lists: 5 posts a page (admin-console §9). */
export const adminPostArgs = pageArgs(5);
export type AdminPostArgsValue = z.output<typeof adminPostArgs>;

export const reportedPostArgs = adminPostArgs.extend({
  sort: z.enum(REPORTED_SORT).default(REPORTED_SORT.LATEST),
});
export type ReportedPostArgsValue = z.output<typeof reportedPostArgs>;

/** Every report, or only those of the posts on screen (at most a page's worth). */
export const reportInfosArgs = z.strictObject({ postNos: z.array(rowNo()).max(MAX_PAGE_SIZE).nullish() });
export type ReportInfosArgsValue = z.output<typeof reportInfosArgs>;
