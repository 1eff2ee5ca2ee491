import {
  adminProductListQuery,
  msg,
  productEditInput,
  productInput,
  productNamesArgs,
  rowNo,
  rowRef,
} from '@scene-shop/domain';
import { z } from 'zod';
import { AppError, badInput } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import { mapPage } from '../../common/paging.js';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import * as admin from './admin-product.service.js';
import { productJson } from './catalog.json.js';
import { formNumbers } from './product-form.js';

const noParam = fromText(rowRef);
const multipart = { json: 'productDto', file: 'pic' };
/** §7: the answer's isSuccess decides; a broken §5 rule answers isSuccess false with its message. */
const onRuleBroken = (error: Error) => ({ isSuccess: false, message: error.message });

/**
 * The image is only judged as it is stored (its type, its size): a refused one is answered like a broken rule. The
 * §5 rules are the schema's, answered by `onRuleBroken` before the service runs.
 */
async function saved(save: () => Promise<object>, message: string) {
  try {
    return { isSuccess: true, message, ...(await save()) };
  } catch (err) {
    if (err instanceof AppError && err.code === 'BAD_USER_INPUT' && err.field === 'file') return onRuleBroken(err);
    throw err;
  }
}

/** The edit's `productDto` may carry the product's own `no` (a Spring DTO does), as a number or its text. */
const productDto = z.preprocess(
  formNumbers,
  productEditInput.extend({ no: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), rowNo()).nullish() }),
);

/** The `no` of an edit's productDto must name the product of the path: another one is refused, never edited. */
function sameProduct(pathNo: number, dtoNo: number | null | undefined): void {
  if (dtoNo != null && dtoNo !== pathNo) throw badInput(msg('adminProduct.noMismatch'), 'no');
}

/** Admin-console §7 Products (the reviews call is the public one in catalog.rest.ts). Autocomplete before `/:no`. */
export const adminProductRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/product/autocomplete',
    policy: 'admin',
    query: fromText(productNamesArgs),
    handle: ({ ctx, query }) => admin.productNames(ctx, query),
  }),
  route({
    method: 'GET',
    path: '/api/admin/product/autocomplete/:term',
    policy: 'admin',
    params: fromText(productNamesArgs),
    handle: ({ ctx, params }) => admin.productNames(ctx, params),
  }),
  route({
    method: 'GET',
    path: '/api/admin/product',
    policy: 'admin',
    query: fromText(adminProductListQuery, { sort: true }),
    handle: async ({ ctx, query: { searchField: _name, ...args } }) =>
      mapPage(await admin.adminProducts(ctx, args), productJson),
  }),
  route({
    method: 'GET',
    path: '/api/admin/product/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => productJson(await admin.adminProduct(ctx, params)),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/product/soldout/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => ({ isSuccess: true, ...productJson(await admin.markSoldOut(ctx, params)) }),
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/product/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => ({ isSuccess: true, ...productJson(await admin.endSale(ctx, params)) }),
  }),
  route({
    method: 'POST',
    path: '/api/admin/product',
    policy: 'admin',
    multipart,
    body: z.preprocess(formNumbers, productInput),
    onRuleBroken,
    handle: ({ ctx, body, file }) =>
      saved(
        async () => productJson(await admin.createProduct(ctx, { ...body, image: file })),
        MSG.adminProduct.created,
      ),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/product/:no',
    policy: 'admin',
    params: noParam,
    multipart,
    body: productDto,
    onRuleBroken,
    handle: ({ ctx, params, body: { no, ...body }, file }) => {
      sameProduct(params.no, no);
      return saved(
        async () => productJson(await admin.updateProduct(ctx, { ...params, ...body, image: file })),
        MSG.adminProduct.updated,
      );
    },
  }),
];
