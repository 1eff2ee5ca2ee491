import { z } from 'zod';
import { ItemMatch } from '../../common/enums.js';
import { mapPage } from '../../common/paging.js';
import { idText, pageQuery, text } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import { autocompleteTerm, TERM_MAX } from '../../common/search-terms.js';
import { ADMIN_FASHION_PAGE_MAX, ADMIN_ITEM_SHIM_SIZE } from './admin-fashion.inputs.js';
import { adminStyleJson, itemListJson, styleItemJson } from './admin-fashion.json.js';
import * as admin from './admin-fashion.service.js';
import * as cascade from './fashion-cascade.js';
import { ITEM_NAME_MAX, PATH_MAX } from './fashion.rules.js';

const noParam = z.strictObject({ no: idText() });
const linkParams = z.strictObject({ styleNo: idText(), itemNo: idText() });

/** The item form's plain values: `product` is a product number or empty (none). */
const itemForm = z.strictObject({
  name: text(ITEM_NAME_MAX * 2).default(''),
  path: text(PATH_MAX * 2).optional(),
  product: z.union([z.literal(''), idText()]).optional(),
  match: z.enum(ItemMatch).optional(),
});

/** Admin console §7 'Shows, characters, styles and items': styles and items. Autocomplete before the numbered paths. */
export const adminFashionRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/fashion/character/:no/style',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => (await admin.characterStyles(ctx.em, params.no)).map(adminStyleJson),
  }),
  /** Multipart: the style's picture `file`. */
  route({
    method: 'POST',
    path: '/api/admin/fashion/character/:no/style',
    policy: 'admin',
    params: noParam,
    multipart: { fields: [], file: 'file' },
    handle: async ({ ctx, params, file }) => adminStyleJson(await admin.addStyle(ctx, params.no, file)),
  }),
  /** Every item of the character's styles, one row per style and item. */
  route({
    method: 'GET',
    path: '/api/admin/fashion/character/:no/item',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) =>
      (await admin.characterStyles(ctx.em, params.no)).flatMap((s) =>
        s.items.getItems().map((i) => styleItemJson(i, s.no)),
      ),
  }),
  /** Multipart: plain `name`, `path`, `product` (and `match`) values and the item's picture `file`. */
  route({
    method: 'POST',
    path: '/api/admin/fashion/:styleNo/item',
    policy: 'admin',
    params: z.strictObject({ styleNo: idText() }),
    multipart: { fields: ['name', 'path', 'product', 'match'], file: 'file' },
    body: itemForm,
    handle: async ({ ctx, params, body, file }) => {
      const input = {
        name: body.name,
        path: body.path ?? null,
        productNo: body.product === '' || body.product === undefined ? null : body.product,
        match: body.match ?? ItemMatch.SIMILAR,
      };
      return styleItemJson(await admin.addItem(ctx, params.styleNo, input, file), params.styleNo);
    },
  }),
  /** Links an existing item to the style; answers the item as a row of that style. */
  route({
    method: 'POST',
    path: '/api/admin/fashion/:styleNo/item/:itemNo',
    policy: 'admin',
    params: linkParams,
    handle: async ({ ctx, params }) => {
      const style = await admin.linkItem(ctx, params.styleNo, params.itemNo);
      const item = style.items.getItems().find((i) => i.no === params.itemNo)!;
      return styleItemJson(item, style.no);
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/style/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => ({ isSuccess: await cascade.deleteStyle(ctx, params.no) }),
  }),
  /** Unlinks: the item leaves the style and stays in the item list. */
  route({
    method: 'DELETE',
    path: '/api/admin/item/:styleNo/:itemNo',
    policy: 'admin',
    params: linkParams,
    handle: async ({ ctx, params }) => {
      await admin.unlinkItem(ctx, params.styleNo, params.itemNo);
      return { isSuccess: true };
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/item/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => ({ isSuccess: await cascade.deleteItem(ctx, params.no) }),
  }),
  route({
    method: 'GET',
    path: '/api/admin/item/autocomplete',
    policy: 'admin',
    query: z.strictObject({ term: autocompleteTerm() }),
    handle: async ({ ctx, query }) => (await admin.itemAutocomplete(ctx.em, query.term, true)).map(itemListJson),
  }),
  route({
    method: 'GET',
    path: '/api/admin/item/autocomplete/:term',
    policy: 'admin',
    params: z.strictObject({ term: autocompleteTerm() }),
    handle: async ({ ctx, params }) => (await admin.itemAutocomplete(ctx.em, params.term, true)).map(itemListJson),
  }),
  /** `{content, totalPages, number, …}`: 10 a page unless asked (up to 60), newest first; `term` narrows. */
  route({
    method: 'GET',
    path: '/api/admin/item',
    policy: 'admin',
    query: z.strictObject({
      ...pageQuery(ADMIN_ITEM_SHIM_SIZE, ADMIN_FASHION_PAGE_MAX),
      term: text(TERM_MAX).optional(),
    }),
    handle: async ({ ctx, query }) => mapPage(await admin.adminItems(ctx.em, query, true), itemListJson),
  }),
];
