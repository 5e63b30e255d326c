// @vitest-environment node
import { existsSync } from 'node:fs';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@neetmentor/contract';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from './app/prerendered-pages.ts';
import { PRERENDERED_ROUTES, renderPage } from './entry-server.tsx';

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
    expect(page.head).toMatch(/^<style data-emotion="css [^"]+" data-s="">/);
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

  it('names, for each page, modules that exist', () => {
    for (const page of PRERENDERED_PAGES) {
      expect(page.modules.length, page.route).toBeGreaterThan(0);
      for (const module of page.modules)
        expect(existsSync(new URL(`../${module}`, import.meta.url)), module).toBe(true);
    }
  });
});
