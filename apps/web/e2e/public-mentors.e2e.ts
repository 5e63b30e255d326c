import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Envelope, MentorCard, MentorPage, MentorPublicProfile } from '@neetmentor/contract';
import { expectNoAxeViolations, screenshotPath, scrollThrough, useBrowser, VIEWPORTS } from './browser.ts';

type Viewport = (typeof VIEWPORTS)[keyof typeof VIEWPORTS];

async function listMentors(baseUrl: string, query = ''): Promise<MentorPage> {
  const response = await fetch(`${baseUrl}/api/v1/mentors/all-mentors${query}`);
  return ((await response.json()) as Envelope<MentorPage>).data;
}

async function mentorProfile(baseUrl: string, id: string): Promise<MentorPublicProfile> {
  const response = await fetch(`${baseUrl}/api/v1/mentors/single-mentor`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mentorId: id }),
  });
  return ((await response.json()) as Envelope<MentorPublicProfile>).data;
}

/** A listed mentor of the demo data whose five filter values are all set, so filtering by them finds them. */
async function fullyDescribedMentor(baseUrl: string): Promise<MentorCard> {
  const { data } = await listMentors(baseUrl);
  const mentor = data.find(
    (candidate) => candidate.gender && candidate.neetAttempts && candidate.neetExamYear,
  );
  if (!mentor) throw new Error('the demo data has no mentor with gender, attempts and exam year');
  return mentor;
}

/** A listed mentor with at least one written review, for the profile journey. */
async function reviewedMentor(baseUrl: string): Promise<MentorPublicProfile> {
  const { data } = await listMentors(baseUrl);
  for (const card of data) {
    const profile = await mentorProfile(baseUrl, card._id);
    if (profile.reviews.some((review) => review.review) && profile.package.length > 0) return profile;
  }
  throw new Error('the demo data has no reviewed mentor on the first page');
}

interface PanelFilter {
  /** The select's label in the filter panel, its name in the address and the value to choose. */
  label: string;
  key: string;
  value: string;
}

/** A filter of the panel whose results fill two pages or more, so paging can be tried after filtering. */
async function filterWithPages(baseUrl: string): Promise<PanelFilter & { totalPages: number }> {
  const candidates: PanelFilter[] = [
    { label: 'Gender', key: 'gender', value: 'Male' },
    { label: 'Gender', key: 'gender', value: 'Female' },
    { label: 'NEET attempts', key: 'neetAttempts', value: '1' },
  ];
  for (const candidate of candidates) {
    const { pagination } = await listMentors(baseUrl, `?${candidate.key}=${candidate.value}`);
    if (pagination.totalPages >= 2) return { ...candidate, totalPages: pagination.totalPages };
  }
  throw new Error('no filter of the demo data has two pages of mentors');
}

const isPhone = (viewport: Viewport) => viewport.width < 600;

async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByLabel('Category').waitFor();
}

