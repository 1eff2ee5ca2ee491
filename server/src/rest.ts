import { shimTable } from './modules/index.js';

/** Every documented route (method and Express path pattern), for contract and hostile-input tests. */
export function shimRoutes(): { method: string; path: string }[] {
  return shimTable.map((r) => ({ method: r.method, path: r.path }));
}
