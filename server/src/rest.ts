import { Router } from 'express';
import { showRest } from './modules/show/show.rest.js';
import { authRest } from './modules/user/auth.rest.js';

/** Every REST shim router; each holds no rules of its own and calls the service behind the GraphQL field. */
export function restRouters(): Router {
  const router = Router();
  router.use(authRest, showRest);
  return router;
}