describe('mentor listing', () => {
  const browser = useBrowser();

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`filters by exam year, category, state, gender and attempts on a ${label}`, async () => {
      const mentor = await fullyDescribedMentor(browser.baseUrl());
      const page = await browser.openPage(viewport);
      // The first page arrives in the server's HTML; the filters are used once the page has come to life
      // (the scripts loaded and the network quiet).
      await page.goto('/search-mentor', { waitUntil: 'networkidle' });
      await page.locator('main a[href^="/single-mentor/"]').first().waitFor();
      expect(await page.getByRole('button', { name: /^Filters/ }).getAttribute('aria-expanded')).toBe(
        String(!isPhone(viewport)),
      );

      await page.getByLabel('NEET exam year').selectOption(String(mentor.neetExamYear));
      await openFilters(page);
      await page.getByLabel('Category').selectOption(mentor.category);
      await page.getByLabel('State').selectOption(mentor.state);
      await page.getByLabel('Gender').selectOption(mentor.gender ?? '');
      await page.getByLabel('NEET attempts').selectOption(String(mentor.neetAttempts));
      await page.getByRole('button', { name: 'Search', exact: true }).click();

      const expected = new URLSearchParams({
        neetExamYear: String(mentor.neetExamYear),
        category: mentor.category,
        state: mentor.state,
        gender: mentor.gender ?? '',
        neetAttempts: String(mentor.neetAttempts),
      });
      await page.waitForURL((url) => url.search === `?${expected}`);
      const name = `${mentor.firstName} ${mentor.lastName}`;
      await page.getByRole('heading', { level: 3, name }).waitFor();

      const matching = await listMentors(browser.baseUrl(), `?${expected}`);
      const cards = page.locator('main article');
      await expect.poll(() => cards.count()).toBe(matching.data.length);
      for (const card of await cards.all()) expect(await card.textContent()).toContain(mentor.state);

      // The address is the search: opening it afresh shows the same mentors.
      const shared = await browser.openPage(viewport);
      await shared.goto(`/search-mentor?${expected}`);
      await shared.getByRole('heading', { level: 3, name }).waitFor();

      await scrollThrough(page);
      await page.screenshot({
        path: screenshotPath(`public-search-mentor-filtered-${viewport.width}.png`),
        fullPage: true,
      });
    });

    it(`pages through the results with Previous and Next, and Back, on a ${label}`, async () => {
      const first = await listMentors(browser.baseUrl());
      const second = await listMentors(browser.baseUrl(), '?page=2');
      const nameOf = (card: MentorCard | undefined) => (card ? `${card.firstName} ${card.lastName}` : '');
      const page = await browser.openPage(viewport);
      await page.goto('/search-mentor', { waitUntil: 'networkidle' });
      await page.getByText(`Page 1 of ${first.pagination.totalPages}`).waitFor();
      const pager = page.getByRole('navigation', { name: 'Pages of mentors' });
      expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

      await pager.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL('**/search-mentor?page=2');
      await page.getByText(`Page 2 of ${first.pagination.totalPages}`).waitFor();
      await page.getByRole('heading', { level: 3, name: nameOf(second.data[0]) }).waitFor();

      await pager.getByRole('button', { name: 'Previous' }).click();
      await page.waitForURL((url) => url.search === '');
      await page.getByRole('heading', { level: 3, name: nameOf(first.data[0]) }).waitFor();

      await page.goBack();
      await page.getByText(`Page 2 of ${first.pagination.totalPages}`).waitFor();

      await page.goto(`/search-mentor?page=${first.pagination.totalPages}`);
      await page.getByText(`Page ${first.pagination.totalPages} of ${first.pagination.totalPages}`).waitFor();
      expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    });

    it(`pages through the results of a filter with Previous and Next on a ${label}`, async () => {
      const { label: filterLabel, key, value, totalPages } = await filterWithPages(browser.baseUrl());
      const second = await listMentors(browser.baseUrl(), `?${key}=${value}&page=2`);
      const page = await browser.openPage(viewport);
      await page.goto('/search-mentor', { waitUntil: 'networkidle' });
      await page.locator('main a[href^="/single-mentor/"]').first().waitFor();
      await openFilters(page);
      await page.getByLabel(filterLabel).selectOption(value);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.search === `?${key}=${encodeURIComponent(value)}`);
      const pager = page.getByRole('navigation', { name: 'Pages of mentors' });
      await pager.getByText(`Page 1 of ${totalPages}`).waitFor();

      await pager.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL(
        (url) => url.searchParams.get('page') === '2' && url.searchParams.get(key) === value,
      );
      await pager.getByText(`Page 2 of ${totalPages}`).waitFor();
      const firstOfSecond = second.data[0];
      await page
        .getByRole('heading', { level: 3, name: `${firstOfSecond?.firstName} ${firstOfSecond?.lastName}` })
        .waitFor();
      await expect.poll(() => page.locator('main article').count()).toBe(second.data.length);

      await pager.getByRole('button', { name: 'Previous' }).click();
      await page.waitForURL(
        (url) => url.searchParams.get('page') === null && url.searchParams.get(key) === value,
      );
      await pager.getByText(`Page 1 of ${totalPages}`).waitFor();
      // The filter survives paging: the form still shows it.
      expect(await page.getByLabel(filterLabel).inputValue()).toBe(value);
    });

    it(`has no accessibility violations on a ${label}`, async () => {
      const page = await browser.openPage(viewport);
      await page.goto('/search-mentor', { waitUntil: 'networkidle' });
      await page.locator('main a[href^="/single-mentor/"]').first().waitFor();
      await scrollThrough(page);
      await page.screenshot({
        path: screenshotPath(`public-search-mentor-${viewport.width}.png`),
        fullPage: true,
      });
      await expectNoAxeViolations(page);
    });
  }

  it('shows "No Mentors Found" for a search without results and the server’s message for a bad filter', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    await page.goto('/search-mentor?username=nobody-by-this-name');
    await page.getByText('No Mentors Found').waitFor();
    await expectNoAxeViolations(page);

    await page.goto('/search-mentor?state=Atlantis');
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await dialog.getByText(/Choose a state from the list/).waitFor();
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('No Mentors Found').waitFor();
  });
});

