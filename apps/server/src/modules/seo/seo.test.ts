import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createBlog, createMentor } from '../../../test/factories.ts';

describe('findable and shareable pages', () => {
  let subject: TestApp;
  let webRoot: string;
  const page = (url: string) => subject.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    // A build folder of its own, so the prerender bundle looked for beside it (dist-ssr) is never there.
    webRoot = mkdtempSync(path.join(tmpdir(), 'neetmentor-seo-'));
    const webDist = path.join(webRoot, 'dist');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Build title</title>\n<meta name="description" content="Build description" />\n<!--page-meta--><!--site-config--></head><body></body></html>',
    );
    subject = await createTestApp({
      WEB_DIST_DIR: webDist,
      PUBLIC_URL: 'https://mentors.example.in',
      BRAND_NAME: 'Mentor Hub',
    });
  });
  afterAll(async () => {
    await subject.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('gives the home page the brand title and one description, replacing the build defaults', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Mentor Hub – one-on-one mentorship from NEET toppers</title>');
    expect(response.body).not.toContain('Build title');
    expect(response.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(response.body).toContain('<link rel="canonical" href="https://mentors.example.in/" />');
  });

  it('puts a mentor’s name, score and picture into the title, description and Open Graph tags', async () => {
    const mentor = await createMentor(subject.database.db, {
      firstName: 'Meera',
      lastName: 'Joshi',
      neetScore: 690,
      profilePicture: '/uploads/mentors/m.webp',
    });
    const response = await page(`/single-mentor/${mentor.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<title>Meera Joshi – NEET 690, .* \| Mentor Hub<\/title>/);
    expect(response.body).toContain(
      '<meta property="og:image" content="https://mentors.example.in/uploads/mentors/m.webp" />',
    );
    expect(response.body).toContain('<meta property="og:type" content="profile" />');
    expect(response.body).not.toContain(mentor.email);
  });

  it('answers 404 with noindex for an unknown or unlisted mentor, still serving the app', async () => {
    const hidden = await createMentor(subject.database.db, { applicationStatus: 'pending' });
    for (const url of [`/single-mentor/${hidden.id}`, '/single-mentor/nobody', '/single-blog/missing']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('<script id="site-config"');
    }
  });

  it('describes a blog from its content, escaping what it quotes', async () => {
    await createBlog(subject.database.db, {
      slug: 'physics-plan',
      title: 'Physics "plan" <fast>',
      contentHtml: `<p>${'Revise daily. '.repeat(30)}</p>`,
    });
    const response = await page('/single-blog/physics-plan');
    expect(response.body).toContain('<title>Physics &quot;plan&quot; &lt;fast&gt; | Mentor Hub</title>');
    expect(response.body).toMatch(/<meta name="description" content="Revise daily\. .{100,}\.\.\." \/>/);
    expect(response.body).toContain('<meta property="og:type" content="article" />');
  });

  it('titles the static pages and keeps private areas out of search engines', async () => {
    expect((await page('/refund-policy')).body).toContain('<title>Refund policy | Mentor Hub</title>');
    expect((await page('/student-profile')).body).toContain('<meta name="robots" content="noindex" />');
  });

  it('publishes a sitemap of the home page, static pages, listed mentors and blogs', async () => {
    const listed = await createMentor(subject.database.db);
    const hidden = await createMentor(subject.database.db, { isActive: false });
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<loc>https://mentors.example.in/</loc>');
    expect(response.body).toContain('<loc>https://mentors.example.in/how-it-works</loc>');
    expect(response.body).toContain(`/single-mentor/${listed.id}</loc>`);
    expect(response.body).not.toContain(hidden.id);
    expect(response.body).toContain('/single-blog/physics-plan</loc>');
  });

  it('publishes robots.txt pointing at the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: https://mentors.example.in/sitemap.xml');
  });

  it('survives a malformed address', async () => {
    const response = await page('/single-mentor/%E0%A4%A');
    expect(response.statusCode).toBeLessThan(500);
  });
});
