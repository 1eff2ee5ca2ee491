import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '\0graphql-document:';

/**
 * What the client preset's Babel plugin does, for Vite: each `graphql(`…`)` call becomes an import of its document,
 * and each document is a module of its own (cut from gql/graphql.ts). Without this, gql.ts's map and graphql.ts's
 * single module put every document of the app into the first chunk, whatever route-level splitting does.
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  const byText = new Map<string, string>();
  const documents = new Map<string, string>();
  return {
    name: 'scene-shop:graphql-documents',
    enforce: 'pre',
    buildStart() {
      const map = fs.readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8');
      // The map's entries: "<document text>": types.<Name>Document,
      for (const m of map.matchAll(/^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) byText.set(JSON.parse(m[1]!), m[2]!);
      // The documents: export const <Name> = {…json…} as unknown as DocumentNode<…>;
      const types = fs.readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8');
      for (const m of types.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm))
        documents.set(m[1]!, m[2]!);
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? id : null),
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      return `export const ${name} = ${documents.get(name)};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      const names = new Set<string>();
      const out = code.replace(/\bgraphql\(`([^`]*)`\)/g, (_call, text: string) => {
        const name = byText.get(text);
        if (!name || !documents.has(name)) throw new Error(`${id}: a graphql document is not generated; run codegen`);
        names.add(name);
        return name;
      });
      const imports = [...names].map((n) => `import { ${n} } from ${JSON.stringify(PREFIX + n)};\n`).join('');
      // The tag itself is no longer called; dropping its import keeps gql.ts (and its map) out of the bundle.
      return { code: imports + out.replace(/^import \{ graphql \} from '[./]+gql';\n/m, ''), map: null };
    },
  };
}
