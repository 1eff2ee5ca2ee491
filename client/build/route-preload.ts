import fs from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import type { Plugin, Rollup } from 'vite';
import type { ClassNames, Shell } from './app-shell';

type OutputChunk = Rollup.OutputChunk;

/** One storefront route whose page chunk the server names in index.html (server/src/http/static-files.ts reads it). */
export interface RoutePreload {
  /** A regular expression matched against the whole URL path, e.g. `^/user/main/?$`. */
  path: string;
  /** The module the route loads lazily, relative to the client folder (as in the manifest). */
  module: string;
  /** The page's first screen as static markup (build/app-shell.ts). */
  shell?: Shell;
  /** The query the page renders from, which the server runs and puts into the HTML (client: lib/page-data.ts). */
  data?: {
    /** The generated document's name in src/gql/graphql.ts. */
    document: string;
    /** Each variable's capture group in `path`; the value is a number. */
    variables: Record<string, number>;
  };
}

/** A page's query as the client sends it (Apollo adds `__typename`), so the answer can be written to its cache. */
export interface PageQuery {
  operationName: string;
  query: string;
  variables: Record<string, number>;
}

/** What the build writes to dist/.vite/route-preload.json: per path, the files beyond the entry's own. */
export interface RoutePreloadEntry {
  path: string;
  scripts: string[];
  styles: string[];
  shell?: string;
  data?: PageQuery;
}

export const ROUTE_PRELOAD_FILE = '.vite/route-preload.json';

/** The generated document `name` (src/gql/graphql.ts) with Apollo's `__typename` fields, printed. */
function pageQuery(root: string, route: NonNullable<RoutePreload['data']>): PageQuery {
  const generated = fs.readFileSync(path.join(root, 'src/gql/graphql.ts'), 'utf8');
  const json = new RegExp(`^export const ${route.document} = (\\{.*\\}) as unknown as DocumentNode<.*>;$`, 'm').exec(
    generated,
  )?.[1];
  if (!json) throw new Error(`route-preload: no document ${route.document}`);
  const document = addTypenameToDocument(JSON.parse(json) as DocumentNode);
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  if (!operation?.name) throw new Error(`route-preload: ${route.document} has no named operation`);
  return { operationName: operation.name.value, query: print(document), variables: route.variables };
}

/**
 * A page's chunk is imported only once the entry has run and the router has matched the URL: on a slow phone a
 * whole round trip after the entry arrives. The server, which knows the URL before the browser does, names that chunk
 * and its imports in the HTML (modulepreload) so they load alongside the entry; for the routes that have them, it
 * also puts the page's first screen (`shell`) and the answer to its query (`data`) into the HTML.
 */
export function routePreload(root: string, routes: readonly RoutePreload[], classes: ClassNames): Plugin {
  return {
    name: 'scene-shop:route-preload',
    apply: 'build',
    // The stylesheets ahead of the scripts: over HTTP/1.1's six connections the browser asks for what it finds first,
    // and the first paint (of the app shell) waits for the stylesheets only.
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(/ *<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const rest = sheets.reduce((page, sheet) => page.replace(sheet, ''), html);
        return rest.replace(
          /( *)<script type="module"/,
          (script, indent: string) => sheets.map((sheet) => `${indent}${sheet.trim()}\n`).join('') + script,
        );
      },
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('route-preload: the build has no entry chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const staticImports = (start: OutputChunk) => {
        const seen = new Set<string>();
        const visit = (c: OutputChunk) => {
          if (seen.has(c.fileName)) return;
          seen.add(c.fileName);
          for (const f of c.imports) {
            const next = byFile.get(f);
            if (next) visit(next);
          }
        };
        visit(start);
        return seen;
      };
      const inEntry = staticImports(entry);
      const cssOf = (file: string) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])];
      const entryCss = new Set([...inEntry].flatMap(cssOf));
      const entries: RoutePreloadEntry[] = routes.map((route) => {
        const chunk = chunks.find((c) => c.facadeModuleId === `${root}/${route.module}`);
        if (!chunk) throw new Error(`route-preload: no chunk for ${route.module}`);
        const scripts = [...staticImports(chunk)].filter((f) => !inEntry.has(f));
        const styles = [...new Set(scripts.flatMap(cssOf))].filter((f) => !entryCss.has(f));
        return {
          path: route.path,
          scripts,
          styles,
          shell: route.shell?.(classes),
          data: route.data && pageQuery(root, route.data),
        };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOAD_FILE, source: JSON.stringify(entries, null, 2) });
    },
  };
}
