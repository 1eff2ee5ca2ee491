import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
  worker: { format: 'es' },
  server: {
    proxy: {
      '/graphql': { target: server, ws: true, changeOrigin: true },
      '/api': { target: server, changeOrigin: true },
      '/uploads': { target: server, changeOrigin: true },
    },
  },
});
