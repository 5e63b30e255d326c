// `npm run bench`: measures the production build (run `npm run build` first) on a server of its own
// with the embedded database and demo data:
//   1. the JavaScript a phone downloads before it can use each public route (gzip and brotli);
//   2. Lighthouse mobile scores for /, /search-mentor, a mentor profile and /blogs-page.
// Results go to bench/results/*.json; the run fails when a route is over a budget.
import { writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/lib/chromium.mjs';
import { repoRoot, startProductionServer } from '../scripts/lib/server-process.mjs';
import { runLighthouse } from './lighthouse.mjs';

const JS_BUDGET_GZIP_BYTES = 150 * 1024;
const BUDGETS = { performance: 95, accessibility: 100 };

async function firstOf(baseUrl, call) {
  const response = await fetch(`${baseUrl}/api/v1/admin/${call}`, { method: 'POST' });
  const body = await response.json();
  return body.data[0];
}

// Every public route; Lighthouse runs on the four the product is judged by.
const STATIC_ROUTES = [
  '/became-mentor',
  '/webinar-page',
  '/contact-us',
  '/terms-condition',
  '/refund-policy',
  '/privacy-policy',
  '/about-us',
  '/faq-mentors',
  '/faq-students',
  '/why-choose-us',
  '/how-it-works',
];

async function measureScripts(browser, baseUrl, route) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' || !url.startsWith(baseUrl)) return;
    scripts.set(url, await response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
  await context.close();
  const files = [...scripts.entries()].map(([url, body]) => ({
    file: new URL(url).pathname,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body).length,
  }));
  const total = files.reduce(
    (sum, file) => ({
      raw: sum.raw + file.raw,
      gzip: sum.gzip + file.gzip,
      brotli: sum.brotli + file.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
  return { route, files, total };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

ensureChromium();
const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let failed = false;
try {
  const mentor = await firstOf(server.baseUrl, 'get-featured-mentors');
  const blog = await firstOf(server.baseUrl, 'get-blogs');
  const routes = ['/', '/search-mentor', `/single-mentor/${mentor._id}`, '/blogs-page'];
  const publicRoutes = [...routes, `/single-blog/${blog.slug}`, ...STATIC_ROUTES];
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const outDir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });

  const sizes = [];
  for (const route of publicRoutes) sizes.push(await measureScripts(browser, server.baseUrl, route));
  console.log(`\nInitial JavaScript per route (${machine})`);
  for (const result of sizes) {
    const within = result.total.gzip <= JS_BUDGET_GZIP_BYTES;
    failed ||= !within;
    console.log(
      `\n${result.route}: ${kb(result.total.gzip)} gzip, ${kb(result.total.brotli)} brotli, ${kb(result.total.raw)} raw — ${within ? 'within' : 'OVER'} the 150 KB gzip budget`,
    );
    for (const file of result.files)
      console.log(
        `  ${file.file.padEnd(48)} ${kb(file.gzip).padStart(10)} gzip ${kb(file.raw).padStart(10)} raw`,
      );
  }
  writeFileSync(
    path.join(outDir, 'js-size.json'),
    JSON.stringify({ machine, measuredAt: new Date().toISOString(), results: sizes }, null, 2),
  );

  await browser.close();
  const lighthouse = await runLighthouse(routes.map((route) => server.baseUrl + route));
  console.log('\nLighthouse mobile (simulated slow 4G, 4× CPU slowdown)');
  for (const result of lighthouse) {
    const route = new URL(result.url).pathname;
    const misses = Object.entries(BUDGETS).filter(([name, minimum]) => result.scores[name] < minimum);
    failed ||= misses.length > 0;
    const { scores, metrics } = result;
    console.log(
      `  ${route.padEnd(52)} performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}` +
        ` | FCP ${Math.round(metrics.firstContentfulPaintMs)} ms, LCP ${Math.round(metrics.largestContentfulPaintMs)} ms, TBT ${Math.round(metrics.totalBlockingTimeMs)} ms, CLS ${metrics.cumulativeLayoutShift?.toFixed(3)}` +
        (misses.length
          ? ` — BELOW ${misses.map(([name, minimum]) => `${name} ${minimum}`).join(', ')}; audits to look at: ${result.failing.join(', ')}`
          : ''),
    );
  }
  writeFileSync(
    path.join(outDir, 'lighthouse.json'),
    JSON.stringify({ machine, measuredAt: new Date().toISOString(), results: lighthouse }, null, 2),
  );
} finally {
  await browser.close().catch(() => undefined);
  await server.stop();
}
if (failed) process.exitCode = 1;
