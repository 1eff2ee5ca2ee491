/*
 * Monaco's workers for GraphiQL, bundled by Vite (no CDN). GraphiQL ships `graphiql/setup-workers/vite` for this,
 * but its `?worker` imports sit inside node_modules, where Vite's dev-server dependency optimiser cannot load them
 * (the dev server stops with UNLOADABLE_DEPENDENCY). From app source, Vite's worker plugin handles them in both
 * dev and build.
 */
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

interface MonacoEnvironment {
  getWorker(workerId: string, label: string): Worker;
}

(globalThis as { MonacoEnvironment?: MonacoEnvironment }).MonacoEnvironment = {
  getWorker(_workerId, label) {
    if (label === 'graphql') return new GraphQLWorker();
    if (label === 'json') return new JsonWorker();
    return new EditorWorker();
  },
};
