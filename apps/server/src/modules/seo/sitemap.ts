import { PUBLIC_PAGE_TEXT, ROUTES, paths } from '@neetmentor/contract';
import type { Db } from '../../db/client.ts';
import { listSitemapEntries } from './seo.repository.ts';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const INDEXED_STATIC_PAGES = Object.keys(PUBLIC_PAGE_TEXT).filter(
  (path) => path !== ROUTES.login && path !== ROUTES.signup,
);

/** Every public page: home, the static pages, each listed mentor and each blog. */
export async function buildSitemap(db: Db, publicUrl: string): Promise<string> {
  const [mentorRows, blogRows] = await listSitemapEntries(db);
  const entries: { loc: string; lastmod?: Date }[] = [
    { loc: `${publicUrl}${ROUTES.home}` },
    ...INDEXED_STATIC_PAGES.map((path) => ({ loc: `${publicUrl}${path}` })),
    ...mentorRows.map((row) => ({
      loc: `${publicUrl}${paths.singleMentor(row.id)}`,
      lastmod: row.updatedAt,
    })),
    ...blogRows.map((row) => ({ loc: `${publicUrl}${paths.singleBlog(row.slug)}`, lastmod: row.updatedAt })),
  ];
  const urls = entries
    .map((entry) => {
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
