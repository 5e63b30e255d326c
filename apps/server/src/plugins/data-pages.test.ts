import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createAppContext } from '../context.ts';
import { postJson, signedInAdmin, type SignedInAdmin } from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { noMentorFilters } from '@neetmentor/contract';
import { createBlog, createMentor, createWebinar } from '../../test/factories.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Build title</title><!--page-meta--><!--site-config--></head>' +
  '<body><div id="root"></div></body></html>';

/** The contract's writer of the data element, so the escaping tested is the one the real bundle uses. */
const INITIAL_QUERIES_MODULE = fileURLToPath(
  new URL('../../../../packages/contract/src/initial-queries.ts', import.meta.url),
);

// Stands in for the web app's prerender bundle: each route once at start, and a mentor's or a blog's
// address with the queries it is given, showing their names (escaped, as React would) and counting its
// renders; a mentor named "Broken" cannot be rendered, nor a missing blog while \`failMissingBlogs\` is set.
const PAGE_RENDERER = `
import { initialQueriesElement } from ${JSON.stringify(INITIAL_QUERIES_MODULE)};
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const PRERENDERED_ROUTES = ['/', '/search-mentor', '/blogs-page', '/webinar-page', '/single-mentor/:id', '/single-blog/:slug', '/404'];
export async function renderPage(route, site, options = {}) {
  const queries = options.queries ?? [];
  if (queries.length === 0) return { html: '<main><h1>' + route + ' loading</h1></main>', head: '' };
  globalThis.dataPageRenders = (globalThis.dataPageRenders ?? 0) + 1;
  // A page of lists (the home page, the listing) names its queries.
  if (!['mentor-profile', 'blog'].includes(queries[0].key[0])) {
    const names = queries.map((query) => query.key[0]).join(', ');
    return { html: '<main><h1>' + names + '</h1></main>', head: '', afterRoot: initialQueriesElement(queries) };
  }
  const data = queries[0].data;
  if (data === null) {
    if (globalThis.failMissingBlogs && queries[0].key[0] === 'blog') throw new Error('cannot render it');
    return { html: '<main><h1>No such ' + queries[0].key[0] + '</h1></main>', head: '<style>.missing{}</style>', afterRoot: initialQueriesElement(queries) };
  }
  if (data.firstName === 'Broken') throw new Error('cannot render this mentor');
  const name = data.title ?? data.firstName + ' ' + data.lastName;
  return {
    html: '<main><h1>' + escape(name) + '</h1><p>' + escape(options.sanitizeRichText?.(data.content ?? '') ?? '') + '</p></main>',
    head: '<style data-emotion="css x1">.css-x1{color:red}</style>',
    afterRoot: initialQueriesElement(queries),
  };
}
`;

const HOSTILE = '</script><script>alert(1)</script>';

function renders(): number {
  return Number(Reflect.get(globalThis, 'dataPageRenders') ?? 0);
}

/** The queries in the page's data element, read back as the browser reads them. */
function initialQueries(html: string): unknown {
  const text = /<script type="application\/json" id="initial-queries">([^<]*)<\/script>/.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
}

