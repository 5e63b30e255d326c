import type { Plugin } from 'vite';

/**
 * The customer asked for React: the bundles must carry React DOM and no other runtime standing in for it
 * (an alias to a compatibility layer would otherwise slip through unnoticed, since the app's code would
 * still compile against React's types).
 */
const OTHER_RUNTIMES =
  /[\\/]node_modules[\\/](preact|preact-render-to-string|@preact[\\/][^\\/]+|inferno|nervjs)[\\/]/;
const REACT_DOM = /[\\/]node_modules[\\/]react-dom[\\/]/;

/** The bundle's problems with its runtime, as messages; none when it ships React DOM alone. */
export function findRuntimeProblems(moduleIds: readonly string[]): string[] {
  const foreign = [...new Set(moduleIds.flatMap((id) => OTHER_RUNTIMES.exec(id)?.[1] ?? []))];
  const problems = foreign.map((name) => `the bundle includes ${name}, another runtime than React DOM`);
  if (!moduleIds.some((id) => REACT_DOM.test(id))) problems.push('the bundle does not include react-dom');
  return problems;
}

/** Fails the build when its bundle ships another runtime than React DOM, or no React DOM at all. */
export function reactDomOnly(): Plugin {
  return {
    name: 'react-dom-only',
    apply: 'build',
    generateBundle(_options, bundle) {
      const moduleIds = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? Object.keys(output.modules) : [],
      );
      const problems = findRuntimeProblems(moduleIds);
      if (problems.length > 0) this.error(problems.join('; '));
    },
  };
}
