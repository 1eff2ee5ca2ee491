import { rowRef, sceneAtRef } from '@scene-shop/domain';
import { notFound } from '../../common/errors.js';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import { reviewJson } from '../order/review.json.js';
import { latestReviews } from '../order/review.service.js';
import { displayNickname } from '../user/nickname.js';
import { popularPosts } from '../community/post.service.js';
import { visiblePopups } from '../promotion/popup.service.js';
import * as scenes from '../show/scene.service.js';
import { characterJson, itemJson, showJson, styleJson } from '../show/show.json.js';

export const homeRoutes = [
  route({
    method: 'GET',
    path: '/api/main/showData',
    policy: 'anyone',
    cache: { reads: ['show'] },
    handle: async ({ ctx }) => (await scenes.recentShows(ctx, { limit: 12 })).map(showJson),
  }),
  route({
    method: 'GET',
    path: '/api/main/showNewReview',
    policy: 'anyone',
    cache: { reads: ['review', 'users', 'product', 'order_product'] },
    handle: async ({ ctx }) => (await latestReviews(ctx, { limit: 10 })).map(reviewJson),
  }),
  route({
    method: 'GET',
    path: '/api/main/showStyleBest',
    policy: 'anyone',
    cache: { reads: ['post', 'users'] },
    handle: async ({ ctx }) =>
      (await popularPosts(ctx, { limit: 8, withAuthors: true })).map((p) => ({
        no: p.no,
        pic: p.pic,
        content: p.content,
        likesCount: p.likesCount,
        userNo: p.user.unwrap().no,
        userNickname: displayNickname(p.user.getEntity()),
      })),
  }),
  route({
    method: 'GET',
    path: '/api/main/popup',
    policy: 'anyone',
    cache: { reads: ['popup'] },
    handle: async ({ ctx }) => (await visiblePopups(ctx)).map((p) => ({ no: p.no, pic: p.pic, path: p.path })),
  }),
  route({
    method: 'GET',
    path: '/api/main/forRandom',
    policy: 'anyone',
    cache: { reads: ['show'] },
    handle: ({ ctx }) => scenes.countShows(ctx),
  }),
  route({
    method: 'GET',
    path: '/api/main/random/:n',
    policy: 'anyone',
    cache: { reads: ['show', 'character', 'style', 'style_item', 'item', 'product'] },
    params: fromText(sceneAtRef),
    handle: async ({ ctx, params }) => {
      const scene = await scenes.sceneAt(ctx, params);
      return {
        show: showJson(scene.show),
        names: scene.characters.map((c) => c.name),
        character: scene.character ? characterJson(scene.character) : null,
        style: scene.style ? styleJson(scene.style) : null,
        items: scene.items.map(itemJson),
      };
    },
  }),
  route({
    method: 'GET',
    path: '/api/main/sub/:no',
    policy: 'anyone',
    cache: { reads: ['show', 'character', 'style', 'style_item', 'item', 'product'] },
    params: fromText(rowRef),
    handle: async ({ ctx, params }) => {
      const show = await scenes.showWithOutfits(ctx, params);
      if (!show) throw notFound();
      return show;
    },
  }),
];
