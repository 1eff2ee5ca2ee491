import { Router, type Request } from 'express';
import { badInput, notFound } from '../../common/errors.js';
import { ProductCategory } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { handle, intParam, pageQuery } from '../../common/rest.js';
import type { Context } from '../../context/context.js';
import { productJson, reviewsJson } from './catalog.json.js';
import { ProductSort, type ProductListArgs } from './product.inputs.js';
import * as products from './product.service.js';

export const catalogRest = Router();

const SORTS = new Set<string>(Object.values(ProductSort));
const CATEGORIES = new Set<string>(Object.values(ProductCategory));

/** Paging plus our additions to the original list call: sort and excludeSoldOut, applied over the whole catalogue. */
function listArgs(query: Request['query'], category: string | undefined): ProductListArgs {
  const sort = (query.sort as string | undefined) ?? ProductSort.LATEST;
  if (!SORTS.has(sort)) throw badInput(MSG.common.badInput, 'sort');
  if (category !== undefined && category !== '전체' && !CATEGORIES.has(category))
    throw badInput(MSG.common.badInput, 'category');
  return {
    ...pageQuery(query, 9),
    sort: sort as ProductSort,
    category: category && category !== '전체' ? (category as ProductCategory) : null,
    excludeSoldOut: query.excludeSoldOut === 'true',
  };
}

const pageJson = async (args: ProductListArgs, ctx: Context) => {
  const page = await products.listProducts(ctx.em, args);
  return { ...page, content: page.content.map(productJson) };
};

catalogRest.get(
  '/api/list',
  handle((req, ctx) => pageJson(listArgs(req.query, undefined), ctx)),
);

catalogRest.get(
  '/api/list/category/:category',
  handle((req, ctx) => pageJson(listArgs(req.query, req.params.category as string), ctx)),
);

catalogRest.get(
  '/api/list/product/:no',
  handle(async (req, ctx) => {
    const product = await products.findProduct(ctx.em, intParam(req.params.no, 'no'));
    if (!product) throw notFound();
    return productJson(product);
  }),
);

/** Public read of a product's reviews, as the product detail page uses it. */
catalogRest.get(
  '/api/admin/product/:no/reviews',
  handle(async (req, ctx) => {
    const page = await products.listProductReviews(ctx.em, intParam(req.params.no, 'no'), pageQuery(req.query, 3));
    return { ...page, content: await reviewsJson(ctx.em, page.content) };
  }),
);
