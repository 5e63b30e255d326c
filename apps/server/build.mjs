// Bundles the server into dist/main.js. Workspace packages (the contract, shipped as TypeScript)
// are bundled in; every npm dependency stays external and is loaded from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }).filter(
  (name) => !name.startsWith('@neetmentor/'),
);

await build({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
