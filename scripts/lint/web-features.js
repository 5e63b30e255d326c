// ESLint rules that keep the web app's features apart (docs/decisions.md, "One table of routes…").
// A feature (apps/web/src/features/<name>) never imports another feature: what several areas need lives
// in components/ or lib/, and app/ composes features into pages. Feature folders are found on disk, so a
// new folder is checked without editing this file.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const featuresDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'apps',
  'web',
  'src',
  'features',
);

/** The feature folders under apps/web/src/features. */
export function listWebFeatures(dir = featuresDir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Relative climbs are checked for files up to features/<name>/<folder>/<folder>/<file>; every file is
// checked for paths that name features/<other>.
const MAX_DEPTH = 3;

/**
 * The imports of another feature seen from a file `depth` folders below features/<own>: a relative path
 * that climbs exactly to features/ and goes into another folder, or any path naming features/<other>.
 */
function otherFeaturePattern(own, others, depth) {
  const names = others.map(escape).join('|');
  const byPath = `(^|/)features/(?!${escape(own)}(/|$))[^/]+`;
  return {
    regex: depth === 0 ? byPath : `^(\\.\\./){${depth}}(${names})(/|$)|${byPath}`,
    message: 'A feature must not import another feature; move shared code to components/ or lib/.',
  };
}

const restrict = (pattern) => ({ 'no-restricted-imports': ['error', { patterns: [pattern] }] });

export function webFeatureRules(features = listWebFeatures()) {
  return features.flatMap((own) => {
    const others = features.filter((other) => other !== own);
    if (others.length === 0) return [];
    const everyFile = {
      files: [`apps/web/src/features/${own}/**/*.{ts,tsx}`],
      rules: restrict(otherFeaturePattern(own, others, 0)),
    };
    // Later entries win for the files they match: each depth adds its exact relative climb.
    const byDepth = Array.from({ length: MAX_DEPTH }, (_, index) => ({
      files: [`apps/web/src/features/${own}/${'*/'.repeat(index)}*.{ts,tsx}`],
      rules: restrict(otherFeaturePattern(own, others, index + 1)),
    }));
    return [everyFile, ...byDepth];
  });
}
