import { moduleMeta } from './scripts-after-paint.ts';

/** The parts of Vite's build manifest (`dist/.vite/manifest.json`) that say which chunks a module needs. */
export type ClientManifest = ReadonlyMap<string, { file: string; imports: readonly string[] }>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the client build's manifest; entries of another shape are left out. */
export function parseClientManifest(text: string): ClientManifest {
  const parsed: unknown = JSON.parse(text);
  const manifest = new Map<string, { file: string; imports: string[] }>();
  if (!isRecord(parsed)) return manifest;
  for (const [key, entry] of Object.entries(parsed)) {
    if (!isRecord(entry) || typeof entry.file !== 'string') continue;
    const imports = Array.isArray(entry.imports)
      ? entry.imports.filter((name): name is string => typeof name === 'string')
      : [];
    manifest.set(key, { file: entry.file, imports });
  }
  return manifest;
}

/** The chunk files a module needs before it runs: its own and, transitively, those it imports. */
function chunkFiles(manifest: ClientManifest, key: string, found = new Set<string>()): Set<string> {
  const entry = manifest.get(key);
  if (!entry || found.has(entry.file)) return found;
  found.add(entry.file);
  for (const name of entry.imports) chunkFiles(manifest, name, found);
  return found;
}

/**
 * Preloads for the chunks of the given modules (keys of the manifest, such as
 * `src/features/home/pages/home-page.tsx`) that index.html does not load already, so the browser fetches
 * a page's lazy chunks alongside the entry script instead of after it. Named like the entry's own
 * (`scripts-after-paint.ts`), they are asked for with it, after the first paint.
 */
export function modulePreloadLinks(manifest: ClientManifest, modules: readonly string[]): string {
  const loadedByIndex = chunkFiles(manifest, 'index.html');
  const files = new Set<string>();
  for (const key of modules) {
    for (const file of chunkFiles(manifest, key)) if (!loadedByIndex.has(file)) files.add(file);
  }
  return [...files].map((file) => moduleMeta(`/${file}`)).join('');
}

/**
 * The script elements of entries of their own that a page runs before the app (`src/early-reads/`): they
 * ask for the page's first data while the app's scripts download.
 * - `async` (the default): each runs as soon as it arrives.
 * - `deferred`: each runs once the page is parsed and before it is reported so (`DOMContentLoaded`), which is
 *   when the start script looks whether the page arrived with content: a page with a frame, which the early
 *   script may first take away (`dropFrame`).
 */
export function earlyScriptTags(
  manifest: ClientManifest,
  entries: readonly string[],
  runs: 'async' | 'deferred' = 'async',
): string {
  const timing = runs === 'async' ? ' async' : '';
  return entries
    .flatMap((key) => {
      const entry = manifest.get(key);
      return entry ? [`<script type="module"${timing} src="/${entry.file}"></script>`] : [];
    })
    .join('');
}