async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describe('the pages rendered with their data', () => {
  let subject: TestApp;
  let second: FastifyInstance;
  let admin: SignedInAdmin;
  let root: string;
  const logs: string[] = [];
  const page = (url: string, headers: Record<string, string> = {}) =>
    subject.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'neetmentor-data-pages-'));
    mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(path.join(root, 'dist', 'index.html'), INDEX_HTML);
    writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), PAGE_RENDERER);
    subject = await createTestApp(
      { WEB_DIST_DIR: path.join(root, 'dist'), BRAND_NAME: 'Mentor Hub', LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => void logs.push(line) } },
    );
    // A second instance on the same database, with its own caches.
    second = await buildApp({
      context: createAppContext({
        config: subject.config,
        db: subject.database.db,
        storage: subject.storage,
        mailCaptured: true,
        clock: subject.clock,
      }),
    });
    await second.ready();
    await subject.app.publicReads.barrier();
    await second.publicReads.barrier();
    admin = await signedInAdmin(subject);
  });

  afterAll(async () => {
    await second?.close();
    await subject?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the profile in the HTML with the same data the API gives, as a JSON element', async () => {
    const mentor = await createMentor(subject.database.db, { firstName: 'Meera', lastName: 'Joshi' });
    const response = await page(`/single-mentor/${mentor.mentorId}`, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<div id="root"><main><h1>Meera Joshi</h1>');
    expect(html).toMatch(/<title>Meera Joshi – .* \| Mentor Hub<\/title>/);
    expect(html).toContain('<style data-emotion="css x1">');

    const api = await page(`/api/v1/mentors/single-mentor/${mentor.mentorId}`);
    expect(initialQueries(html)).toEqual([
      { key: ['mentor-profile', mentor.mentorId], data: api.json().data },
    ]);
    // Sent once: no second answer (the page without its data) attempted after it.
    expect(logs.filter((line) => line.includes('FST_ERR_REP_ALREADY_SENT'))).toEqual([]);
  });

  it('renders a page once and answers from memory until its data changes', async () => {
    const mentor = await createMentor(subject.database.db, { firstName: 'Kavya', lastName: 'Nair' });
    // The insert's notification has arrived: a render running while it arrives would not be kept.
    await subject.app.publicReads.barrier();
    const before = renders();
    const first = await page(`/single-mentor/${mentor.id}`);
    const again = await page(`/single-mentor/${mentor.id}`);
    expect(again.body).toBe(first.body);
    expect(renders()).toBe(before + 1);
    // 304 on a repeat, as for every page.
    const repeat = await page(`/single-mentor/${mentor.id}`, { 'if-none-match': String(first.headers.etag) });
    expect(repeat.statusCode).toBe(304);
  });

  it('escapes a hostile name, in the markup and in the data element', async () => {
    const mentor = await createMentor(subject.database.db, { firstName: HOSTILE, lastName: '&\u2028' });
    const html = (await page(`/single-mentor/${mentor.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(2); // the site configuration and the data element
    const [query] = initialQueries(html) as [{ data: { firstName: string; lastName: string } }];
    expect(query.data.firstName).toBe(HOSTILE);
    expect(query.data.lastName).toBe('&\u2028');
  });

  it('answers an unknown or inactive mentor with its page’s “not found” and 404, rendered once for all', async () => {
    const inactive = await createMentor(subject.database.db, { isActive: false });
    const before = renders();
    for (const id of ['nobody', inactive.id, 'someone-else']) {
      const url = `/single-mentor/${id}`;
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      // Its own page, adopted by the browser as it is, with the answer it was rendered with.
      expect(response.body, url).toContain('<div id="root"><main><h1>No such mentor-profile</h1>');
      expect(response.body, url).toContain('<style>.missing{}</style>');
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(initialQueries(response.body), url).toEqual([{ key: ['mentor-profile', id], data: null }]);
    }
    // Made-up addresses cost no render each.
    expect(renders()).toBe(before + 1);
  });

  it('shows an admin’s change in the next HTML, on this instance at once and on another within a second', async () => {
    const mentor = await createMentor(subject.database.db, { firstName: 'Ritu', lastName: 'Sen' });
    const url = `/single-mentor/${mentor.id}`;
    expect((await page(url)).body).toContain('<h1>Ritu Sen</h1>');
    expect((await second.inject({ method: 'GET', url })).body).toContain('<h1>Ritu Sen</h1>');

    const off = await postJson(subject, '/api/v1/admin/toggle-status', { mentorId: mentor.id }, admin.token);
    expect(off.json().data).toEqual({ activate: false });
    expect((await page(url)).statusCode).toBe(404);
    const waited = await eventually(
      async () => (await second.inject({ method: 'GET', url })).statusCode === 404,
      1000,
    );
    expect(waited).toBeLessThan(1000);

    await postJson(subject, '/api/v1/admin/toggle-status', { mentorId: mentor.id }, admin.token);
    expect((await page(url)).body).toContain('<h1>Ritu Sen</h1>');
  });

  it('sends a blog with its article, its body cleaned by the server, and 404 for an unknown one', async () => {
    const blog = await createBlog(subject.database.db, {
      title: 'Revise <Biology>',
      contentHtml: '<p>Useful advice.</p>',
    });
    const response = await page(`/single-blog/${blog.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Revise &lt;Biology&gt;</h1>');
    expect(response.body).toContain('&lt;p&gt;Useful advice.&lt;/p&gt;');
    const [query] = initialQueries(response.body) as [{ key: unknown; data: { title: string } }];
    expect(query.key).toEqual(['blog', blog.slug]);
    expect(query.data.title).toBe('Revise <Biology>');

    const missing = await page('/single-blog/no-such-blog');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"><main><h1>No such blog</h1>');
    expect(initialQueries(missing.body)).toEqual([{ key: ['blog', 'no-such-blog'], data: null }]);
  });

  it('sends the site’s not-found page, rendered afresh by the browser, when a missing page cannot be rendered', async () => {
    // The second instance has rendered no missing blog yet.
    const onSecond = (url: string) => second.inject({ method: 'GET', url });
    Reflect.set(globalThis, 'failMissingBlogs', true);
    try {
      for (const slug of ['gone-1', 'gone-2']) {
        const response = await onSecond(`/single-blog/${slug}`);
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain('<div id="root" data-client-render=""><main><h1>/404 loading');
        expect(response.body).not.toContain('initial-queries');
      }
    } finally {
      Reflect.set(globalThis, 'failMissingBlogs', false);
    }
    // A failed render is not kept: the next request renders the page's own "not found".
    const next = await onSecond('/single-blog/gone-3');
    expect(next.statusCode).toBe(404);
    expect(next.body).toContain('<div id="root"><main><h1>No such blog</h1>');
  });

  it('falls back to the page without its data when rendering fails, and logs it', async () => {
    const mentor = await createMentor(subject.database.db, { firstName: 'Broken', lastName: 'Render' });
    const response = await page(`/single-mentor/${mentor.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><main><h1>/single-mentor/:id loading</h1>');
    expect(response.body).toMatch(/<title>Broken Render – /);
    expect(logs.some((line) => line.includes('rendering the page with its data failed'))).toBe(true);
  });

  it('sends the home page with its three lists, the data their API calls give, under the site’s own head', async () => {
    await createBlog(subject.database.db, { title: 'Plan your last month' });
    await subject.app.publicReads.barrier();
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><main><h1>featured-mentors, blogs, testimonials</h1>');
    expect(response.body).toMatch(/<title>Mentor Hub – [^<|]+<\/title>/);
    const api = async (call: string) => (await page(`/api/v1/admin/${call}`)).json().data as unknown;
    expect(initialQueries(response.body)).toEqual([
      { key: ['featured-mentors'], data: await api('get-featured-mentors') },
      { key: ['blogs'], data: await api('get-blogs') },
      { key: ['testimonials'], data: await api('get-testimonial') },
    ]);
  });

  it('drops an admin’s deleted blog from the next home page, on this instance at once and on another within a second', async () => {
    const blogTitles = (html: string) => {
      const queries = initialQueries(html) as { key: string[]; data: { title?: string }[] }[];
      return queries.find((query) => query.key[0] === 'blogs')?.data.map((blog) => blog.title) ?? [];
    };
    const blog = await createBlog(subject.database.db, { title: 'Soon to be removed' });
    await subject.app.publicReads.barrier();
    await second.publicReads.barrier();
    expect(blogTitles((await page('/')).body)).toContain('Soon to be removed');
    expect(blogTitles((await second.inject({ method: 'GET', url: '/' })).body)).toContain(
      'Soon to be removed',
    );

    const removed = await postJson(
      subject,
      '/api/v1/admin/remove-blog',
      { adminId: admin.id, id: blog.id },
      admin.token,
    );
    expect(removed.statusCode).toBe(200);
    expect(blogTitles((await page('/')).body)).not.toContain('Soon to be removed');
    const waited = await eventually(
      async () =>
        !blogTitles((await second.inject({ method: 'GET', url: '/' })).body).includes('Soon to be removed'),
      1000,
    );
    expect(waited).toBeLessThan(1000);
  });

  it('sends the blog list with the blogs get-blogs gives', async () => {
    const response = await page('/blogs-page');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><main><h1>blogs</h1>');
    const api = await page('/api/v1/admin/get-blogs');
    expect(initialQueries(response.body)).toEqual([{ key: ['blogs'], data: api.json().data }]);
  });

  it('sends /webinar-page with the webinar get-webinar gives, none until one is planned, then that one', async () => {
    const before = await page('/webinar-page');
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('<div id="root"><main><h1>webinar</h1>');
    expect(before.body).toMatch(/<title>[^<]+ \| Mentor Hub<\/title>/);
    expect(initialQueries(before.body)).toEqual([{ key: ['webinar'], data: null }]);

    await createWebinar(subject.database.db);
    await subject.app.publicReads.barrier();
    const response = await page('/webinar-page');
    const api = (await page('/api/v1/admin/get-webinar')).json().data;
    expect(api).toMatchObject({ date: '29 November', image: '/uploads/webinar.webp' });
    expect(initialQueries(response.body)).toEqual([{ key: ['webinar'], data: api }]);
  });

  it('sends /search-mentor’s first page with the listing the API gives, under the keys the page reads', async () => {
    await createMentor(subject.database.db, { firstName: 'Listed', lastName: 'Today' });
    await subject.app.publicReads.barrier();
    const response = await page('/search-mentor');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><main><h1>mentors</h1>');
    expect(response.body).toMatch(/<title>[^<]+ \| Mentor Hub<\/title>/);
    const api = await page('/api/v1/mentors/all-mentors?page=1');
    expect(initialQueries(response.body)).toEqual([
      { key: ['mentors', noMentorFilters(), 1], data: api.json().data },
    ]);
    // A search, or another page of it, is the browser's to render.
    for (const url of ['/search-mentor?state=Goa', '/search-mentor?page=2']) {
      expect((await page(url)).body, url).toContain('<div id="root"></div>');
    }
  });

  it('leaves an address with a query string to the page without data, as other pages', async () => {
    const mentor = await createMentor(subject.database.db);
    const response = await page(`/single-mentor/${mentor.id}?from=mail`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});
