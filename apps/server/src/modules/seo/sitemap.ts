import { PUBLIC_PAGE_TEXT, ROUTES, SITE_LANGUAGES, pathInLanguage, paths } from '@neetmentor/contract';
import type { Db } from '../../db/client.ts';
import { listSitemapEntries } from './seo.repository.ts';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const INDEXED_STATIC_PAGES = Object.keys(PUBLIC_PAGE_TEXT).filter(
  (path) => path !== ROUTES.login && path !== ROUTES.signup,
);

/**
 * Every public page in every language (`/hi/…` beside `/…`): home, the static pages, each listed mentor
 * and each blog, each entry naming its other languages' addresses (`xhtml:link` alternates).
 */
export async function buildSitemap(db: Db, publicUrl: string): Promise<string> {
  const [mentorRows, blogRows] = await listSitemapEntries(db);
  const pages: { path: string; lastmod?: Date }[] = [
    { path: ROUTES.home },
    ...INDEXED_STATIC_PAGES.map((path) => ({ path })),
    ...mentorRows.map((row) => ({ path: paths.singleMentor(row.id), lastmod: row.updatedAt })),
    ...blogRows.map((row) => ({ path: paths.singleBlog(row.slug), lastmod: row.updatedAt })),
  ];
  const urls = pages
    .flatMap(({ path, lastmod }) => {
      const date = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
      const alternates = SITE_LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(`${publicUrl}${pathInLanguage(path, language)}`)}"/>`,
      ).join('');
      return SITE_LANGUAGES.map(
        (language) =>
          `  <url><loc>${escapeXml(`${publicUrl}${pathInLanguage(path, language)}`)}</loc>${date}${alternates}</url>`,
      );
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /student-profile',
    'Disallow: /mentor-dashboard',
    'Disallow: /admin-dashboard',
    'Disallow: /admin/',
    'Disallow: /hi/student-profile',
    'Disallow: /hi/mentor-dashboard',
    'Disallow: /hi/admin-dashboard',
    'Disallow: /hi/admin/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
