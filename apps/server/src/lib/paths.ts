import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package folder, found by walking up from this file, so paths work the same from
 * the TypeScript sources (tests, tsx) and from the bundled dist/main.js.
 */
function findServerRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@neetmentor/server'
    ) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot locate the @neetmentor/server package folder');
    dir = parent;
  }
}

export const serverRoot = findServerRoot(import.meta.dirname);
export const migrationsDir = path.join(serverRoot, 'src', 'db', 'migrations');
