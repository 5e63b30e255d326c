import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { inlineScriptSources } from './web-app.ts';
import { createMentor } from '../../test/factories.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Build title</title><!--page-meta--><!--site-config-->' +
  '<script>startTheApp()</script></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

// Stands in for the web app's prerender bundle: it renders what it is given, so the test sees that each
// route is rendered with the server's own site configuration, and one route fails to render.
const PAGE_RENDERER = `
export const PRERENDERED_ROUTES = ['/', '/about-us', '/single-mentor/:id', '/contact-us', '/404'];
export async function renderPage(route, site) {
  if (route === '/contact-us') throw new Error('cannot render');
  return {
    html: '<main><h1>' + route + ' by ' + site.brandName + '</h1><p>' + site.supportEmail + '</p></main>',
    head: '<style data-emotion="css x1">.css-x1{color:red}</style>',
  };
}
export function preloadLinks(pathname) {
  return ['/mentor-dashboard', '/admin-dashboard'].includes(pathname)
    ? '<link rel="modulepreload" href="/assets/dashboard-1.js">'
    : '';
}
export const SIGNED_IN_FRAMES = ['/mentor-dashboard', '/admin-dashboard'];
export async function renderFrame(route, site) {
  if (route === '/admin-dashboard') throw new Error('cannot draw');
  return { html: '<nav>' + route + ' frame by ' + site.brandName + '</nav>', head: '<style>.frame{}</style>' };
}
`;

describe('inlineScriptSources', () => {
  it('hashes the scripts a page runs from its own text, not data blocks or scripts from files', () => {
    const html =
      '<script>a()</script><script id="site-config" type="application/json">{"a":1}</script>' +
      '<script type="module" src="/assets/x.js"></script><script defer>b()</script>';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptSources(html)).toEqual([hash('a()'), hash('b()')]);
  });
});

describe('prerendered pages', () => {
  let subject: TestApp;
  let root: string;
  const page = (url: string, headers: Record<string, string> = {}) =>
    subject.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'neetmentor-prerender-'));
    mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(path.join(root, 'dist', 'index.html'), INDEX_HTML);
    writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), PAGE_RENDERER);
    subject = await createTestApp({
      WEB_DIST_DIR: path.join(root, 'dist'),
      BRAND_NAME: 'Mentor Hub',
      SUPPORT_EMAIL: 'help@mentorhub.example',
      PUBLIC_URL: 'https://mentors.example.in',
    });
  });

  afterAll(async () => {
    await subject.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves a prerendered page with its content in #root, rendered with the configured brand', async () => {
    const response = await page('/about-us');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<div id="root"><main><h1>/about-us by Mentor Hub</h1><p>help@mentorhub.example</p></main></div>',
    );
    expect(response.body).toContain('<style data-emotion="css x1">.css-x1{color:red}</style></head>');
  });

  it('lets pages run the build’s inline script, by its hash, and no other inline script', async () => {
    const policy = String((await page('/about-us')).headers['content-security-policy']);
    const scriptSources = policy
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src'));
    const hash = createHash('sha256').update('startTheApp()').digest('base64');
    expect(scriptSources).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('keeps the page head and the site configuration of every page', async () => {
    const body = (await page('/about-us')).body;
    expect(body).toContain('<title>About us | Mentor Hub</title>');
    expect(body).not.toContain('Build title');
    expect(body).toContain('<meta property="og:site_name" content="Mentor Hub" />');
    expect(body).toContain('<link rel="canonical" href="https://mentors.example.in/about-us" />');
    expect(body).toContain('"brandName":"Mentor Hub"');
  });

  it('renders a mentor’s address for that mentor, and a missing one as its page’s “not found” with 404', async () => {
    const mentor = await createMentor(subject.database.db, { firstName: 'Meera', lastName: 'Joshi' });
    const found = await page(`/single-mentor/${mentor.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain(`<div id="root"><main><h1>/single-mentor/${mentor.id} by Mentor Hub</h1>`);
    expect(found.body).toMatch(/<title>Meera Joshi – .* \| Mentor Hub<\/title>/);

    const missing = await page('/single-mentor/nobody');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    // Rendered at its own address, with the answer null for the browser to start from.
    expect(missing.body).toContain('<div id="root"><main><h1>/single-mentor/nobody by Mentor Hub</h1>');
    expect(missing.body).toContain(
      '<script type="application/json" id="initial-queries">[{"key":["mentor-profile","nobody"],"data":null}]',
    );
  });

  it('leaves addresses with a query string, pages not prerendered and failed renders to the browser', async () => {
    for (const url of ['/about-us?utm_source=mail', '/student-profile', '/contact-us']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('<script id="site-config" type="application/json">');
      expect(response.body, url).not.toContain('data-emotion');
    }
    expect((await page('/about-us/')).body).toContain('<h1>/about-us by Mentor Hub</h1>');
  });

  it('preloads the code of a signed-in main page the browser renders, with its frame at its plain address', async () => {
    const plain = await page('/mentor-dashboard');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('<div id="root"><nav>/mentor-dashboard frame by Mentor Hub</nav></div>');
    expect(plain.body).toContain(
      '<style>.frame{}</style><link rel="modulepreload" href="/assets/dashboard-1.js"></head>',
    );
    // With a query string, or when its frame could not be drawn (logged at start), the page comes empty.
    for (const url of ['/mentor-dashboard?tab=wallet', '/admin-dashboard']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('<link rel="modulepreload" href="/assets/dashboard-1.js"></head>');
    }
    expect((await page('/student-profile')).body).not.toContain('modulepreload');
  });

  it('sends the prerendered not-found page with 404 for every address that is no page', async () => {
    for (const url of ['/no-such-page', '/about-us/more', '/single-mentor/a/b', '/no-such-page?ref=mail']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root"><main><h1>/404 by Mentor Hub</h1>');
      expect(response.body, url).toContain('<title>Page not found | Mentor Hub</title>');
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('compresses pages and answers a repeat with 304', async () => {
    const response = await page('/', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>/ by Mentor Hub</h1>');

    const etag = response.headers.etag;
    expect(etag).toBeTruthy();
    const repeat = await page('/', { 'accept-encoding': 'br, gzip', 'if-none-match': String(etag) });
    expect(repeat.statusCode).toBe(304);
  });

  it('still answers unknown API paths and missing files with 404', async () => {
    const api = await page('/api/v1/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, success: false });
    expect((await page('/assets/missing.js')).statusCode).toBe(404);
    expect((await subject.app.inject({ method: 'POST', url: '/about-us' })).statusCode).toBe(404);
  });
});
