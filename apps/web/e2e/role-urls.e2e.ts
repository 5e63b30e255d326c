import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '@neetmentor/contract';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';
import { expectNoAxeViolations, screenshotPath, useBrowser, VIEWPORTS } from './browser.ts';

type Role = 'student' | 'mentor' | 'admin';

/** The browser-storage keys each role's sign-in page writes, from a real login through the API. */
async function signInThroughApi(baseUrl: string, role: Role): Promise<Record<string, string>> {
  const call = {
    student: ['/api/v1/students/login', DEMO_LOGINS.student],
    mentor: ['/api/v1/mentors/login', DEMO_LOGINS.mentor],
    admin: ['/api/v1/admin/login', DEMO_LOGINS.admin],
  } as const;
  const [path, email] = call[role];
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_LOGINS.password }),
  });
  const data = ((await response.json()) as Envelope<Record<string, string>>).data;
  const token = data.token ?? '';
  if (role === 'student') return { auth: token, userId: data.studentId ?? '', userType: 'Student' };
  if (role === 'mentor') return { auth: token, userId: data.mentorId ?? '', userType: 'Mentor' };
  return { auth: token, adminId: data.userid ?? '' };
}

async function openSignedIn(
  browser: ReturnType<typeof useBrowser>,
  keys: Record<string, string>,
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await browser.openPage(viewport);
  await page.context().addInitScript((stored: Record<string, string>) => {
    // Only on the first load of the test: a sign-out must stay signed out after its navigation.
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, keys);
  return page;
}

function storedKeys(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() =>
    Object.fromEntries(
      ['auth', 'userId', 'userType', 'adminId'].map((key) => [key, localStorage.getItem(key)]),
    ),
  );
}

const CASES: {
  signedIn: Role;
  opens: string;
  heading: string;
  email: string;
  ownLink: string;
  ownPath: string;
}[] = [
  {
    signedIn: 'admin',
    opens: '/mentor-dashboard',
    heading: 'This page is for mentors',
    email: DEMO_LOGINS.admin,
    ownLink: 'Go to the admin dashboard',
    ownPath: '/admin-dashboard',
  },
  {
    signedIn: 'student',
    opens: '/admin-dashboard/mentors',
    heading: 'This page is for admins',
    email: DEMO_LOGINS.student,
    ownLink: 'Go to your profile',
    ownPath: '/student-profile',
  },
  {
    signedIn: 'mentor',
    opens: '/student-profile',
    heading: 'This page is for students',
    email: DEMO_LOGINS.mentor,
    ownLink: 'Go to your mentor dashboard',
    ownPath: '/mentor-dashboard',
  },
];

describe('opening another role’s page while signed in', () => {
  const browser = useBrowser();

  for (const entry of CASES) {
    it(`keeps the ${entry.signedIn}’s session on ${entry.opens} and says whose it is`, async () => {
      const keys = await signInThroughApi(browser.baseUrl(), entry.signedIn);
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        const page = await openSignedIn(browser, keys, viewport);
        await page.goto(entry.opens);
        await page.getByRole('heading', { level: 1, name: entry.heading }).waitFor();
        await page.getByText(entry.email, { exact: true }).waitFor();
        expect(new URL(page.url()).pathname).toBe(entry.opens);
        expect(await storedKeys(page)).toMatchObject(keys);
        await expectNoAxeViolations(page);
        await page.screenshot({ path: screenshotPath(`role-url-${entry.signedIn}-${name}.png`) });

        await page.getByRole('link', { name: entry.ownLink }).click();
        await page.waitForURL((url) => url.pathname === entry.ownPath);
        expect(await storedKeys(page)).toMatchObject(keys);
        await page.context().close();
      }
    });
  }

  it('signs out from the notice and leads to the sign-in the page needs', async () => {
    const keys = await signInThroughApi(browser.baseUrl(), 'admin');
    const page = await openSignedIn(browser, keys, VIEWPORTS.phone);
    await page.goto('/mentor-dashboard');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Logout' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storedKeys(page)).toEqual({ auth: null, userId: null, userType: null, adminId: null });
    // The token was revoked on the server, not only forgotten by the browser.
    const details = await fetch(`${browser.baseUrl()}/api/v1/admin/admin-details`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${keys.auth}` },
      body: JSON.stringify({ id: keys.adminId }),
    });
    expect(details.status).toBe(401);
  });

  it('still clears a token that does not match its stored id, and goes home', async () => {
    const student = await signInThroughApi(browser.baseUrl(), 'student');
    const page = await openSignedIn(browser, { ...student, userId: 'someone-else' }, VIEWPORTS.desktop);
    await page.goto('/student-profile');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedKeys(page)).toEqual({ auth: null, userId: null, userType: null, adminId: null });
  });
});
