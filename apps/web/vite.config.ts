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

const API_ORIGIN = 'http://localhost:3000';
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), scriptsAtLowPriority()],
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
