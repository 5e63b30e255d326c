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
        }),
  },
  // The prerender bundle carries the contract, which is shipped as TypeScript source Node cannot load.
  ssr: { noExternal: ['@neetmentor/contract'] },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/dev': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
}));
