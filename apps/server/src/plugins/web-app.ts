import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DATA_SAVER_COOKIE,
  HINDI_PAGE_NOT_FOUND_TEXT,
  HINDI_PAGE_TEXT,
  initialQueriesElement,
  INTL_LOCALES,
  isPagePath,
  isSiteLanguage,
  LANGUAGE_COOKIE,
  languageOfPath,
  NOT_FOUND_PATH,
  PAGE_NOT_FOUND_TEXT,
  pathInLanguage,
  pathWithoutLanguage,
  preferredLanguage,
  SITE_LANGUAGES,
  type PrerenderedPage,
  type SiteConfig,
  type SiteLanguage,
} from '@neetmentor/contract';
import { readCookie } from '../lib/cookies.ts';
import {
  isMissing,
  localizeMeta,
  type DataPage,
  type MissingPage,
  type PageMeta,
} from '../modules/seo/index.ts';
import {
  DEFAULT_VARIANT,
  prerenderPages,
  type PageVariant,
  type PrerenderedPages,
} from './prerendered-pages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The head of every address that is no page of the web app's route table. */
const NOT_FOUND_META: PageMeta = {
  ...PAGE_NOT_FOUND_TEXT,
  translations: { hi: HINDI_PAGE_NOT_FOUND_TEXT },
  status: 404,
  noindex: true,
};

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

/**
 * The same page in every language (`hreflang`), English also as the default for every other language, so
 * search engines show each reader the page in theirs. `pathname` is without the language prefix.
 */
