// Run before each web build (apps/web's `build` script): keeps the build before it servable, see
// scripts/lib/previous-assets.mjs.
import path from 'node:path';
import { keepPreviousAssets } from './lib/previous-assets.mjs';

const webDir = path.resolve(process.argv[2] ?? 'apps/web');
const kept = keepPreviousAssets(webDir);
process.stdout.write(
  `kept ${kept.length} files of earlier builds in ${path.join(webDir, 'dist-previous')}\n`,
);
