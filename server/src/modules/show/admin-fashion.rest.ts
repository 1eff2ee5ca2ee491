import {
  ADMIN_ITEM_SHIM_SIZE,
  adminFashionListArgs,
  itemInput,
  rowRef,
  styleItemRef,
  termArgs,
} from '@scene-shop/domain';
import { z } from 'zod';
import { mapPage } from '../../common/paging.js';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import { adminStyleJson, itemListJson, styleItemJson } from './admin-fashion.json.js';
import * as admin from './admin-fashion.service.js';
import * as cascade from './fashion-cascade.js';

const noParam = fromText(rowRef);
const linkParams = fromText(styleItemRef);
const termParam = fromText(termArgs);

/** The item form's plain values name the linked product `product` (a number, or empty for none). */
const productAsProductNo = (form: unknown) => {
  if (typeof form !== 'object' || form === null) return form;
  const { product, ...rest } = form as { product?: unknown };
  return product === undefined ? rest : { ...rest, productNo: product };
};

/** Admin console §7 'Shows, characters, styles and items': styles and items. Autocomplete before the numbered paths. */
export const adminFashionRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/fashion/character/:no/style',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => (await admin.characterStyles(ctx, params)).map(adminStyleJson),
  }),
  /** Multipart: the style's picture `file`. */
  route({
    method: 'POST',
    path: '/api/admin/fashion/character/:no/style',
    policy: 'admin',
    params: noParam,
    multipart: { fields: [], file: 'file' },
    handle: async ({ ctx, params, file }) =>
      adminStyleJson(await admin.addStyle(ctx, { characterNo: params.no, file })),
  }),
  /** Every item of the character's styles, one row per style and item. */
  route({
    method: 'GET',
    path: '/api/admin/fashion/character/:no/item',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) =>
      (await admin.characterStyles(ctx, params)).flatMap((s) => s.items.getItems().map((i) => styleItemJson(i, s.no))),
  }),
  /** Multipart: plain `name`, `path`, `product` (and `match`) values and the item's picture `file`. */
  route({
    method: 'POST',
    path: '/api/admin/fashion/:styleNo/item',
    policy: 'admin',
    params: fromText(styleItemRef.pick({ styleNo: true })),
    multipart: { fields: ['name', 'path', 'product', 'match'], file: 'file' },
    body: z.preprocess(productAsProductNo, fromText(itemInput)),
    handle: async ({ ctx, params, body, file }) =>
      styleItemJson(await admin.addItem(ctx, { ...params, ...body, file }), params.styleNo),
  }),
  /** Links an existing item to the style; answers the item as a row of that style. */
  route({
    method: 'POST',
    path: '/api/admin/fashion/:styleNo/item/:itemNo',
    policy: 'admin',
    params: linkParams,
    handle: async ({ ctx, params }) => {
      const style = await admin.linkItem(ctx, params);
      const item = style.items.getItems().find((i) => i.no === params.itemNo)!;
      return styleItemJson(item, style.no);
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/style/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => ({ isSuccess: await cascade.deleteStyle(ctx, params) }),
  }),
  /** Unlinks: the item leaves the style and stays in the item list. */
  route({
    method: 'DELETE',
    path: '/api/admin/item/:styleNo/:itemNo',
    policy: 'admin',
    params: linkParams,
    handle: async ({ ctx, params }) => {
      await admin.unlinkItem(ctx, params);
      return { isSuccess: true };
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/item/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => ({ isSuccess: await cascade.deleteItem(ctx, params) }),
  }),
  route({
    method: 'GET',
    path: '/api/admin/item/autocomplete',
    policy: 'admin',
    query: termParam,
    handle: async ({ ctx, query }) =>
      (await admin.itemAutocomplete(ctx, { ...query, populate: true })).map(itemListJson),
  }),
  route({
    method: 'GET',
    path: '/api/admin/item/autocomplete/:term',
    policy: 'admin',
    params: termParam,
    handle: async ({ ctx, params }) =>
      (await admin.itemAutocomplete(ctx, { ...params, populate: true })).map(itemListJson),
  }),
  /** `{content, totalPages, number, …}`: 10 a page unless asked (up to 60), newest first; `term` narrows. */
  route({
    method: 'GET',
    path: '/api/admin/item',
    policy: 'admin',
    query: fromText(adminFashionListArgs, { sort: true, defaults: { size: ADMIN_ITEM_SHIM_SIZE } }),
    handle: async ({ ctx, query }) => mapPage(await admin.adminItems(ctx, { ...query, populate: true }), itemListJson),
  }),
];