function alternateLinks(publicUrl: string, pathname: string): string[] {
  const href = (language: SiteLanguage) =>
    escapeAttribute(`${publicUrl}${pathInLanguage(pathname, language)}`);
  return [
    ...SITE_LANGUAGES.map(
      (language) => `<link rel="alternate" hreflang="${language}" href="${href(language)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}" />`,
  ];
}

function metaTags(
  meta: PageMeta,
  site: SiteConfig,
  publicUrl: string,
  pathname: string,
  language: SiteLanguage,
): string {
  const address = pathInLanguage(pathname, language);
  const url = `${publicUrl}${address === '/' ? '/' : address}`;
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
    `<meta property="og:locale" content="${INTL_LOCALES[language].replace('-', '_')}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (image) tags.push(`<meta property="og:image" content="${escapeAttribute(image)}" />`);
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  else tags.push(...alternateLinks(publicUrl, pathname));
  return tags.join('\n    ');
}

/**
 * Prepares the built index.html once: the live site configuration goes in, the build's default
 * title and description come out, and each page then gets its own head (title, description,
 * Open Graph) so shared links and search engines see the right page without running scripts, and,
 * when it was prerendered, its content and styles, and, when it was rendered with data, that data.
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
    translations: {
      hi: {
        title: `${site.brandName} – ${HINDI_PAGE_TEXT['/']?.title ?? ''}`,
        description: HINDI_PAGE_TEXT['/']?.description ?? '',
      },
    },
  };
  /**
   * `pathname` is the address without its language prefix. `clientRender`: the page is not what the app
   * shows at this address, so the browser renders afresh.
   */
  return (
    meta: PageMeta | undefined,
    pathname: string,
    page?: PrerenderedPage,
    {
      clientRender = false,
      variant = DEFAULT_VARIANT,
    }: { clientRender?: boolean; variant?: PageVariant } = {},
  ): string => {
    const root = clientRender ? '<div id="root" data-client-render="">' : '<div id="root">';
    const { language, dataSaver } = variant;
    const localized = localizeMeta(meta ?? homeMeta, language, pathname);
    const resolved = meta
      ? {
          ...localized,
          title:
            localized.title === site.brandName ? localized.title : `${localized.title} | ${site.brandName}`,
        }
      : localized;
    const htmlTag = `<html lang="${language}"${dataSaver ? ' data-saver="on"' : ''}>`;
    return (
      prepared
        .replace(/<html\b[^>]*>/, () => htmlTag)
        .replace('<!--page-meta-->', () => metaTags(resolved, site, publicUrl, pathname, language))
        // After the build's own script and preloads, so the entry script is asked for first.
        .replace('</head>', () => `${page?.head ?? ''}</head>`)
        .replace('<div id="root"></div>', () => `${root}${page?.html ?? ''}</div>${page?.afterRoot ?? ''}`)
    );
  };
}

/**
 * The content security policy's sources (`'sha256-…'`) for the scripts the page runs from its own text:
 * the one in the built index.html that starts the app's scripts after the first paint. Data blocks
 * (`type="application/json"`) run nothing and need none.
 */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=|\stype="application\/json"/.test(attributes)) continue;
    sources.push(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return sources;
}

/** `inlineScriptSources` of the built index.html; none before the web app is built. */
export function readInlineScriptSources(webDistDir: string): string[] {
  const indexFile = path.join(webDistDir, 'index.html');
  return existsSync(indexFile) ? inlineScriptSources(readFileSync(indexFile, 'utf8')) : [];
}

/**
 * The language this visitor asked for by choice: the cookie their language switch set, else, on an
 * English address only, their browser's `Accept-Language` (a `/hi/…` link someone followed is kept).
 */
function chosenLanguage(request: FastifyRequest, addressLanguage: SiteLanguage): SiteLanguage | undefined {
  const cookie = readCookie(request.headers.cookie, LANGUAGE_COOKIE);
  if (isSiteLanguage(cookie)) return cookie;
  return addressLanguage === 'en' ? preferredLanguage(request.headers['accept-language']) : undefined;
}

/** Data-saver mode: the visitor's choice (cookie), else the browser's `Save-Data: on`. */
function wantsDataSaver(request: FastifyRequest): boolean {
  const choice = readCookie(request.headers.cookie, DATA_SAVER_COOKIE);
  if (choice === 'on' || choice === 'off') return choice === 'on';
  const header = request.headers['save-data'];
  return typeof header === 'string' && header.toLowerCase() === 'on';
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
 * build made them, and those of earlier builds still kept (scripts/lib/previous-assets.mjs); every page address gets index.html, never cached, compressed, with its content
 * when it was prerendered, and any other address the app's not-found page with status 404 (public
 * uploads are served by public-uploads.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webDistDir: string;
    site: SiteConfig;
    publicUrl: string;
    resolveMeta(pathname: string): Promise<PageMeta | undefined>;
    /** The page at this address that is rendered on request with its data, if it is one. */
    findDataPage(pathname: string): DataPage | undefined;
  },
): Promise<void> {
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

  // A tab opened before this build asks for its own build's chunks: those are served after the current
  // build's files (static routes, which the router prefers), and an unknown name is still a 404.
  const previousAssetsDir = path.join(path.dirname(options.webDistDir), 'dist-previous', 'assets');
  if (existsSync(previousAssetsDir)) {
    await app.register(fastifyStatic, {
      root: previousAssetsDir,
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response) => response.setHeader('cache-control', IMMUTABLE),
    });
  }

  async function resolveMeta(request: FastifyRequest, pathname: string): Promise<PageMeta | undefined> {
    try {
      return await options.resolveMeta(pathname);
    } catch (error) {
      // A failed lookup must not cost the visitor the page: fall back to the default head.
      request.log.warn({ err: error, pathname }, 'page meta lookup failed');
      return undefined;
    }
  }

  function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie, Save-Data')
      .send(html);
  }

  /**
   * The markup of a missing mentor's or blog's page, rendered once per route: nothing in it comes from
   * the address, so an address that does not exist costs no render (a crawler or a stream of made-up
   * links cannot keep the server rendering). A failed render is not kept, so the next request tries again.
   */
  const missingPages = new Map<string, Promise<PrerenderedPage>>();
  function renderMissingPage(
    pages: PrerenderedPages,
    pathname: string,
    missing: MissingPage,
    variant: PageVariant,
  ) {
    const key = `${variant.language}:${variant.dataSaver}:${missing.route}`;
    let page = missingPages.get(key);
    if (!page) {
      page = pages.renderWithData(pathname, missing.queries, variant);
      missingPages.set(key, page);
      page.catch(() => missingPages.delete(key));
    }
    return page;
  }

  /**
   * A mentor's profile or a blog rendered with its data, so it shows from the first byte and the browser
   * hydrates it without fetching. The HTML is kept beside the public reads and dropped with them when
   * their tables change (plugins/read-cache.ts). A missing mentor or blog gets its page's "not found",
   * with 404, also hydrated without fetching. False when rendering failed: the caller sends the page as
   * prerendered without data. (A boolean, not the reply: a reply is thenable, so an async function
   * returning it resolves once it is sent, to undefined.)
   */
  async function sendDataPage(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    dataPage: DataPage,
    pages: PrerenderedPages,
    variant: PageVariant,
  ): Promise<boolean> {
    const key = `page:${variant.language}:${variant.dataSaver}:${pathname}`;
    try {
      const html = await app.publicReads.page(key, dataPage.tables, async () => {
        const { meta, queries } = await dataPage.load();
        return renderIndex(meta, pathname, await pages.renderWithData(pathname, queries, variant), {
          variant,
        });
      });
      sendHtml(reply, 200, html);
      return true;
    } catch (error) {
      if (isMissing(error) && dataPage.missing) {
        sendHtml(reply, 404, await missingPageHtml(request, pathname, dataPage.missing, pages, variant));
        return true;
      }
      request.log.error({ err: error, pathname }, 'rendering the page with its data failed: sent without it');
      return false;
    }
  }

  /** The missing page's own "not found"; the site's not-found page, rendered afresh by the browser, if that fails. */
  async function missingPageHtml(
    request: FastifyRequest,
    pathname: string,
    missing: MissingPage,
    pages: PrerenderedPages,
    variant: PageVariant,
  ): Promise<string> {
    try {
      const { html, head } = await renderMissingPage(pages, pathname, missing, variant);
      return renderIndex(
        missing.meta,
        pathname,
        { html, head, afterRoot: initialQueriesElement(missing.queries) },
        { variant },
      );
    } catch (error) {
      request.log.error(
        { err: error, pathname },
        'rendering the missing page failed: sent the not-found page',
      );
      return renderIndex(missing.meta, pathname, pages.find(NOT_FOUND_PATH, variant), {
        clientRender: true,
        variant,
      });
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const [address = '/', query = ''] = request.url.split('?');
    const fullPath = address.replace(/\/+$/, '') || '/';
    // `/hi/contact-us` is the Hindi `/contact-us`: everything below works on the address without the prefix.
    const language = languageOfPath(fullPath);
    const pathname = pathWithoutLanguage(fullPath);
    const chosen = chosenLanguage(request, language);
    if (chosen && chosen !== language && isPagePath(pathname)) {
      const target = pathInLanguage(pathname, chosen) + (query ? `?${query}` : '');
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Cookie')
        .redirect(target, 302);
    }
    const variant: PageVariant = { language, dataSaver: wantsDataSaver(request) };
    const dataPage = query === '' && prerendered ? options.findDataPage(pathname) : undefined;
    if (dataPage && prerendered) {
      if (await sendDataPage(request, reply, pathname, dataPage, prerendered, variant)) return reply;
    }
    // A prerendered page is the address without a query string; the browser renders the rest
    // (filters, sign-in results), so its first render never differs from the server's HTML. The
    // not-found page reads nothing from the address, so its one render serves every unknown address.
    const { meta, page } = isPagePath(pathname)
      ? {
          meta: await resolveMeta(request, pathname),
          page:
            (query === '' ? prerendered?.find(pathname, variant) : undefined) ??
            prerendered?.preloadedShell(pathname, query === '', language),
        }
      : { meta: NOT_FOUND_META, page: prerendered?.find(NOT_FOUND_PATH, variant) };
    return sendHtml(reply, meta?.status ?? 200, renderIndex(meta, pathname, page, { variant }));
  }

  // A route rather than the not-found handler, so the compression and ETag hooks apply to pages too.
  app.get('/*', { schema: { hide: true } }, (request, reply) =>
    isPageRequest(request) ? sendPage(request, reply) : reply.callNotFound(),
  );
}
