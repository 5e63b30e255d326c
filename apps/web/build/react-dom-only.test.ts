import { describe, expect, it } from 'vitest';
import { findRuntimeProblems } from './react-dom-only.ts';

const REACT_BUILD = [
  '/app/node_modules/react/cjs/react.production.js',
  '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
  '/app/apps/web/src/main.tsx',
];

describe('findRuntimeProblems', () => {
  it('accepts a bundle that ships React DOM', () => {
    expect(findRuntimeProblems(REACT_BUILD)).toEqual([]);
  });

  it('names another runtime standing in for React', () => {
    const withPreact = [
      ...REACT_BUILD,
      '/app/node_modules/preact/compat/dist/compat.module.js',
      '/app/node_modules/preact/dist/preact.module.js',
      'C:\\app\\node_modules\\@preact\\signals\\dist\\signals.mjs',
    ];
    expect(findRuntimeProblems(withPreact)).toEqual([
      'the bundle includes preact, another runtime than React DOM',
      'the bundle includes @preact\\signals, another runtime than React DOM',
    ]);
  });

  it('refuses a bundle without React DOM', () => {
    expect(findRuntimeProblems(['/app/node_modules/preact/compat/dist/compat.module.js'])).toEqual([
      'the bundle includes preact, another runtime than React DOM',
      'the bundle does not include react-dom',
    ]);
  });
});
