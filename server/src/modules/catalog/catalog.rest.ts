import { z } from 'zod';
import { ProductCategory } from '../../common/enums.js';
import { notFound } from '../../common/errors.js';
import { idText, pageQuery } from '../../common/schemas.js';
import type { Context } from '../../context/context.js';
import { mapPage } from '../../common/paging.js';
import { route } from '../../context/route.js';
import { productJson } from './catalog.json.js';
import { ProductSort } from './product.inputs.js';
import * as products from './product.service.js';

/** Paging plus our additions to the original list call: sort and excludeSoldOut, applied over the whole catalogue. */
const listQuery = z.strictObject({
  ...pageQuery(9),
  sort: z.enum(ProductSort).default(ProductSort.LATEST),
  excludeSoldOut: z.enum(['true', 'false']).default('false'),
});

const listJson = async (ctx: Context, query: z.output<typeof listQuery>, category: ProductCategory | null) => {
  const page = await products.listProducts(ctx.em, {
    ...query,
    category,
    excludeSoldOut: query.excludeSoldOut === 'true',
  });
  return mapPage(page, productJson);
};

export const catalogRoutes = [
  route({
    method: 'GET',
    path: '/api/list',
    policy: 'anyone',
    cache: { reads: ['product', 'product_count'] },
    query: listQuery,
    handle: ({ ctx, query }) => listJson(ctx, query, null),
  }),
  route({
    method: 'GET',
    path: '/api/list/category/:category',
    policy: 'anyone',
    cache: { reads: ['product', 'product_count'] },
    params: z.strictObject({ category: z.union([z.literal('전체'), z.enum(ProductCategory)]) }),
    query: listQuery,
    handle: ({ ctx, params, query }) => listJson(ctx, query, params.category === '전체' ? null : params.category),
  }),
  route({
    method: 'GET',
    path: '/api/list/product/:no',
    policy: 'anyone',
    cache: { reads: ['product'] },
    params: z.strictObject({ no: idText() }),
    handle: async ({ ctx, params }) => {
      const product = await products.findProduct(ctx.em, params.no);
      if (!product) throw notFound();
      return productJson(product);
    },
  }),
];
