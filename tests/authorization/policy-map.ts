import { getMetadataStorage } from 'type-graphql';
import type { Policy } from '../../server/src/context/policy.js';
import { shimTable } from '../../server/src/modules/index.js';
import type { AnyRoute } from '../../server/src/context/route.js';

/** A class as type-graphql's metadata keys it. */
type Target = ReturnType<typeof getMetadataStorage>['authorizedFields'][number]['target'];

export type RootType = 'Query' | 'Mutation' | 'Subscription';

export interface FieldPolicy {
  root: RootType;
  name: string;
  policy: Policy;
}

/** @Authorized() needs a member, @Authorized('ADMIN') the admin; no @Authorized means anyone (auth-checker.ts). */
const policyOf = (roles: unknown[] | undefined): Policy =>
  roles === undefined ? 'anyone' : roles.includes('ADMIN') ? 'admin' : 'member';

/** Every Query, Mutation and Subscription root field of the server with its policy, from type-graphql's metadata. */
export function graphqlPolicies(): FieldPolicy[] {
  const storage = getMetadataStorage();
  const rolesOf = (target: Target, methodName: string): unknown[] | undefined =>
    storage.authorizedFields.find((f) => f.target === target && f.fieldName === methodName)?.roles ??
    storage.authorizedResolver.find((r) => r.target === target)?.roles;
  const of = (root: RootType, list: { target: Target; methodName: string; schemaName: string }[]) =>
    list.map((r) => ({ root, name: r.schemaName, policy: policyOf(rolesOf(r.target, r.methodName)) }));
  return [
    ...of('Query', storage.queries),
    ...of('Mutation', storage.mutations),
    ...of('Subscription', storage.subscriptions),
  ];
}

/**
 * Fields of object types with a policy of their own ("Post.reportReasons" → admin), by @Authorized on an entity's
 * field or on a field resolver. SELF fields read null for others and are left out: they are selected and checked.
 */
export function objectFieldPolicies(): Map<string, Policy> {
  const storage = getMetadataStorage();
  const typeName = (cls: Target | undefined) => storage.objectTypes.find((o) => o.target === cls)?.name;
  const out = new Map<string, Policy>();
  for (const f of storage.authorizedFields) {
    if (f.roles.includes('SELF')) continue;
    const resolver = storage.fieldResolvers.find((r) => r.target === f.target && r.methodName === f.fieldName);
    const type = resolver
      ? typeName(resolver.getObjectType?.() ?? resolver.resolverClassMetadata?.getObjectType())
      : typeName(f.target);
    if (type) out.set(`${type}.${resolver?.schemaName ?? f.fieldName}`, policyOf(f.roles));
  }
  return out;
}

export const routeKey = (r: Pick<AnyRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** The shim table: every REST route with its policy, `reader` and `author`. */
export const restRoutes = (): AnyRoute[] => shimTable;
