import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The server sends public pages with their content, so the app's scripts are not needed for the first
 * paint: fetched at low priority they no longer hold up anything the page shows (browsers give module
 * scripts high priority, as if they blocked rendering).
 */
function scriptsAtLowPriority(): Plugin {
  return {
    name: 'scripts-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

/**
 * The small modules nearly every public page loads (link button, icons, picture sizes, page head, the API
 * client, the route table, formatting and mutations), as one chunk. Left to itself the bundler gives each
 * its own chunk, shared by the pages that use it: a dozen extra files per page, each compressed without
 * the others' context, which cost about 1 KB gzip on every page. Only the listed modules join
 * (`includeDependenciesRecursively: false`); a module missing from the list still works, in a chunk of
 * its own.
 */
const SHELL_CHUNK = {
  name: 'shell',
  test: new RegExp(
    [
      String.raw`src[\\/]components[\\/](button-link|icons|visually-hidden|star-rating|mentor-avatar)\.tsx$`,
      String.raw`src[\\/]lib[\\/](picture-sources|page-head|api-client|auth-storage|use-hydrated|typed-before-hydration)\.tsx?$`,
      String.raw`contract[\\/]src[\\/](format|rules|page-text|routes)\.ts$`,
      String.raw`@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/]useMutation|query-core[\\/]build[\\/]modern[\\/](mutation|mutationObserver))\.js$`,
    ].join('|'),
  ),
  includeDependenciesRecursively: false,
};

/**
 * The mentor card and the blog card, with the blog list they show, as one chunk: the home page shows
 * both, the directory and the blogs page one each. One file on the home page, the heaviest public page,
 * weighs less than two.
 */
const CARDS_CHUNK = {
  name: 'cards',
  test: /src[\\/](components[\\/](mentor-card|blog-card)\.tsx|lib[\\/]api[\\/]get-blogs\.ts)$/,
  includeDependenciesRecursively: false,
};

/**
 * The app is written against React's API and its component tests run on React; the browser and the
 * prerender get Preact's compatibility layer instead, about 60 KB gzip less JavaScript on every page
 * (see "Shipped on Preact's compatibility layer" in docs/decisions.md). The end-to-end tests run on this.
 */
const PREACT_ALIASES = [
  {
    find: /^react-dom\/static$/,
    replacement: fileURLToPath(new URL('src/preact/react-dom-static.ts', import.meta.url)),
  },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const API_ORIGIN = 'http://localhost:3000';
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), scriptsAtLowPriority()],
  resolve: { alias: PREACT_ALIASES },
  build: {
    // Pictures stay separate, cacheable files instead of base64 inside the JavaScript budget; the
    // prerender bundle must name them the same way, or the server's HTML would differ from the app's.
    assetsInlineLimit: 0,
    ...(isSsrBuild
      ? {
          // The server's prerender bundle (`vite build --ssr`), kept out of the public folder.
          outDir: 'dist-ssr',
          emptyOutDir: true,
          copyPublicDir: false,
        }
      : {
          outDir: 'dist',
          emptyOutDir: true,
          // Tells the prerender bundle which chunks each page needs, so the HTML can preload them.
          manifest: true,
          // Every browser the build targets supports modulepreload natively.
          modulePreload: { polyfill: false },
          rolldownOptions: { output: { codeSplitting: { groups: [SHELL_CHUNK, CARDS_CHUNK] } } },
        }),
  },
  // The prerender bundle carries everything it imports (the contract is TypeScript source Node cannot load),
  // with React's production build: left to Node, `react` would pick its development build (the server
  // runs without NODE_ENV=production, which means more there), several times slower to render a page.
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/dev': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
}));
