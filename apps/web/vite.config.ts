import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:3000';
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Pictures stay separate, cacheable files instead of base64 inside the JavaScript budget.
    assetsInlineLimit: 0,
    // Every browser the build targets supports modulepreload natively.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/dev': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
});
