import { shimTable } from './modules/index.js';

/** Every documented route (method, Express path pattern, whether it reads a body), for contract and hostile-input tests. */
export function shimRoutes(): { method: string; path: string; readsBody: boolean }[] {
  return shimTable.map((r) => ({ method: r.method, path: r.path, readsBody: Boolean(r.body ?? r.multipart) }));
}
