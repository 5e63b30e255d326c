// A tab opened before a deploy runs the build it loaded, and its next page asks for that build's hashed
// chunks. A web build empties apps/web/dist, so before it the current build's hashed files move to
// apps/web/dist-previous/assets, where the server still serves them (apps/server/src/plugins/web-app.ts).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

/** How long a build's files stay once a newer build replaced them: longer than a tab is likely left open. */
export const KEEP_RETIRED_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Moves `webDir`/dist/assets into `webDir`/dist-previous/assets, stamping each file with the time it was
 * retired, and removes files retired more than `keepDays` ago. A rebuild of the same code retires files
 * the new build writes again, which keeps older builds' files only for their own days, never for ever.
 * Returns the files kept.
 */
export function keepPreviousAssets(webDir, { now = Date.now(), keepDays = KEEP_RETIRED_DAYS } = {}) {
  const current = path.join(webDir, 'dist', 'assets');
  const previous = path.join(webDir, 'dist-previous', 'assets');
  mkdirSync(previous, { recursive: true });
  if (existsSync(current)) {
    const retiredAt = new Date(now);
    for (const name of readdirSync(current)) {
      const target = path.join(previous, name);
      renameSync(path.join(current, name), target);
      utimesSync(target, retiredAt, retiredAt);
    }
  }
  const oldest = now - keepDays * DAY_MS;
  const kept = [];
  for (const name of readdirSync(previous)) {
    const file = path.join(previous, name);
    if (statSync(file).mtimeMs < oldest) rmSync(file, { recursive: true, force: true });
    else kept.push(name);
  }
  return kept;
}
