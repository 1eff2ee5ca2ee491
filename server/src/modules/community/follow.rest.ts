import { communityMemberRef, followListArgs, followPair } from '@scene-shop/domain';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import { FollowKind } from './follow.inputs.js';
import * as follows from './follow.service.js';
import type { FollowMember } from './profile.types.js';

const memberParam = fromText(communityMemberRef);
const pairParams = fromText(followPair);
/** Spec §3: a follow list holds no, nickname and pic. */
const memberJson = (m: FollowMember) => ({ no: m.no, nickname: m.nickname, pic: m.pic });

/** `/follow/followee/5` and `/follow/follower/5`: literal paths, so they sit before `/follow/:followeeNo/:followerNo`. */
const pagedList = (kind: FollowKind) =>
  route({
    method: 'GET',
    path: `/api/posts/user/follow/${kind.toLowerCase()}/:userNo`,
    policy: 'member',
    params: memberParam,
    query: fromText(followListArgs.pick({ page: true, size: true }), { sort: true }),
    handle: async ({ ctx, params, query }) => {
      const page = await follows.followList(ctx, { ...params, ...query, kind });
      const mine = await ctx.loaders.followedByViewer.loadMany(page.content.map((m) => m.no));
      return { ...page, content: page.content.map((m, i) => ({ ...memberJson(m), followedByMe: mine[i] === true })) };
    },
  });

export const followRoutes = [
  pagedList(FollowKind.FOLLOWEE),
  pagedList(FollowKind.FOLLOWER),
  /** Both lists (the first 100 of each, newest first) with their full counts. */
  route({
    method: 'GET',
    path: '/api/posts/user/follow/:userNo',
    policy: 'member',
    params: memberParam,
    handle: async ({ ctx, params }) => {
      const { followees, followers } = await follows.followOverview(ctx, params);
      return {
        followeeList: followees.content.map(memberJson),
        followerList: followers.content.map(memberJson),
        followeeCount: followees.totalElements,
        followerCount: followers.totalElements,
      };
    },
  }),
  /** Does followerNo follow followeeNo? */
  route({
    method: 'GET',
    path: '/api/posts/user/follow/:followeeNo/:followerNo',
    policy: 'member',
    params: pairParams,
    handle: async ({ ctx, params }) => ({ result: await follows.isFollowing(ctx, params) }),
  }),
  /** followerNo is accepted as the original client sends it and must be the caller. */
  route({
    method: 'POST',
    path: '/api/posts/user/follow',
    policy: 'member',
    body: followPair.partial({ followerNo: true }),
    author: ({ body }) => body.followerNo,
    handle: async ({ ctx, body }) => {
      const change = await follows.setFollow(ctx, { userNo: body.followeeNo, following: true });
      return { result: true, followeeNo: body.followeeNo, followerCount: change.followee.followerCount };
    },
  }),
  /** The follower unfollows, or the followee removes the follower; anyone else gets 403. */
  route({
    method: 'DELETE',
    path: '/api/posts/user/follow/:followeeNo/:followerNo',
    policy: 'member',
    params: pairParams,
    handle: async ({ ctx, params }) => {
      await follows.endFollow(ctx, params);
      return { result: true };
    },
  }),
];
