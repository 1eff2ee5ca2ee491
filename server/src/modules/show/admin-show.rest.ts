import { z } from 'zod';
import { notFound } from '../../common/errors.js';
import { idText, text } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import { autocompleteTerm } from '../../common/search-terms.js';
import { actorInfoJson } from './admin-fashion.json.js';
import * as admin from './admin-show.service.js';
import * as cascade from './fashion-cascade.js';
import { ACTOR_MAX, CHARACTER_MAX, TITLE_MAX } from './fashion.rules.js';
import { showJson } from './show.json.js';

const noParam = z.strictObject({ no: idText() });
const showNoParam = z.strictObject({ showNo: idText() });
const titleParam = z.strictObject({ title: text(TITLE_MAX) });
/** Pictures are the source's URLs; the service accepts only those under its image address. */
const picUrl = () => text(1000).nullable().optional();

/** Admin console §7 'Shows, characters, styles and items': the shows and their characters. */
export const adminShowRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/show/autocomplete/:term',
    policy: 'admin',
    params: z.strictObject({ term: autocompleteTerm() }),
    handle: async ({ ctx, params }) => (await admin.showAutocomplete(ctx.em, params.term)).map(showJson),
  }),
  /** 'find info': `{title, pic}`; a null pic means not found. */
  route({
    method: 'GET',
    path: '/api/admin/scrap/show/:title',
    policy: 'admin',
    params: titleParam,
    handle: async ({ ctx, params }) => {
      const found = await admin.findShowInfo(ctx, params.title);
      return { title: found?.title ?? params.title.trim(), pic: found?.pic ?? null };
    },
  }),
  /** The actors the source lists for the title: `[{actor, character, pic}]`, empty when it finds nothing. */
  route({
    method: 'GET',
    path: '/api/admin/scrap/actors/:title',
    policy: 'admin',
    params: titleParam,
    handle: async ({ ctx, params }) => (await admin.findShowInfo(ctx, params.title))?.actors ?? [],
  }),
  route({
    method: 'POST',
    path: '/api/admin/show',
    policy: 'admin',
    body: z.strictObject({ title: text(TITLE_MAX * 2), pic: picUrl() }),
    handle: async ({ ctx, body }) => (await admin.addShow(ctx, body.title, body.pic)).no,
  }),
  /** Multipart: a plain `title` value and the poster `file`. */
  route({
    method: 'POST',
    path: '/api/admin/show/diy',
    policy: 'admin',
    multipart: { json: 'title', file: 'file', text: true },
    body: z.strictObject({ title: text(TITLE_MAX * 2) }),
    handle: async ({ ctx, body, file }) => (await admin.addShowManually(ctx, body.title, file)).no,
  }),
  route({
    method: 'GET',
    path: '/api/admin/fashion/show/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => {
      const show = await admin.adminShow(ctx.em, params.no);
      if (!show) throw notFound();
      return { show: showJson(show), actorsInfo: (await show.characters.load()).getItems().map(actorInfoJson) };
    },
  }),
  /** An actor record as /scrap/actors gave it; answers the new character's number. */
  route({
    method: 'POST',
    path: '/api/admin/show/:showNo/character',
    policy: 'admin',
    params: showNoParam,
    body: z.strictObject({ actor: text(ACTOR_MAX * 2), character: text(CHARACTER_MAX * 2), pic: picUrl() }),
    handle: async ({ ctx, params, body }) => (await admin.addCharacter(ctx, params.showNo, body)).no,
  }),
  /** Multipart: plain `actorName` and `characterName` values and the picture `file`; answers the record. */
  route({
    method: 'POST',
    path: '/api/admin/show/:showNo/character/diy',
    policy: 'admin',
    params: showNoParam,
    multipart: { fields: ['actorName', 'characterName'], file: 'file' },
    body: z.strictObject({
      actorName: text(ACTOR_MAX * 2).default(''),
      characterName: text(CHARACTER_MAX * 2).default(''),
    }),
    handle: async ({ ctx, params, body, file }) =>
      actorInfoJson(await admin.addCharacterManually(ctx, params.showNo, body, file)),
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/show/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => ({ isSuccess: await cascade.deleteShow(ctx, params.no) }),
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/character/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => ({ isSuccess: await cascade.deleteCharacter(ctx, params.no) }),
  }),
];
