import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';

export type RootType = 'Query' | 'Mutation';

export async function loadSchema(baseUrl: string): Promise<GraphQLSchema> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
  });
  const { data } = (await res.json()) as { data: IntrospectionQuery };
  return buildClientSchema(data);
}

const needsArgs = (f: GraphQLField<unknown, unknown>) =>
  f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined);

/**
 * Every field the type offers, nested objects down to `depth` levels: private values must not appear anywhere in an
 * answer, so the selection asks for as much as the server will give, less the fields (`skip`) with cells of their own.
 */
function selection(type: GraphQLNamedType, depth: number, skip: ReadonlySet<string>): string {
  if (isLeafType(type)) return '';
  if (isAbstractType(type)) return '{ __typename }';
  if (!isObjectType(type)) return '';
  const parts: string[] = [];
  for (const f of Object.values(type.getFields())) {
    if (needsArgs(f) || skip.has(`${type.name}.${f.name}`)) continue;
    const named = getNamedType(f.type);
    if (isLeafType(named)) parts.push(f.name);
    else if (depth > 1) {
      const inner = selection(named, depth - 1, skip);
      if (inner) parts.push(`${f.name} ${inner}`);
    }
  }
  return parts.length > 0 ? `{ ${parts.join(' ')} }` : '{ __typename }';
}

export interface Operation {
  query: string;
  variables: Record<string, unknown>;
}

/** The operation calling one root field with the given arguments (as variables) and a selection of `depth` levels. */
export function operation(
  schema: GraphQLSchema,
  root: RootType,
  name: string,
  args: Record<string, unknown>,
  depth: number,
  skip: ReadonlySet<string>,
): Operation {
  const rootType = root === 'Query' ? schema.getQueryType() : schema.getMutationType();
  const field = rootType!.getFields()[name]!;
  const missing = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined && !(a.name in args));
  if (missing.length > 0) throw new Error(`${root}.${name}: no value for ${missing.map((a) => a.name).join(', ')}`);
  const used = field.args.filter((a) => a.name in args);
  const defs = used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = used.map((a) => `${a.name}: $${a.name}`).join(', ');
  const head = root === 'Query' ? 'query' : 'mutation';
  return {
    query: `${head}${defs ? `(${defs})` : ''} { ${name}${call ? `(${call})` : ''} ${selection(getNamedType(field.type), depth, skip)} }`,
    variables: args,
  };
}
