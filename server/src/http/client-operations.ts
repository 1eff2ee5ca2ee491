import fs from 'node:fs';
import path from 'node:path';
import { Kind, type DocumentNode, type SelectionSetNode } from 'graphql';

/** The client's generated operation documents (fragments inlined), read from client/src/gql/graphql.ts. */
export function clientOperations(root = process.cwd()): { name: string; document: DocumentNode }[] {
  const source = fs.readFileSync(path.join(root, 'client/src/gql/graphql.ts'), 'utf8');
  const found = source.matchAll(/export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/g);
  return [...found].map(([, name, json]) => ({ name: name!, document: JSON.parse(json!) as DocumentNode }));
}

/** Sizes a client asks for at most: every `size` or `limit` variable is taken as this many. */
export function worstVariables(document: DocumentNode, size: number): Record<string, unknown> {
  const vars: Record<string, unknown> = {};
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of def.variableDefinitions ?? []) {
      if (/^(size|limit)$/.test(v.variable.name.value)) vars[v.variable.name.value] = size;
    }
  }
  return vars;
}

/** How deep the operation's selections go, fragments expanded (as the depth rule counts them). */
export function operationDepth(document: DocumentNode): number {
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const depth = (set: SelectionSetNode | undefined): number =>
    Math.max(
      0,
      ...(set?.selections ?? []).map((s) => {
        if (s.kind === Kind.FIELD) return s.name.value.startsWith('__') ? 0 : 1 + depth(s.selectionSet);
        if (s.kind === Kind.INLINE_FRAGMENT) return depth(s.selectionSet);
        return depth(fragments.get(s.name.value)?.selectionSet);
      }),
    );
  return Math.max(
    ...document.definitions.map((d) => (d.kind === Kind.OPERATION_DEFINITION ? depth(d.selectionSet) : 0)),
  );
}
