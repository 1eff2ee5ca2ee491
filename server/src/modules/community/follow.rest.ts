import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../common/paging.js';
import { idNumber, idText, pageQuery } from '../../common/schemas.js';
import { requireViewer } from '../../context/policy.js';
import { route } from '../../context/route.js';
import { FollowKind } from './follow.inputs.js';
import * as follows from './follow.service.js';
import type { FollowMember } from './profile.types.js';

const userNoParam = z.strictObject({ userNo: idText() });
const pairParams = z.strictObject({ followeeNo: idText(), followerNo: idText() });
/** Spec §3: a follow list holds no, nickname and pic. */
const memberJson = (m: FollowMember) => ({ no: m.no, nickname: m.nickname, pic: m.pic });

/** `/follow/followee/5` and `/follow/follower/5`: literal paths, so they sit before `/follow/:followeeNo/:followerNo`. */
const pagedList = (kind: 'followee' | 'follower') =>
  route({
    method: 'GET',
    path: `/api/posts/user/follow/${kind}/:userNo`,
    policy: 'member',
    params: userNoParam,
    query: z.strictObject(pageQuery(10)),
    handle: async ({ ctx, params, query }) => {
      const page = await follows.followList(
        ctx.em,
        params.userNo,
        kind === 'followee' ? FollowKind.FOLLOWEE : FollowKind.FOLLOWER,
        query,
      );
      const mine = await ctx.loaders.followedByViewer.loadMany(page.content.map((m) => m.no));
      return { ...page, content: page.content.map((m, i) => ({ ...memberJson(m), followedByMe: mine[i] === true })) };
    },
  });

export const followRoutes = [
  pagedList('followee'),
  pagedList('follower'),
  /** Both lists (the first 100 of each, newest first) with their full counts. */
  route({
    method: 'GET',
    path: '/api/posts/user/follow/:userNo',
    policy: 'member',
    params: userNoParam,
    handle: async ({ ctx, params }) => {
      const { followees, followers } = await follows.followOverview(ctx.em, params.userNo, MAX_PAGE_SIZE);
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
    handle: async ({ ctx, params }) => ({
      result: await follows.isFollowing(ctx.em, params.followeeNo, params.followerNo),
    }),
  }),
  /** followerNo is accepted as the original client sends it and must be the caller. */
  route({
    method: 'POST',
    path: '/api/posts/user/follow',
    policy: 'member',
    body: z.strictObject({ followeeNo: idNumber(), followerNo: idNumber().optional() }),
    author: ({ body }) => body.followerNo,
    handle: async ({ ctx, body }) => {
      const change = await follows.setFollow(ctx.em, ctx.events, requireViewer(ctx).no, body.followeeNo, true);
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
      await follows.endFollow(ctx.em, requireViewer(ctx), params.followeeNo, params.followerNo);
      return { result: true };
    },
  }),
];