describe('mentor profile', () => {
  const browser = useBrowser();

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the packages and reviews, and sends a visitor to log in to book, on a ${label}`, async () => {
      const mentor = await reviewedMentor(browser.baseUrl());
      const page = await browser.openPage(viewport);
      await page.goto('/search-mentor', { waitUntil: 'networkidle' });
      await page.locator(`main a[href="/single-mentor/${mentor._id}"]`).first().click();
      await page.waitForURL(`**/single-mentor/${mentor._id}`);
      await page.getByRole('heading', { level: 1, name: `${mentor.firstName} ${mentor.lastName}` }).waitFor();

      for (const pkg of mentor.package) {
        const card = page.getByRole('article', { name: pkg.packageName });
        await card.waitFor();
        await card
          .getByText(pkg.packagePrice === 0 ? 'Free' : `₹${pkg.packagePrice.toLocaleString('en-IN')}`, {
            exact: true,
          })
          .waitFor();
        const details = card.getByRole('button', { name: 'What’s included' });
        if ((await details.getAttribute('aria-expanded')) !== 'true') await details.click();
        await card.locator('li').first().waitFor();
      }
      const written = mentor.reviews.find((review) => review.review);
      await page
        .getByText(written?.review ?? '', { exact: true })
        .first()
        .waitFor();

      await scrollThrough(page);
      await page.screenshot({
        path: screenshotPath(`public-single-mentor-${viewport.width}.png`),
        fullPage: true,
      });
      await expectNoAxeViolations(page);

      const firstPackage = mentor.package[0];
      await page
        .getByRole('article', { name: firstPackage?.packageName ?? '' })
        .getByRole('link', { name: 'Book Session' })
        .click();
      await page.waitForURL((url) => url.pathname === '/login');
    });
  }

  it('shows a not-found page with a way back for an unknown mentor', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    await page.goto('/single-mentor/no-such-mentor');
    await page.getByRole('heading', { level: 1, name: 'Mentor not found' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Browse all mentors' }).click();
    await page.waitForURL('**/search-mentor');
    await expect.poll(() => page.title()).toContain('Find a NEET mentor');
    // Client-side navigation updates the description as well as the title.
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /^Browse verified MBBS mentors/,
    );
  });

  it('keeps the featured ad in its 1200×630 box whatever the picture’s shape', async () => {
    const { data } = await listMentors(browser.baseUrl());
    const mentor = data[0];
    if (!mentor) throw new Error('the demo data has no listed mentor');
    const page = await browser.openPage(VIEWPORTS.desktop);
    // The demo data sets no ad, so the profile answer is given a square one.
    await page.route('**/api/v1/mentors/single-mentor/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Envelope<MentorPublicProfile>;
      await route.fulfill({
        response,
        json: { ...body, data: { ...body.data, featuredAd: '/uploads/ads/square.webp' } },
      });
    });
    await page.route('**/img/*/ads/square.webp', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#0b5fa5"/></svg>',
      }),
    );
    await page.goto(`/single-mentor/${mentor._id}`);
    const ad = page.getByRole('img', { name: /^Featured offer/ });
    await ad.scrollIntoViewIfNeeded();
    await expect
      .poll(() => ad.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const box = await ad.boundingBox();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(1200 / 630, 1);
    await ad.screenshot({ path: screenshotPath('public-single-mentor-square-ad-1366.png') });
  });
});
