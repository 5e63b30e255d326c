import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Build title</title><!--page-meta--><!--site-config-->' +
  '</head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

// Stands in for the web app's prerender bundle, writing into each page the variant it was asked for.
const PAGE_RENDERER = `
export const PRERENDERED_ROUTES = ['/', '/about-us', '/404'];
export async function renderPage(route, site, options = {}) {
  const variant = (options.language ?? 'en') + (options.dataSaver ? '+saver' : '');
  return { html: '<main>' + route + ' in ' + variant + '</main>', head: '' };
}
`;

describe('pages in English and Hindi', () => {
  let subject: TestApp;
  let root: string;
  const page = (url: string, headers: Record<string, string> = {}) =>
    subject.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'neetmentor-languages-'));
    mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(path.join(root, 'dist', 'index.html'), INDEX_HTML);
    writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), PAGE_RENDERER);
    subject = await createTestApp({
      WEB_DIST_DIR: path.join(root, 'dist'),
      BRAND_NAME: 'Mentor Hub',
      PUBLIC_URL: 'https://mentors.example.in',
    });
  });

  afterAll(async () => {
    await subject.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves /hi/… as the Hindi page: its render, lang, Hindi head, own canonical and both hreflang links', async () => {
    const response = await page('/hi/about-us');
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('<html lang="hi">');
    expect(body).toContain('<div id="root"><main>/about-us in hi</main></div>');
    expect(body).toContain('<title>हमारे बारे में | Mentor Hub</title>');
    expect(body).toContain('<link rel="canonical" href="https://mentors.example.in/hi/about-us" />');
    expect(body).toContain(
      '<link rel="alternate" hreflang="en" href="https://mentors.example.in/about-us" />',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="hi" href="https://mentors.example.in/hi/about-us" />',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://mentors.example.in/about-us" />',
    );
    expect(body).toContain('<meta property="og:locale" content="hi_IN" />');
  });

  it('serves the English page with lang="en" and the same alternates', async () => {
    const body = (await page('/about-us')).body;
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('<main>/about-us in en</main>');
    expect(body).toContain('<title>About us | Mentor Hub</title>');
    expect(body).toContain(
      '<link rel="alternate" hreflang="hi" href="https://mentors.example.in/hi/about-us" />',
    );
  });

  it('serves the Hindi home at /hi and its unknown addresses with the Hindi not-found page, 404', async () => {
    const home = await page('/hi');
    expect(home.body).toContain('<main>/ in hi</main>');
    expect(home.body).toContain('NEET टॉपर्स से वन-ऑन-वन मेंटरशिप');
    const missing = await page('/hi/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<main>/404 in hi</main>');
    expect(missing.body).toContain('पेज नहीं मिला');
  });

  it('follows the visitor’s stored choice both ways, keeping the query string', async () => {
    const toHindi = await page('/about-us?ref=x', { cookie: 'nm_lang=hi' });
    expect(toHindi.statusCode).toBe(302);
    expect(toHindi.headers.location).toBe('/hi/about-us?ref=x');
    const toEnglish = await page('/hi', { cookie: 'other=1; nm_lang=en' });
    expect(toEnglish.statusCode).toBe(302);
    expect(toEnglish.headers.location).toBe('/');
    expect((await page('/hi/about-us', { cookie: 'nm_lang=hi' })).statusCode).toBe(200);
  });

  it('without a choice, sends a browser that prefers Hindi to the Hindi page, but keeps a /hi link as it is', async () => {
    const hindiBrowser = await page('/about-us', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindiBrowser.statusCode).toBe(302);
    expect(hindiBrowser.headers.location).toBe('/hi/about-us');
    expect((await page('/about-us', { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.5' })).statusCode).toBe(200);
    expect((await page('/hi/about-us', { 'accept-language': 'en-US' })).statusCode).toBe(200);
    // A stored English choice wins over the browser's language.
    const chosen = await page('/about-us', { 'accept-language': 'hi', cookie: 'nm_lang=en' });
    expect(chosen.statusCode).toBe(200);
    // An address that is no page is not redirected: it is the not-found page in the address's language.
    expect((await page('/no-such-page', { cookie: 'nm_lang=hi' })).statusCode).toBe(404);
  });

  it('sends the data-saver rendering for Save-Data: on, unless the visitor turned it off', async () => {
    const saver = await page('/hi/about-us', { 'save-data': 'on' });
    expect(saver.body).toContain('<html lang="hi" data-saver="on">');
    expect(saver.body).toContain('<main>/about-us in hi+saver</main>');
    expect(saver.headers.vary).toContain('Save-Data');
    const chosenOff = await page('/about-us', { 'save-data': 'on', cookie: 'nm_data_saver=off' });
    expect(chosenOff.body).toContain('<main>/about-us in en</main>');
    const chosenOn = await page('/about-us', { cookie: 'nm_data_saver=on' });
    expect(chosenOn.body).toContain('<main>/about-us in en+saver</main>');
  });

  it('lists every public page in both languages in the sitemap, each naming the other', async () => {
    const sitemap = (await page('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>https://mentors.example.in/about-us</loc>');
    expect(sitemap).toContain('<loc>https://mentors.example.in/hi/about-us</loc>');
    expect(sitemap).toContain('<loc>https://mentors.example.in/hi</loc>');
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="hi" href="https://mentors.example.in/hi/about-us"/>',
    );
  });
});
