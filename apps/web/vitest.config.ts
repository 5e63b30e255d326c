import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The editor kit names its ES build only under the bundlers' `module` condition; Node would take
    // its CommonJS build, which loads a second copy of ProseMirror whose plugin keys then collide.
    alias: [
      {
        find: /^mui-tiptap$/,
        replacement: fileURLToPath(
          new URL('../../node_modules/mui-tiptap/dist/esm/index.js', import.meta.url),
        ),
      },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Rendering MUI in jsdom is slow on a busy 2-core machine; a test that needs longer is not broken.
    testTimeout: 15_000,
    unstubGlobals: true,
    // Its ES files are not marked as modules for Node, so Vite compiles them, as in the browser build.
    // i18next-icu imports intl-messageformat's default export, which only its ES build (the bundlers'
    // `module` field) has; Node would hand it the CommonJS build's exports object.
    server: { deps: { inline: [/[\\/]node_modules[\\/](mui-tiptap|i18next-icu)[\\/]/] } },
  },
});
