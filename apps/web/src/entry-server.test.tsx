// @vitest-environment node
import { existsSync } from 'node:fs';
import {
  DEFAULT_SITE_CONFIG,
  NOT_FOUND_PATH,
  noMentorFilters,
  pageQueryKeys,
  type SiteConfig,
} from '@neetmentor/contract';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, PRERENDERED_PAGES } from './app/prerendered-pages.ts';
import { PRERENDERED_ROUTES, renderFrame, renderPage, SIGNED_IN_FRAMES } from './entry-server.tsx';
import { blog, blogSummary } from './test/blog-fixture.ts';
import { mentorCard, mentorPage, mentorProfile } from './test/mentor-fixtures.ts';

const SITE: SiteConfig = {
  ...DEFAULT_SITE_CONFIG,
  brandName: 'Mentor Hub',
  supportEmail: 'help@mentorhub.example',
  postalAddress: '12 Lake Road, Pune',
};

describe('prerendering', () => {
  it('renders the home page with its content and the configured brand, styles in the head', async () => {
    const page = await renderPage('/', SITE);
    expect(page.html).toContain('Personalised mentorship from');
    expect(page.html).toContain('Mentor Hub');
    expect(page.html).toContain('12 Lake Road, Pune');
    expect(page.html).not.toContain(DEFAULT_SITE_CONFIG.brandName);
    // The baseline's global sheet first, in the element Emotion's Global adopts instead of inserting its
    // rules again, then every other rule in the one element Emotion's cache adopts.
    expect(page.head).toMatch(
      /^<style data-emotion="css-global [a-z0-9]+">[^<]*box-sizing[^<]*<\/style><style data-emotion="css [^"]+" data-s="">/,
    );
    // Every class the markup uses has its rule in the head.
    const classes = new Set(page.html.match(/css-[a-z0-9]+/g));
    for (const name of classes) expect(page.head, name).toContain(`.${name}`);
  });

  it('renders data sections in their loading state, signed out', async () => {
    const page = await renderPage('/search-mentor', SITE);
    expect(page.html).toContain('Find a Mentor');
    expect(page.html).toContain('Loading mentors...');
    expect(page.html).toContain('href="/login"');
  });

  it('renders every route in place, with nothing left for scripts to fill in', async () => {
    for (const route of PRERENDERED_ROUTES) {
      const page = await renderPage(route, SITE);
      expect(page.html, route).toContain('Mentor Hub');
      // No fallback waiting for a late boundary, and no inline script (the content security policy forbids it).
      expect(page.html, route).not.toMatch(/<script|<template|<!--\$[?!]-->/);
    }
  });

  it('renders a mentor’s address with the profile it is given, the photo sized and fetched first', async () => {
    const mentor = mentorProfile({ firstName: 'Ananya', lastName: '</script><b>Iyer' });
    const queries = [{ key: pageQueryKeys.mentorProfile('ananyaiyer1234'), data: mentor }];
    const page = await renderPage('/single-mentor/ananyaiyer1234', SITE, { queries });
    expect(page.html).toContain('Ananya &lt;/script&gt;&lt;b&gt;Iyer');
    expect(page.html).toContain('I help droppers build steady habits.');
    expect(page.html).not.toMatch(/<script|Loading…/);
    const photo = /<img[^>]*alt="Ananya &lt;\/script&gt;&lt;b&gt;Iyer"[^>]*>/.exec(page.html)?.[0] ?? '';
    expect(photo).toMatch(/width="144"/);
    expect(photo).toMatch(/height="144"/);
    expect(photo).toMatch(/fetchpriority="high"/i);
    expect(photo).not.toMatch(/loading="lazy"/);
    expect(page.afterRoot).toMatch(/^<script type="application\/json" id="initial-queries">/);
    expect(page.afterRoot).not.toContain('</script><b>');
  });

  it('renders a missing mentor’s and blog’s address with their own “not found”, from the answer null', async () => {
    const mentorPage = await renderPage('/single-mentor/nobody', SITE, {
      queries: [{ key: pageQueryKeys.mentorProfile('nobody'), data: null }],
    });
    expect(mentorPage.html).toMatch(/<h1[^>]*>Mentor not found<\/h1>/);
    expect(mentorPage.html).toContain('Browse all mentors');
    expect(mentorPage.html).not.toContain('Loading');
    expect(mentorPage.afterRoot).toContain('"data":null');
    const blogPage = await renderPage('/single-blog/gone', SITE, {
      queries: [{ key: pageQueryKeys.blog('gone'), data: null }],
    });
    expect(blogPage.html).toMatch(/<h1[^>]*>Blog not found<\/h1>/);
    expect(blogPage.html).toContain('See all blogs');
    // The server renders this once per route and sends it for every missing address: nothing in it may
    // come from the address.
    for (const [route, key] of [
      ['/single-mentor/', pageQueryKeys.mentorProfile],
      ['/single-blog/', pageQueryKeys.blog],
    ] as const) {
      const [first, second] = await Promise.all(
        ['first-gone', 'other"<gone>'].map((id) =>
          renderPage(`${route}${encodeURIComponent(id)}`, SITE, { queries: [{ key: key(id), data: null }] }),
        ),
      );
      // Except the language switch's link to this address in the other language: sent for another missing
      // address it leads to the same "not found", and a tap follows the browser's own address
      // (switchLanguage), so it is left as rendered.
      const withoutSwitch = (html = '') => html.replace(/href="[^"]*" hrefLang="(en|hi)"/gi, 'hreflang="$1"');
      expect(withoutSwitch(second?.html), route).toBe(withoutSwitch(first?.html));
      expect(second?.head, route).toBe(first?.head);
    }
  });

  it('draws the dashboards’ frames: their layout and loading states as their role’s, for no one in particular', async () => {
    expect(SIGNED_IN_FRAMES).toEqual(['/mentor-dashboard', '/admin-dashboard']);
    for (const [route, label] of [
      ['/mentor-dashboard', 'Mentor dashboard'],
      ['/admin-dashboard', 'Admin dashboard'],
    ] as const) {
      const frame = await renderFrame(route, SITE);
      // The sidebar (drawn for a wide screen; the style sheet hides it on small ones), the header, the title.
      expect(frame.html, route).toContain(`<nav id="dashboard-sidebar" aria-label="${label}"`);
      expect(frame.html, route).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
      expect(frame.head, route).toMatch(/@media not all and \(min-width: ?900px\)\{[^}]*display:none/);
      // Nothing of anyone's: no name, no figures, the table still loading, and no inline script.
      expect(frame.html, route).toContain('Loading');
      expect(frame.html, route).not.toMatch(/₹\d|<script/);
      expect(frame.afterRoot, route).toBeUndefined();
    }
    await expect(renderFrame('/student-profile', SITE)).rejects.toThrow('has no frame');
  });

  it('renders a blog’s address with the article, its body cleaned by the sanitiser handed in', async () => {
    const article = blog({ title: 'Biology in 30 days' });
    const queries = [{ key: pageQueryKeys.blog('how-to-revise-biology'), data: article }];
    const page = await renderPage('/single-blog/how-to-revise-biology', SITE, {
      queries,
      sanitizeRichText: (html) => html.replace('sweet', 'cleaned'),
    });
    expect(page.html).toContain('Biology in 30 days');
    expect(page.html).toContain('<strong>cleaned</strong>');
    expect(page.afterRoot).toContain('"Biology in 30 days"');
    // Without a sanitiser the body is the API's HTML as it was saved (cleaned then); without data, the whole
    // blog is left to the browser.
    const asSaved = await renderPage('/single-blog/how-to-revise-biology', SITE, { queries });
    expect(asSaved.html).toContain('<strong>sweet</strong>');
    expect((await renderPage('/single-blog/:slug', SITE)).afterRoot).toBeUndefined();
  });

  it('renders the home page with the lists it is given, nothing left loading', async () => {
    const mentor = mentorCard({ firstName: 'Diya', lastName: 'Menon' });
    const queries = [
      {
        key: pageQueryKeys.featuredMentors(),
        data: [{ ...mentor, feedBack: [{ rating: 5 }] }],
      },
      { key: pageQueryKeys.blogs(), data: [blogSummary({ title: 'Plan your last month' })] },
      {
        key: pageQueryKeys.testimonials(),
        data: [{ _id: 't1', name: 'Rahul K.', image: null, testimonial: 'The mock plan worked.' }],
      },
    ];
    const page = await renderPage('/', SITE, { queries });
    expect(page.html).toContain('Diya Menon');
    expect(page.html).toContain('Plan your last month');
    expect(page.html).toContain('The mock plan worked.');
    expect(page.afterRoot).toContain('"Plan your last month"');
  });

  it('renders /search-mentor with the first page of the listing it is given', async () => {
    const listing = mentorPage([mentorCard({ firstName: 'Isha', lastName: 'Rao' })]);
    const page = await renderPage('/search-mentor', SITE, {
      queries: [{ key: pageQueryKeys.mentors(noMentorFilters(), 1), data: listing }],
    });
    expect(page.html).toContain('Isha Rao');
    expect(page.html).not.toContain('Loading mentors...');
  });

  it('renders the not-found page at the not-found address, for the server to send with 404', async () => {
    expect(PRERENDERED_ROUTES).toContain(NOT_FOUND_PATH);
    const page = await renderPage(NOT_FOUND_PATH, SITE);
    expect(page.html).toContain('Page not found');
    expect(page.html).toContain('Mentor Hub');
    // This one render is sent for every unknown address: its language link leads to the other language's
    // home page, right whichever address was asked for (not to the render's own /hi/404).
    expect(page.html).toContain('href="/hi" hrefLang="hi"');
    expect(page.html).not.toContain(NOT_FOUND_PATH);
    const hindi = await renderPage(NOT_FOUND_PATH, SITE, { language: 'hi' });
    expect(hindi.html).toContain('href="/" hrefLang="en"');
    expect(hindi.html).not.toContain(NOT_FOUND_PATH);
  });

  it('names, for each page, modules that exist', () => {
    for (const page of [...PRERENDERED_PAGES, NOT_FOUND_PAGE]) {
      expect(page.modules.length, page.route).toBeGreaterThan(0);
      for (const module of page.modules)
        expect(existsSync(new URL(`../${module}`, import.meta.url)), module).toBe(true);
    }
  });
});
