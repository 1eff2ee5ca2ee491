import type { AnyRoute } from '../../server/src/context/route.js';
import { PNG } from '../../server/src/test/posts.js';
import type { Ctx } from './cells.js';
import { UPLOAD } from './graphql-table.js';
import type { Operation } from './documents.js';
import { SHARED_PARAMS, type RestEntry } from './rest-table.js';

export interface Answer {
  status: number;
  text: string;
  /** What the request carried (path, query, body): a value it sent itself is not a leak when it comes back. */
  sent: string;
}

const auth = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** The route's path with every parameter filled from its entry or the shared ones; a missing one throws. */
export function restPath(route: AnyRoute, entry: RestEntry, x: Ctx): string {
  const own = entry.params?.(x) ?? {};
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = own[name] ?? SHARED_PARAMS[name]?.(x);
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(Object.entries(entry.query?.(x) ?? {}).map(([k, v]) => [k, String(v)]));
  return query.size > 0 ? `${path}?${query}` : path;
}

/** The body as the route reads it: JSON, or its multipart shape (one JSON or text part, or plain fields, and a file). */
function restBody(route: AnyRoute, entry: RestEntry, x: Ctx): { body?: BodyInit; headers: Record<string, string> } {
  const body = entry.body?.(x);
  const mp = route.multipart;
  if (!mp) {
    if (route.method === 'GET' || route.method === 'DELETE') return { headers: {} };
    return { body: JSON.stringify(body ?? {}), headers: { 'content-type': 'application/json' } };
  }
  const form = new FormData();
  if ('json' in mp) {
    const value = mp.text ? String(body?.[mp.json] ?? '') : JSON.stringify(body ?? {});
    form.set(mp.json, mp.text ? value : new Blob([value], { type: 'application/json' }));
  } else {
    for (const [k, v] of Object.entries(body ?? {})) form.set(k, String(v));
  }
  if (entry.file) form.set(mp.file, new Blob([PNG], { type: 'image/png' }), 'pic.png');
  return { body: form, headers: {} };
}

export async function callRest(
  baseUrl: string,
  route: AnyRoute,
  entry: RestEntry,
  x: Ctx,
  token: string | undefined,
): Promise<Answer> {
  const path = restPath(route, entry, x);
  const { body, headers } = restBody(route, entry, x);
  const res = await fetch(`${baseUrl}${path}`, { method: route.method, headers: { ...headers, ...auth(token) }, body });
  return { status: res.status, text: await res.text(), sent: `${path}\n${JSON.stringify(entry.body?.(x) ?? {})}` };
}

/** A GraphQL call; with an UPLOAD among the variables, the multipart request carrying a small PNG there. */
export async function callGraphql(baseUrl: string, op: Operation, token: string | undefined): Promise<Answer> {
  const files = Object.entries(op.variables).filter(([, v]) => v === UPLOAD);
  const variables = Object.fromEntries(Object.entries(op.variables).map(([k, v]) => [k, v === UPLOAD ? null : v]));
  const sent = JSON.stringify({ query: op.query, variables });
  let init: RequestInit;
  if (files.length === 0) {
    init = { body: sent, headers: { 'content-type': 'application/json', ...auth(token) } };
  } else {
    const form = new FormData();
    form.set('operations', sent);
    form.set('map', JSON.stringify(Object.fromEntries(files.map(([k], i) => [String(i), [`variables.${k}`]]))));
    files.forEach((_, i) => form.set(String(i), new Blob([PNG], { type: 'image/png' }), 'pic.png'));
    init = { body: form, headers: { 'apollo-require-preflight': 'true', ...auth(token) } };
  }
  const res = await fetch(`${baseUrl}/graphql`, { method: 'POST', ...init });
  return { status: res.status, text: await res.text(), sent };
}
