// ESLint rules that keep the server's layers apart (docs/decisions.md, "One app context and enforced server
// layers"). They cover every file under apps/server/src except the composition root (app.ts, main.ts,
// context.ts), the database folder and tests, so a new folder is checked without editing this file.
// - Only `*.repository.ts` files (and the database folder itself) import drizzle-orm and the schema.
// - `*.routes.ts` files call services, never repositories.
// - A module is used from outside its folder only through `modules/<name>/index.ts`.
// Module folders are found on disk, so a new module is checked without editing this file either.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const modulesDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'apps',
  'server',
  'src',
  'modules',
);

/** The module folders under apps/server/src/modules. */
export function listServerModules(dir = modulesDir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const SRC = 'apps/server/src';
/** Wires modules together (and may reach anything), owns the schema, or arranges data for a test. */
const EXEMPT = [`${SRC}/{app,main,context}.ts`, `${SRC}/db/**`, `${SRC}/**/*.test.ts`];
// Relative climbs out of a module are checked for files up to modules/<name>/<folder>/<folder>/<file>;
// every file is checked for paths that name modules/<other>/.
const MAX_DEPTH = 3;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ormPatterns = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    message: 'Only *.repository.ts files query the database; call a repository function instead.',
  },
  {
    regex: '(^|/)db/schema(/|$)',
    message: 'Only *.repository.ts files use the schema; call a repository function instead.',
  },
];

const repositoryFromRoutes = {
  regex: '\\.repository(\\.ts)?$',
  message: 'Routes call services; move the query behind a service function.',
};

/**
 * Imports of a module's files other than its index.ts. Seen from inside module `own`, that module's own
 * files are allowed, and a file `depth` folders below the modules folder is also checked for the relative
 * climb that reaches a sibling module (`../other/x.ts` from modules/own/a.ts).
 */
function boundaryPattern(own, depth) {
  const others = own ? `(?!${escape(own)}/)` : '';
  const byPath = `(^|/)modules/${others}[^./][^/]*/(?!index\\.ts$)`;
  const byClimb = `^(\\.\\./){${depth}}${others}[^./][^/]*/(?!index\\.ts$)`;
  return {
    regex: own ? `${byClimb}|${byPath}` : byPath,
    message: "Use the other module's index.ts: a module exposes what others may use from one file.",
  };
}

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** The three kinds of file, each with its patterns; later entries win for the files they match. */
function layerConfigs(folder, boundary, ignores) {
  return [
    {
      files: [`${folder}*.ts`],
      ignores: [`${folder}*.repository.ts`, ...ignores],
      rules: restrict([...ormPatterns, boundary]),
    },
    {
      files: [`${folder}*.routes.ts`],
      ignores,
      rules: restrict([...ormPatterns, boundary, repositoryFromRoutes]),
    },
    { files: [`${folder}*.repository.ts`], ignores, rules: restrict([boundary]) },
  ];
}

export function serverLayerRules(modules = listServerModules()) {
  const perModule = modules.flatMap((name) =>
    Array.from({ length: MAX_DEPTH }, (_, index) =>
      layerConfigs(`${SRC}/modules/${name}/${'*/'.repeat(index)}`, boundaryPattern(name, index + 1), EXEMPT),
    ).flat(),
  );
  // Everything else under src (jobs, plugins, lib, adapters, cli, realtime, config.ts, any new folder).
  return [...layerConfigs(`${SRC}/**/`, boundaryPattern(null), EXEMPT), ...perModule];
}
