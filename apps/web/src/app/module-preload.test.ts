import { describe, expect, it } from 'vitest';
import { earlyScriptTags, modulePreloadLinks, parseClientManifest } from './module-preload.ts';

const MANIFEST = JSON.stringify({
  'index.html': { file: 'assets/index-1.js', imports: ['_react-2.js'] },
  '_react-2.js': { file: 'assets/react-2.js' },
  '_format-3.js': { file: 'assets/format-3.js', imports: ['_react-2.js'] },
  'src/pages/home.tsx': { file: 'assets/home-4.js', imports: ['_format-3.js', '_react-2.js'] },
  'src/layouts/auth.tsx': { file: 'assets/auth-5.js', imports: ['_format-3.js'] },
  'src/assets/hero.svg': { file: 'assets/hero-6.svg' },
  'src/early-reads/details.ts': { file: 'assets/early-details-7.js' },
  broken: 'not an entry',
});

describe('modulePreloadLinks', () => {
  it('preloads the chunks of the given modules that index.html does not load, each once', () => {
    const manifest = parseClientManifest(MANIFEST);
    expect(modulePreloadLinks(manifest, ['src/layouts/auth.tsx', 'src/pages/home.tsx'])).toBe(
      '<meta name="app-module" content="/assets/auth-5.js">' +
        '<meta name="app-module" content="/assets/format-3.js">' +
        '<meta name="app-module" content="/assets/home-4.js">',
    );
  });

  it('preloads nothing for a module the manifest does not know', () => {
    expect(modulePreloadLinks(parseClientManifest(MANIFEST), ['src/pages/gone.tsx'])).toBe('');
    expect(modulePreloadLinks(parseClientManifest('[]'), ['src/pages/home.tsx'])).toBe('');
  });
});

describe('earlyScriptTags', () => {
  it('runs each early entry as a module of its own, as soon as it arrives or once the page is parsed', () => {
    const manifest = parseClientManifest(MANIFEST);
    expect(earlyScriptTags(manifest, ['src/early-reads/details.ts', 'src/early-reads/gone.ts'])).toBe(
      '<script type="module" async src="/assets/early-details-7.js"></script>',
    );
    expect(earlyScriptTags(manifest, ['src/early-reads/details.ts'], 'deferred')).toBe(
      '<script type="module" src="/assets/early-details-7.js"></script>',
    );
    expect(earlyScriptTags(manifest, [])).toBe('');
  });
});
