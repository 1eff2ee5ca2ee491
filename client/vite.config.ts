import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { cssModuleClasses, homeShell, productShell } from './build/app-shell';
import { graphqlDocuments } from './build/graphql-documents';
import { routePreload } from './build/route-preload';

const server = 'http://localhost:4000';
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const cssModules = cssModuleClasses(here('./src'));

/**
 * The shared ui the home page (the first load) uses with most other pages: one chunk, however the pages combine its
 * parts. Left to itself, each new combination (a page using the list states but not the stars) splits off one more
 * chunk that the first load then fetches as well.
 */
const UI_COMMON =
  /src\/components\/ui\/(query-state|status-message|paged-list|pager|star-rating)(\.module\.css)?(\.tsx)?$/;

export default defineConfig({
  plugins: [
    graphqlDocuments(fileURLToPath(new URL('./src/gql', import.meta.url))),
    // The pages a visit may start on (app/routes: main, shop and search routes, and the console's routes).
    routePreload(
      here('.').replace(/\/$/, ''),
      [
        {
          path: '^/user/main/?$',
          module: 'src/app/routes/main/home-route.tsx',
          shell: homeShell(here('./src/features/home/assets/banner-scene.svg')),
        },
        { path: '^/user/main/(show|sub/\\d+)/?$', module: 'src/app/routes/main/main-pages.ts' },
        {
          path: '^/user/shop/productlist/detail/(\\d+)/?$',
          module: 'src/app/routes/shop/shop-pages.tsx',
          shell: productShell,
          data: { document: 'ProductDetailPageDocument', variables: { no: 1 } },
        },
        { path: '^/user/(shop/(productlist|review)|search)(/|$)', module: 'src/app/routes/shop/shop-pages.tsx' },
        // The console's routes, which the router learns when an /admin address opens (app/router.tsx).
        { path: '^/admin(/|$)', module: 'src/app/routes/admin/sections.tsx' },
      ],
      cssModules.classes,
    ),
    react(),
  ],
  // The app shell (build/app-shell.ts) reads the class names the build gives each CSS module.
  css: { modules: { getJSON: cssModules.getJSON } },
  build: {
    outDir: 'dist',
    // Every browser the shop supports preloads modules itself; the polyfill would only add to the first load.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    // Lists each route area's chunks and what they import: the bundle-size test reads it.
    manifest: true,
    // GraphiQL's Monaco editor is large by nature; it sits in its own lazily loaded chunk.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // The message catalogue's modules only define texts (their reads of SHARED_MSG count as side effects otherwise),
      // so an area's module is loaded only by the chunks that use its texts, not by the entry that re-exports it.
      // Every other module keeps the default (package.json's sideEffects).
      treeshake: {
        moduleSideEffects: (id) => (/src\/lib\/messages\/|domain\/dist\/messages/.test(id) ? false : undefined),
      },
      output: {
        // The areas the storefront's first page does not use get chunks of their own (else they join the entry chunk,
        // which reaches them through lib/messages' namespace), every console area (admin-*) included; site.ts and
        // storefront.ts stay where rolldown puts them.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: (id) => {
                const m =
                  /src\/lib\/messages\/(member|shop|shopping|console|style-posts|accounts|social|social-auth|server|chat|admin-[a-z-]+)\.ts$/.exec(
                    id,
                  );
                // The post texts of the domain package go with the catalogue module that reads them (else a cycle
                // between that chunk and the post pages' leaves them undefined when the catalogue is evaluated).
                if (/domain\/(dist|src)\/posts\.[jt]s$/.test(id)) return 'msg-style-posts';
                if (/domain\/(dist|src)\/accounts\.[jt]s$/.test(id)) return 'msg-accounts';
                if (/domain\/(dist|src)\/member\.[jt]s$/.test(id)) return 'msg-member';
                if (/domain\/(dist|src)\/profile\.[jt]s$/.test(id)) return 'msg-social';
                // The server catalogue goes with what reads it by key (errors, the forms' shared rules).
                if (
                  /domain\/(dist|src)\/(server-messages|notifications|catalogue)\.[jt]s$|i18n\/server-text\.ts$/.test(
                    id,
                  )
                )
                  return 'msg-server';
                // The shared texts join site.ts, which the first page loads anyway: the server catalogue reads them too.
                if (/domain\/(dist|src)\/messages\.[jt]s$|src\/lib\/messages\/site\.ts$/.test(id)) return 'site';
                return m ? 'msg-' + m[1] : null;
              },
            },
            { name: (id) => (UI_COMMON.test(id) ? 'ui-common' : null) },
          ],
        },
      },
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
