import { z } from 'zod';
import { ColorFamily, ProductCategory } from '../../common/enums.js';
import { AppError } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import { mapPage } from '../../common/paging.js';
import { idText, pageQuery } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import { autocompleteTerm } from '../../common/search-terms.js';
import { ADMIN_PRODUCT_PAGE_SIZE, DAY } from './admin-product.inputs.js';
import { parseInteger, PRODUCT_CONTENTS_MAX, PRODUCT_NAME_MAX } from './admin-product.rules.js';
import * as admin from './admin-product.service.js';
import { productJson } from './catalog.json.js';

const noParam = z.strictObject({ no: idText() });
const day = () => z.string().regex(DAY).optional();
/** The form's numbers arrive as numbers or as the text typed; both are read as §5 says (see parseInteger). */
const formInt = () =>
  z
    .union([z.number(), z.string().max(20)])
    .nullable()
    .optional()
    .transform(parseInteger);

/** The `productDto` part of both multipart calls. */
const productDto = z.strictObject({
  name: z
    .string()
    .max(PRODUCT_NAME_MAX * 2)
    .nullable()
    .optional(),
  price: formInt(),
  contents: z
    .string()
    .max(PRODUCT_CONTENTS_MAX * 2)
    .nullable()
    .optional(),
  category: z.enum(ProductCategory).nullable().optional(),
  stock: formInt(),
  discountRate: formInt(),
  colorFamily: z.enum(ColorFamily).nullable().optional(),
});
const multipart = { json: 'productDto', file: 'pic' };

/** §7: the answer's isSuccess decides; a broken §5 rule answers isSuccess false with its message. */
async function saved(save: () => Promise<unknown>, message: string) {
  try {
    const product = await save();
    return { isSuccess: true, message, ...(product as object) };
  } catch (err) {
    if (err instanceof AppError && err.code === 'BAD_USER_INPUT') return { isSuccess: false, message: err.message };
    throw err;
  }
}

/** Admin-console §7 Products (the reviews call is the public one in catalog.rest.ts). Autocomplete before `/:no`. */
export const adminProductRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/product/autocomplete',
    policy: 'admin',
    query: z.strictObject({ term: autocompleteTerm() }),
    handle: ({ ctx, query }) => admin.productNames(ctx.em, query.term),
  }),
  route({
    method: 'GET',
    path: '/api/admin/product/autocomplete/:term',
    policy: 'admin',
    params: z.strictObject({ term: autocompleteTerm() }),
    handle: ({ ctx, params }) => admin.productNames(ctx.em, params.term),
  }),
  route({
    method: 'GET',
    path: '/api/admin/product',
    policy: 'admin',
    query: z.strictObject({
      ...pageQuery(ADMIN_PRODUCT_PAGE_SIZE),
      searchTerm: z.string().max(100).optional(),
      searchField: z.literal('name').optional(),
      startDate: day(),
      endDate: day(),
      category: z.enum(ProductCategory).optional(),
    }),
    handle: async ({ ctx, query }) => mapPage(await admin.adminProducts(ctx.em, query), productJson),
  }),
  route({
    method: 'GET',
    path: '/api/admin/product/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => productJson(await admin.adminProduct(ctx.em, params.no)),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/product/soldout/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => ({ isSuccess: true, ...productJson(await admin.markSoldOut(ctx, params.no)) }),
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/product/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => ({ isSuccess: true, ...productJson(await admin.endSale(ctx, params.no)) }),
  }),
  route({
    method: 'POST',
    path: '/api/admin/product',
    policy: 'admin',
    multipart,
    body: productDto,
    handle: ({ ctx, body, file }) =>
      saved(async () => productJson(await admin.createProduct(ctx, body, file)), MSG.adminProduct.created),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/product/:no',
    policy: 'admin',
    params: noParam,
    multipart,
    body: productDto,
    handle: ({ ctx, params, body, file }) =>
      saved(async () => productJson(await admin.updateProduct(ctx, params.no, body, file)), MSG.adminProduct.updated),
  }),
];
