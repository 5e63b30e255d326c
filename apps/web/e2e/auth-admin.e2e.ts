import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, VIEWPORTS } from './browser.ts';

/** A password input by its label; MUI appends a thin space and an asterisk to required labels. */
function passwordInput(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
}

describe('admin sign-in', () => {
  const browser = useBrowser();

  it('refuses a wrong password, then signs the admin in to the admin shell', async () => {
    const page = await browser.openPage(VIEWPORTS.desktop);
    await page.goto('/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
    await passwordInput(page, 'Password').fill('Wrong@12345');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const refusal = page.getByRole('dialog', { name: 'Error' });
    await refusal.getByText('Invalid email or password').waitFor();
    await refusal.getByRole('button', { name: 'Dismiss' }).click();

    await passwordInput(page, 'Password').fill('Demo@12345');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/admin-dashboard');
    await page.getByRole('navigation', { name: 'Admin dashboard' }).waitFor();
    await page.getByText('Platform Admin', { exact: true }).waitFor();
  });

  it('keeps visitors out of the admin area', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    await page.goto('/admin-dashboard');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
