import {
  characterInput,
  manualCharacterInput,
  rowRef,
  showInput,
  showRef,
  showTitleInput,
  termArgs,
} from '@scene-shop/domain';
import { notFound } from '../../common/errors.js';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import { actorInfoJson } from './admin-fashion.json.js';
import * as admin from './admin-show.service.js';
import * as cascade from './fashion-cascade.js';
import { showJson } from './show.json.js';

const noParam = fromText(rowRef);
const showNoParam = fromText(showRef);
const titleParam = fromText(showTitleInput);

/** Admin console §7 'Shows, characters, styles and items': the shows and their characters. */
export const adminShowRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/show/autocomplete/:term',
    policy: 'admin',
    params: fromText(termArgs),
    handle: async ({ ctx, params }) => (await admin.showAutocomplete(ctx, params)).map(showJson),
  }),
  /** 'find info': `{title, pic}`; a null pic means not found. */
  route({
    method: 'GET',
    path: '/api/admin/scrap/show/:title',
    policy: 'admin',
    params: titleParam,
    handle: async ({ ctx, params }) => {
      const found = await admin.findShowInfo(ctx, params);
      return { title: found?.title ?? params.title, pic: found?.pic ?? null };
    },
  }),
  /** The actors the source lists for the title: `[{actor, character, pic}]`, empty when it finds nothing. */
  route({
    method: 'GET',
    path: '/api/admin/scrap/actors/:title',
    policy: 'admin',
    params: titleParam,
    handle: async ({ ctx, params }) => (await admin.findShowInfo(ctx, params))?.actors ?? [],
  }),
  route({
    method: 'POST',
    path: '/api/admin/show',
    policy: 'admin',
    body: showInput,
    handle: async ({ ctx, body }) => (await admin.addShow(ctx, body)).no,
  }),
  /** Multipart: a plain `title` value and the poster `file`. */
  route({
    method: 'POST',
    path: '/api/admin/show/diy',
    policy: 'admin',
    multipart: { json: 'title', file: 'file', text: true },
    body: showTitleInput,
    handle: async ({ ctx, body, file }) => (await admin.addShowManually(ctx, { ...body, file })).no,
  }),
  route({
    method: 'GET',
    path: '/api/admin/fashion/show/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => {
      const show = await admin.adminShow(ctx, params);
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
    body: characterInput.omit({ showNo: true }),
    handle: async ({ ctx, params, body }) => (await admin.addCharacter(ctx, { ...params, ...body })).no,
  }),
  /** Multipart: plain `actorName` and `characterName` values and the picture `file`; answers the record. */
  route({
    method: 'POST',
    path: '/api/admin/show/:showNo/character/diy',
    policy: 'admin',
    params: showNoParam,
    multipart: { fields: ['actorName', 'characterName'], file: 'file' },
    body: fromText(manualCharacterInput.omit({ showNo: true })),
    handle: async ({ ctx, params, body, file }) =>
      actorInfoJson(await admin.addCharacterManually(ctx, { ...params, ...body, file })),
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/show/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => ({ isSuccess: await cascade.deleteShow(ctx, params) }),
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/character/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => ({ isSuccess: await cascade.deleteCharacter(ctx, params) }),
  }),
];
