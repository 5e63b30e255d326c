import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_RETIRED_DAYS, keepPreviousAssets } from '../../../../scripts/lib/previous-assets.mjs';
import { createTestApp, type TestApp } from '../../test/app.ts';

const INDEX_HTML =
  '<!doctype html><html><head><!--page-meta--><!--site-config--></head><body><div id="root"></div></body></html>';
const OLD_CHUNK = `export const page = ${JSON.stringify('the build before '.repeat(100))};`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What `vite build` leaves in dist/: index.html and the build's hashed files. */
function writeBuild(webDir: string, assets: Record<string, string>) {
  mkdirSync(path.join(webDir, 'dist', 'assets'), { recursive: true });
  writeFileSync(path.join(webDir, 'dist', 'index.html'), INDEX_HTML);
  for (const [name, text] of Object.entries(assets)) {
    writeFileSync(path.join(webDir, 'dist', 'assets', name), text);
  }
}

describe('the build before the current one', () => {
  let subject: TestApp;
  let webDir: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    subject.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'neetmentor-rebuild-'));
    writeBuild(webDir, { 'about-page-OLD1.js': OLD_CHUNK, 'react-SAME.js': 'react' });
    writeFileSync(
      path.join(webDir, 'dist', 'assets', 'about-page-OLD1.js.br'),
      brotliCompressSync(OLD_CHUNK),
    );
    // The rebuild, as `npm run build` runs it: the old files put aside, then dist emptied and written anew.
    keepPreviousAssets(webDir);
    rmSync(path.join(webDir, 'dist'), { recursive: true });
    writeBuild(webDir, { 'about-page-NEW2.js': 'export const page = "new";', 'react-SAME.js': 'react' });
    subject = await createTestApp({ WEB_DIST_DIR: path.join(webDir, 'dist') });
  });

  afterAll(async () => {
    await subject.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('still serves its hashed files to a tab opened before the rebuild, cached like the current ones', async () => {
    const old = await get('/assets/about-page-OLD1.js');
    expect(old.statusCode).toBe(200);
    expect(old.body).toBe(OLD_CHUNK);
    expect(old.headers['content-type']).toContain('javascript');
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const current = await get('/assets/about-page-NEW2.js');
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/react-SAME.js')).body).toBe('react');
  });

  it('sends an old file pre-compressed when the browser accepts it', async () => {
    const response = await get('/assets/about-page-OLD1.js', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(OLD_CHUNK);
  });

  it('answers a file of no kept build with 404, not a page', async () => {
    const response = await get('/assets/about-page-GONE.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, success: false });
  });
});

describe('keepPreviousAssets', () => {
  let webDir: string;
  const previous = (name: string) => path.join(webDir, 'dist-previous', 'assets', name);

  beforeAll(() => {
    webDir = mkdtempSync(path.join(tmpdir(), 'neetmentor-keep-'));
  });
  afterEach(() => rmSync(path.join(webDir, 'dist-previous'), { recursive: true, force: true }));
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it(`keeps a build's files for ${KEEP_RETIRED_DAYS} days from the rebuild that replaced it`, () => {
    const start = Date.UTC(2026, 0, 1);
    writeBuild(webDir, { 'page-A.js': 'a' });
    expect(keepPreviousAssets(webDir, { now: start })).toEqual(['page-A.js']);
    expect(existsSync(path.join(webDir, 'dist', 'assets', 'page-A.js'))).toBe(false);

    // Build B lived ten days; its files count from when C replaced it, A's from when B did.
    writeBuild(webDir, { 'page-B.js': 'b' });
    expect(keepPreviousAssets(webDir, { now: start + 10 * DAY_MS }).sort()).toEqual(['page-B.js']);
    expect(existsSync(previous('page-A.js'))).toBe(false);

    writeBuild(webDir, { 'page-C.js': 'c' });
    const kept = keepPreviousAssets(webDir, { now: start + 10 * DAY_MS + KEEP_RETIRED_DAYS * DAY_MS - 1 });
    expect(kept.sort()).toEqual(['page-B.js', 'page-C.js']);
  });

  it('does nothing before the first build', () => {
    rmSync(path.join(webDir, 'dist'), { recursive: true, force: true });
    expect(keepPreviousAssets(webDir)).toEqual([]);
  });
});
