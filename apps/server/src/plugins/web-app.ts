import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PrerenderedPage, SiteConfig } from '@neetmentor/contract';
import type { PageMeta } from '../modules/seo/page-meta.ts';
import { prerenderPages } from './prerendered-pages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** JSON that is safe inside a <script> element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function metaTags(meta: PageMeta, site: SiteConfig, publicUrl: string, pathname: string): string {
  const url = `${publicUrl}${pathname === '/' ? '/' : pathname}`;
  const image = meta.image ? (meta.image.startsWith('/') ? `${publicUrl}${meta.image}` : meta.image) : null;
  const tags = [
    `<title>${escapeAttribute(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    `<meta property="og:site_name" content="${escapeAttribute(site.brandName)}" />`,
    `<meta property="og:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:url" content="${escapeAttribute(url)}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (image) tags.push(`<meta property="og:image" content="${escapeAttribute(image)}" />`);
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  return tags.join('\n    ');
}

/**
 * Prepares the built index.html once: the live site configuration goes in, the build's default
 * title and description come out, and each page then gets its own head (title, description,
 * Open Graph) so shared links and search engines see the right page without running scripts, and,
 * when it was prerendered, its content and styles.
 */
export function createIndexRenderer(template: string, site: SiteConfig, publicUrl: string) {
  const siteScript = `<script id="site-config" type="application/json">${scriptSafeJson(site)}</script>`;
  // Replacements are functions so that a "$" in a title or a page is never read as a pattern.
  const prepared = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace('<!--site-config-->', () => siteScript);
  const homeMeta: PageMeta = {
    title: `${site.brandName} – one-on-one mentorship from NEET toppers`,
    description:
      'Book one-on-one sessions with verified MBBS mentors who cracked NEET: personalised study plans, doubt clearing over chat and free webinars.',
  };
  return (meta: PageMeta | undefined, pathname: string, page?: PrerenderedPage): string => {
    const resolved = meta
      ? { ...meta, title: meta.title === site.brandName ? meta.title : `${meta.title} | ${site.brandName}` }
      : homeMeta;
    return (
      prepared
        .replace('<!--page-meta-->', () => metaTags(resolved, site, publicUrl, pathname))
        // After the build's own script and preloads, so the entry script is asked for first.
        .replace('</head>', () => `${page?.head ?? ''}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${page?.html ?? ''}</div>`)
    );
  };
}

/** Requests the single-page app answers: page navigations, not API calls or missing files. */
function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/') || pathname.startsWith('/uploads/') || pathname.startsWith('/assets/'))
    return false;
  return path.extname(pathname) === '';
}

/**
 * Serves the built web app: hashed assets cached for a year, pre-compressed .br/.gz files when the
 * build made them; every page address gets index.html, never cached, compressed, with its content
 * when it was prerendered; public uploads from the storage folder.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webDistDir: string;
    publicUploadsDir: string;
    site: SiteConfig;
    publicUrl: string;
    resolveMeta(pathname: string): Promise<PageMeta | undefined>;
  },
): Promise<void> {
  mkdirSync(options.publicUploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.publicUploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });

  const indexFile = path.join(options.webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(
      { webDistDir: options.webDistDir },
      'web build not found: run `npm run build` to serve the web app',
    );
    return;
  }
  const renderIndex = createIndexRenderer(readFileSync(indexFile, 'utf8'), options.site, options.publicUrl);
  // The prerender bundle sits next to the public build, outside the folder served to browsers.
  const prerenderDir = path.join(path.dirname(options.webDistDir), 'dist-ssr');
  const prerendered = await prerenderPages(prerenderDir, options.site, app.log);
  if (!prerendered) app.log.warn({ prerenderDir }, 'no prerender bundle: pages render in the browser');

  await app.register(fastifyStatic, {
    root: options.webDistDir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathname) => pathname !== '/index.html',
    setHeaders: (response, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('cache-control', isHashedAsset ? IMMUTABLE : 'public, max-age=3600');
    },
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const [address = '/', query = ''] = request.url.split('?');
    const pathname = address.replace(/\/+$/, '') || '/';
    let meta: PageMeta | undefined;
    try {
      meta = await options.resolveMeta(pathname);
    } catch (error) {
      // A failed lookup must not cost the visitor the page: fall back to the default head.
      request.log.warn({ err: error, pathname }, 'page meta lookup failed');
    }
    // A prerendered page is the address without a query string; the browser renders the rest
    // (filters, sign-in results), so its first render never differs from the server's HTML.
    const page = query === '' ? prerendered?.find(pathname) : undefined;
    return reply
      .code(meta?.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderIndex(meta, pathname, page));
  }

  // A route rather than the not-found handler, so the compression and ETag hooks apply to pages too.
  app.get('/*', { schema: { hide: true } }, (request, reply) =>
    isPageRequest(request) ? sendPage(request, reply) : reply.callNotFound(),
  );
}
