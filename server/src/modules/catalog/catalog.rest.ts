import { productListArgs, rowRef, type ProductListArgsValue } from '@scene-shop/domain';
import { z } from 'zod';
import { notFound } from '../../common/errors.js';
import { mapPage } from '../../common/paging.js';
import { fromText } from '../../common/schemas.js';
import type { Context } from '../../context/context.js';
import { route } from '../../context/route.js';
import { optionJson, productJson } from './catalog.json.js';
import * as products from './product.service.js';

/** Paging plus our additions to the original list call: sort and excludeSoldOut, applied over the whole catalogue. */
const listQuery = fromText(productListArgs.omit({ category: true }), { defaults: { size: 9 } });

/** The category in the path: 전체 (all) is no category. */
const allAsUnset = (params: unknown) => {
  const { category, ...rest } = params as { category?: unknown };
  return category === '전체' ? rest : params;
};
const categoryParam = z.preprocess(allAsUnset, fromText(productListArgs.pick({ category: true })));

const listJson = async (ctx: Context, args: ProductListArgsValue) =>
  mapPage(await products.listProducts(ctx, args), productJson);

export const catalogRoutes = [
  route({
    method: 'GET',
    path: '/api/list',
    policy: 'anyone',
    cache: { reads: ['product', 'product_count'] },
    query: listQuery,
    handle: ({ ctx, query }) => listJson(ctx, query),
  }),
  route({
    method: 'GET',
    path: '/api/list/category/:category',
    policy: 'anyone',
    cache: { reads: ['product', 'product_count'] },
    params: categoryParam,
    query: listQuery,
    handle: ({ ctx, params, query }) => listJson(ctx, { ...query, category: params.category }),
  }),
  route({
    method: 'GET',
    path: '/api/list/product/:no',
    policy: 'anyone',
    cache: { reads: ['product', 'product_option'] },
    params: fromText(rowRef),
    handle: async ({ ctx, params }) => {
      const product = await products.findProduct(ctx, params);
      if (!product) throw notFound();
      const [options, sizeGuide] = await Promise.all([
        ctx.loaders.optionsOfProduct.load(product.no),
        ctx.loaders.sizeGuideOf.load(product.no),
      ]);
      return { ...productJson(product), options: options.map(optionJson), sizeGuide };
    },
  }),
];
