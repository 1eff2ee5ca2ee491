import { Router } from 'express';
import { notFound } from '../../common/errors.js';
import { handle, intParam } from '../../common/rest.js';
import { reviewsJson } from '../catalog/catalog.json.js';
import { displayNickname, latestReviews } from '../catalog/review.service.js';
import { popularPosts } from '../community/post.service.js';
import { visiblePopups } from '../promotion/popup.service.js';
import * as scenes from '../show/scene.service.js';
import { characterJson, itemJson, showJson, styleJson } from '../show/show.json.js';

export const homeRest = Router();

homeRest.get(
  '/api/main/showData',
  handle(async (_req, ctx) => (await scenes.recentShows(ctx.em, 12)).map(showJson)),
);

homeRest.get(
  '/api/main/showNewReview',
  handle(async (_req, ctx) => reviewsJson(ctx.em, await latestReviews(ctx.em, 10))),
);

homeRest.get(
  '/api/main/showStyleBest',
  handle(async (_req, ctx) => {
    const posts = await popularPosts(ctx.em, 8);
    await ctx.em.populate(posts, ['user']);
    return posts.map((p) => ({
      no: p.no,
      pic: p.pic,
      content: p.content,
      likesCount: p.likesCount,
      userNo: p.user.unwrap().no,
      userNickname: displayNickname(p.user.getEntity()),
    }));
  }),
);

homeRest.get(
  '/api/main/popup',
  handle(async (_req, ctx) => (await visiblePopups(ctx.em)).map((p) => ({ no: p.no, pic: p.pic, path: p.path }))),
);

homeRest.get(
  '/api/main/forRandom',
  handle((_req, ctx) => scenes.countShows(ctx.em)),
);

homeRest.get(
  '/api/main/random/:n',
  handle(async (req, ctx) => {
    const scene = await scenes.sceneOf(ctx.em, await scenes.showAt(ctx.em, intParam(req.params.n, 'n')));
    return {
      show: showJson(scene.show),
      names: scene.characters.map((c) => c.name),
      character: scene.character ? characterJson(scene.character) : null,
      style: scene.style ? styleJson(scene.style) : null,
      items: scene.items.map(itemJson),
    };
  }),
);

homeRest.get(
  '/api/main/sub/:no',
  handle(async (req, ctx) => {
    const show = await scenes.showWithOutfits(ctx.em, intParam(req.params.no, 'no'));
    if (!show) throw notFound();
    const characters = show.characters.getItems();
    const styles = characters.flatMap((c) => c.styles.getItems());
    const items = new Map(styles.flatMap((s) => s.items.getItems()).map((i) => [i.no, i]));
    return {
      show: showJson(show),
      characters: characters.map(characterJson),
      styles: styles.map(styleJson),
      styleItems: styles.flatMap((s) => s.items.getItems().map((i) => ({ styleNo: s.no, itemNo: i.no }))),
      items: [...items.values()].map(itemJson),
    };
  }),
);
