import { communityMemberRef, profileInput, profilePostArgs } from '@scene-shop/domain';
import { MSG } from '../../common/messages.js';
import { mapPage } from '../../common/paging.js';
import { fromText } from '../../common/schemas.js';
import { requireViewer } from '../../context/policy.js';
import { route } from '../../context/route.js';
import { updateProfile } from '../user/profile.service.js';
import { postJson, withPostDetails } from './post.json.js';
import * as profiles from './profile.service.js';
import type { Profile } from './profile.types.js';

const userNoParam = fromText(communityMemberRef);
const GRID_PREVIEW = 50;

/** Public fields and counts only: never email, tel, address, login or social ids (the GET adds those to their owner). */
const profileJson = (p: Profile) => ({
  no: p.no,
  userNo: p.no,
  nickname: p.nickname,
  bio: p.bio,
  pic: p.pic,
  withdrawn: p.withdrawn,
  followerCount: p.followerCount,
  followeeCount: p.followeeCount,
  postCount: p.postCount,
  followedByMe: p.followedByMe,
  isMe: p.isMe,
});

export const profileRoutes = [
  /**
   * A member's profile with the first page of their grid (20 posts, `?page&size` for more), and the social link ids
   * the withdrawal's unlink reads (to the member and the admin; null to others). Never cached: it is per caller.
   */
  route({
    method: 'GET',
    path: '/api/posts/user/:userNo',
    policy: 'member',
    params: userNoParam,
    query: fromText(profilePostArgs.omit({ userNo: true }), { sort: true }),
    handle: async ({ ctx, params, query }) => {
      const found = await profiles.profile(ctx, params);
      const links = await profiles.socialLinks(ctx, params);
      const posts = await profiles.profilePosts(ctx, { ...params, ...query });
      await withPostDetails(ctx.em, posts.content);
      return { ...profileJson(found), ...links, posts: mapPage(posts, (p) => postJson(p, GRID_PREVIEW)) };
    },
  }),
  /** Multipart: the JSON part `userDto` (nickname, bio) and an optional `profileImage`; only one's own profile. */
  route({
    method: 'PUT',
    path: '/api/posts/user/:userNo',
    policy: 'member',
    params: userNoParam,
    multipart: { json: 'userDto', file: 'profileImage' },
    body: profileInput,
    author: ({ params }) => params.userNo,
    handle: async ({ ctx, body, file }) => {
      const viewer = requireViewer(ctx);
      await updateProfile(ctx, { ...body, image: file });
      return {
        isSuccess: true,
        message: MSG.profile.updated,
        ...profileJson(await profiles.profile(ctx, { userNo: viewer.no })),
      };
    },
  }),
];
