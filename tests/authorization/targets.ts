import type { GraphQLSchema } from 'graphql';
import { Role } from '../../server/src/common/enums.js';
import { allows, type Policy } from '../../server/src/context/policy.js';
import { MSG } from '../../server/src/common/messages.js';
import type { Ctx, Expect, Naming } from './cells.js';
import { operation } from './documents.js';
import { GQL_TABLE } from './graphql-table.js';
import { graphqlPolicies, objectFieldPolicies, restRoutes, routeKey } from './policy-map.js';
import { REST_TABLE } from './rest-table.js';
import { callGraphql, callRest, type Answer } from './send.js';

/** One route or field of the matrix: its policy, how it names A, how to call it and how to read the answer. */
export interface Target {
  name: string;
  policy: Policy;
  naming: Naming;
  guards: { reader: boolean; author: boolean };
  call(baseUrl: string, x: Ctx, token: string | undefined): Promise<Answer>;
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

/** Every shim route, each with its table entry; a route without one is listed in `missing`. */
export function restTargets(): { targets: Target[]; missing: string[] } {
  const targets: Target[] = [];
  const missing: string[] = [];
  for (const route of restRoutes()) {
    const name = routeKey(route);
    const entry = REST_TABLE[name];
    if (!entry) {
      missing.push(`${name}: no entry in REST_TABLE`);
      continue;
    }
    targets.push({
      name,
      policy: route.policy,
      naming: entry,
      guards: { reader: Boolean(route.reader), author: Boolean(route.author) },
      call: (baseUrl, x, token) => callRest(baseUrl, route, entry, x, token),
      judge: judgeRest,
    });
  }
  return { targets, missing };
}

/** The selection depth that passes the server's complexity limits, found once per field. */
const depths = new Map<string, number>();
const tooComplex = (a: Answer) => a.text.includes(MSG.common.tooComplex);

/** Every Query and Mutation root field, each with its table entry; a field without one is listed in `missing`. */
export function graphqlTargets(schema: GraphQLSchema): { targets: Target[]; missing: string[] } {
  const targets: Target[] = [];
  const missing: string[] = [];
  const fieldPolicies = objectFieldPolicies();
  for (const { root, name: field, policy } of graphqlPolicies()) {
    if (root === 'Subscription') continue;
    const name = `${root}.${field}`;
    const entry = GQL_TABLE[name];
    if (!entry) {
      missing.push(`${name}: no entry in GQL_TABLE`);
      continue;
    }
    targets.push({
      name,
      policy,
      naming: entry,
      guards: { reader: false, author: false },
      async call(baseUrl, x, token) {
        const viewer = x.me && { no: x.me.no, role: x.me === x.w.admin ? Role.ADMIN : Role.USER };
        const may = (typeField: string) => allows(fieldPolicies.get(typeField) ?? 'anyone', viewer);
        const key = `${name} ${viewer?.role ?? 'visitor'}`;
        for (let depth = depths.get(key) ?? 3; ; depth--) {
          const op = operation(schema, root, field, entry.args?.(x) ?? {}, depth, may);
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

/** Entries naming nothing that exists: a renamed route must not leave its old line behind. */
export function staleEntries(schema: GraphQLSchema): string[] {
  const routes = new Set(restRoutes().map(routeKey));
  const fields = new Set(graphqlPolicies().map((f) => `${f.root}.${f.name}`));
  const root = { Query: schema.getQueryType(), Mutation: schema.getMutationType() };
  const inSchema = (k: string) => {
    const [type, field] = k.split('.') as ['Query' | 'Mutation', string];
    return Boolean(root[type]?.getFields()[field]);
  };
  return [
    ...Object.keys(REST_TABLE).filter((k) => !routes.has(k)),
    ...Object.keys(GQL_TABLE).filter((k) => !fields.has(k) || !inSchema(k)),
  ];
}

/** A member-only target must say whether it names A's resource or nothing private; a reader or author route does. */
export function unclassified(targets: Target[]): string[] {
  return targets
    .filter((t) => t.policy === 'member' && !t.guards.reader && !t.guards.author)
    .filter((t) => !t.naming.owned && !t.naming.open)
    .map((t) => `${t.name}: member-only, but neither owned nor open`);
}
