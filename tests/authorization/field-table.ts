import type { Ctx, Rule } from './cells.js';

/** A field of an object type with a rule of its own, and an operation reaching it (through a root field B may call). */
export interface FieldEntry extends Rule {
  root: string;
  query: string;
  variables: (x: Ctx) => Record<string, unknown>;
}

/**
 * Object fields with a rule of their own, written by hand like REST_TABLE and GQL_TABLE; the root fields' cells leave
 * them out of their selections and these cells ask for them alone. A field that refuses a caller without a line here
 * fails the root fields' cells that select it.
 */
export const FIELD_TABLE: Record<string, FieldEntry> = {
  // Popular posts are on the storefront's home (storefront §2): a visitor reads them, but not what only a member has.
  'Post.comments': {
    who: 'member',
    root: 'popularPosts',
    query: '{ popularPosts(limit: 2) { no comments { totalElements } } }',
    variables: () => ({}),
  },
  'Post.likedByMe': {
    who: 'member',
    root: 'popularPosts',
    query: '{ popularPosts(limit: 2) { no likedByMe } }',
    variables: () => ({}),
  },
  'Post.reportedByMe': {
    who: 'member',
    root: 'popularPosts',
    query: '{ popularPosts(limit: 2) { no reportedByMe } }',
    variables: () => ({}),
  },
  // The report reasons are the console's: a member sees a post's count of reports, never who reported it for what.
  'Post.reportReasons': {
    who: 'admin',
    root: 'post',
    query: 'query ($no: Int!) { post(no: $no) { no reportReasons { category count } } }',
    variables: (x) => ({ no: x.w.cPostNo }),
  },
  'Comment.likedByMe': {
    who: 'member',
    root: 'post',
    query: 'query ($no: Int!) { post(no: $no) { no comments { content { no likedByMe } } } }',
    variables: (x) => ({ no: x.w.cPostNo }),
  },
  'FollowMember.followedByMe': {
    who: 'member',
    root: 'followList',
    query: 'query ($userNo: Int!) { followList(kind: FOLLOWER, userNo: $userNo) { content { no followedByMe } } }',
    variables: (x) => ({ userNo: x.w.a.no }),
  },
};
