import type { GraphQLSchema } from 'graphql';
import { MSG } from '../../server/src/common/messages.js';
import type { AnyRoute } from '../../server/src/context/route.js';
import { shimTable } from '../../server/src/modules/index.js';
import type { Ctx, Expect, Rule } from './cells.js';
import { operation, type RootType } from './documents.js';
import { FIELD_TABLE } from './field-table.js';
import { GQL_TABLE } from './graphql-table.js';
import { REST_TABLE } from './rest-table.js';
import { callGraphql, callRest, type Answer } from './send.js';

const OWN_RULES: ReadonlySet<string> = new Set(Object.keys(FIELD_TABLE));
import type { Caller } from './world.js';

/** One route or field of the matrix: its line of the table, how to call it and how to read the answer. */
export interface Target {
  name: string;
  rule: Rule;
  call(baseUrl: string, x: Ctx, caller: Caller, token: string | undefined): Promise<Answer>;
  /** What is wrong with the answer for the expectation, or null. */
  judge(answer: Answer, expect: Expect, credentials: boolean): string | null;
}

const GQL_CODE = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' } as const;

function judgeRest(answer: Answer, expect: Expect, credentials: boolean): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (!expect.allow) return answer.status === expect.status ? null : `answered ${answer.status}, not ${expect.status}`;
  const refused = answer.status === 403 || (answer.status === 401 && !credentials);
  return refused ? `refused with ${answer.status}` : null;
}

interface GqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

function judgeGraphql(field: string) {
  return (answer: Answer, expect: Expect, credentials: boolean): string | null => {
    if (answer.status >= 500) return `answered ${answer.status}`;
    const body = JSON.parse(answer.text) as GqlBody;
    const codes = (body.errors ?? []).map((e) => e.extensions?.code ?? e.message);
    if (codes.includes('INTERNAL_SERVER_ERROR')) return `internal error: ${body.errors![0]!.message}`;
    if (!expect.allow) {
      const want = GQL_CODE[expect.status];
      if (!codes.includes(want)) return `answered ${codes.join(', ') || 'data'}, not ${want}`;
      return body.data?.[field] == null ? null : `${want} but data was answered too`;
    }
    const refused = codes.filter((c) => c === 'FORBIDDEN' || (c === 'UNAUTHENTICATED' && !credentials));
    return refused.length > 0 ? `refused with ${refused.join(', ')}` : null;
  };
}

const routeKey = (r: Pick<AnyRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** The server's Query and Mutation root fields, as its schema answers them ("Query.me"). */
function rootFields(schema: GraphQLSchema): { root: RootType; field: string }[] {
  const of = (root: RootType, type: ReturnType<GraphQLSchema['getQueryType']>) =>
    Object.keys(type?.getFields() ?? {}).map((field) => ({ root, field }));
  return [...of('Query', schema.getQueryType()), ...of('Mutation', schema.getMutationType())];
}

/**
 * Every shim route with its line of the table; a route without one is listed in `missing`. The route is read for
 * its method, path and body shape only: what it declares about who may call it is what the matrix judges.
 */
export function restTargets(): { targets: Target[]; missing: string[] } {
  const targets: Target[] = [];
  const missing: string[] = [];
  for (const route of shimTable) {
    const name = routeKey(route);
    const entry = REST_TABLE[name];
    if (!entry) {
      missing.push(`${name}: no line in REST_TABLE`);
      continue;
    }
    targets.push({
      name,
      rule: entry,
      call: (baseUrl, x, _caller, token) => callRest(baseUrl, route, entry, x, token),
      judge: judgeRest,
    });
  }
  return { targets, missing };
}

/** The selection depth that passes the server's complexity limits, found once per field and kind of caller. */
const depths = new Map<string, number>();
const tooComplex = (a: Answer) => a.text.includes(MSG.common.tooComplex);

/** Every Query and Mutation root field, each with its line of the table; a field without one is listed in `missing`. */
export function graphqlTargets(schema: GraphQLSchema): { targets: Target[]; missing: string[] } {
  const targets: Target[] = [];
  const missing: string[] = [];
  for (const { root, field } of rootFields(schema)) {
    const name = `${root}.${field}`;
    const entry = GQL_TABLE[name];
    if (!entry) {
      missing.push(`${name}: no line in GQL_TABLE`);
      continue;
    }
    targets.push({
      name,
      rule: entry,
      async call(baseUrl, x, caller, token) {
        // The owner and B may select the same fields: one depth for members.
        const key = `${name} ${caller === 'owner' || caller === 'other' ? 'member' : caller}`;
        for (let depth = depths.get(key) ?? 3; ; depth--) {
          const op = operation(schema, root, field, entry.args?.(x) ?? {}, depth, OWN_RULES);
          const answer = await callGraphql(baseUrl, op, token);
          if (!tooComplex(answer) || depth === 1) {
            depths.set(key, depth);
            return answer;
          }
        }
      },
      judge: judgeGraphql(field),
    });
  }
  return { targets, missing };
}

/** The object fields with a rule of their own, each asked for alone (FIELD_TABLE). */
export function fieldTargets(): Target[] {
  return Object.entries(FIELD_TABLE).map(([name, entry]) => ({
    name,
    rule: entry,
    call: (baseUrl, x, _caller, token) =>
      callGraphql(baseUrl, { query: entry.query, variables: entry.variables(x) }, token),
    judge: judgeGraphql(entry.root),
  }));
}

/** Lines naming nothing that exists: a renamed or removed route or field must not leave its old line behind. */
export function staleLines(schema: GraphQLSchema): string[] {
  const routes = new Set(shimTable.map(routeKey));
  const fields = new Set(rootFields(schema).map((f) => `${f.root}.${f.field}`));
  const typeHas = (k: string) => {
    const [type, field] = k.split('.') as [string, string];
    const found = schema.getType(type);
    return Boolean(found && 'getFields' in found && found.getFields()[field]);
  };
  return [
    ...Object.keys(REST_TABLE).filter((k) => !routes.has(k)),
    ...Object.keys(GQL_TABLE).filter((k) => !fields.has(k)),
    ...Object.keys(FIELD_TABLE).filter((k) => !typeHas(k)),
  ].map((k) => `${k}: a line for nothing the server has`);
}
