import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { graphqlDocuments } from './build/graphql-documents';

const server = 'http://localhost:4000';

export default defineConfig({
  plugins: [graphqlDocuments(fileURLToPath(new URL('./src/gql', import.meta.url))), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lists each route area's chunks and what they import: the bundle-size test reads it.
    manifest: true,
    // GraphiQL's Monaco editor is large by nature; it sits in its own lazily loaded chunk.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // GraphiQL's packages carry React Compiler directives that a bundle cannot keep; the warning is noise.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  // rxjs (under Apollo) offers an ES2015 build: native classes instead of tslib's helpers, a few KB less.
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/graphql': { target: server, ws: true, changeOrigin: true },
      '/api': { target: server, changeOrigin: true },
      '/uploads': { target: server, changeOrigin: true },
    },
  },
});
