import type { ComponentType } from 'react';

/**
 * A route whose page is loaded on first visit (react-router's route.lazy). Each area's pages sit in one module, so
 * an area is one chunk and the home page does not carry the console, the charts or the playground.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}
