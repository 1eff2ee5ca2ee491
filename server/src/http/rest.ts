import express, { type RequestHandler } from 'express';
import { notFound } from '../common/errors.js';
import type { AnyRoute } from '../context/route.js';
import { errorHandler } from './errors.js';
import { jsonBody } from './json-body.js';
import { restRouter } from './rest-router.js';

/**
 * Where shims live: /api, /posts for the two feed paths the spec gives without /api, and /admin/popup for the
 * admin's popup calls (also without /api). All get the context, strict JSON bodies and JSON errors. /admin/popup is
 * no page of the console (its pages are /admin/promotion/...), so the app's routes never meet it.
 */
export const SHIM_PREFIXES = ['/api', '/posts', '/admin/popup'];

/** /api (and /posts): the context, strict JSON bodies, the shim table, a JSON 404 and the error answers. */
export function restApi(routes: AnyRoute[], attach: RequestHandler, maxUpload: number): express.Router {
  const router = express.Router();
  router.use(SHIM_PREFIXES, attach, jsonBody());
  // The table's paths are whole (/api/..., /posts/...), so its router is mounted at the root.
  router.use(restRouter(routes, maxUpload));
  const unknownRoute: RequestHandler = (_req, _res, next) => next(notFound());
  router.use(SHIM_PREFIXES, unknownRoute, errorHandler('rest'));
  return router;
}
