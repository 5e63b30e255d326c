import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { reactDomOnly } from './build/react-dom-only.ts';
import { deferAppScripts } from './src/app/scripts-after-paint.ts';

/**
 * The server sends public pages with their content, so the app's scripts are not needed for the first
 * paint: the built page asks for them once it has painted (see `src/app/scripts-after-paint.ts`).
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: deferAppScripts },
  };
}

/**
 * React and React DOM (with its scheduler) in a chunk of their own: every page needs them, and they change
 * only when React is upgraded, so a new deploy of the app leaves them in the browser's cache.
 */
const REACT_CHUNK = { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ };

/** zod without its `new Function` check, which the content security policy reports (src/lib/zod-without-eval.ts). */
const ZOD_ALIAS = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('src/lib/zod-without-eval.ts', import.meta.url)),
};

const API_ORIGIN = 'http://localhost:3000';
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), reactDomOnly(), scriptsAfterFirstPaint()],
  resolve: { alias: [ZOD_ALIAS] },
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
          rolldownOptions: {
            input: {
              index: fileURLToPath(new URL('index.html', import.meta.url)),
              // The signed-in main pages' own small script, started before the app (src/early-reads/).
              'signed-in-early-reads': fileURLToPath(
                new URL('src/early-reads/signed-in-pages.ts', import.meta.url),
              ),
            },
            output: { codeSplitting: { groups: [REACT_CHUNK] } },
          },
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
