import type { Plugin } from 'vite';

/**
 * Apollo's `print` (utilities/graphql/print.js) wraps graphql's, whose printer also covers the schema language: the
 * build hands Apollo the executable-only port in src/app/graphql-print.ts instead, the same text for every operation
 * (graphql-print.test.ts), about 2.7 KB gzip less in the first load. Everything else that imports graphql keeps it.
 */
export function apolloPrint(printer: string): Plugin {
  return {
    name: 'scene-shop:apollo-print',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'graphql' || !importer) return null;
      return /[\\/]@apollo[\\/]client[\\/]utilities[\\/]graphql[\\/]print\.js$/.test(importer) ? printer : null;
    },
  };
}
