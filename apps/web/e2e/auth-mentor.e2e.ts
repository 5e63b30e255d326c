import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, screenshotPath, useBrowser, VIEWPORTS } from './browser.ts';
import { approveMentor, latestMail } from './database.ts';

/** A password input by its label; MUI appends a thin space and an asterisk to required labels. */
function passwordInput(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
}

const PASSWORD = 'Mentor@2025';

async function readCode(baseUrl: string, email: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const code = (await latestMail(baseUrl, email))?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code mailed to ${email} yet`);
      return code;
    },
    { timeout: 30_000, interval: 250 },
  );
}

function document(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** The sandbox checkout of the application fee, paid. */
async function payFee(page: Page): Promise<void> {
  const checkout = page.getByRole('dialog', { name: /^Checkout/ });
  await checkout.getByText('Test mode — no money moves').waitFor();
  await checkout.getByRole('button', { name: 'Pay ₹149' }).click();
  await checkout.waitFor({ state: 'detached' });
}

/**
 * Step one, the academics with two images, and the e-mailed code: the application is saved and, the demo
 * waiver having ended, the fee step shows.
 */
async function apply(page: Page, baseUrl: string, email: string, axe: boolean): Promise<void> {
  await page.goto('/signup');
  await page.getByRole('tab', { name: 'Mentor' }).click();
  await page.getByRole('heading', { name: 'CREATE ACCOUNT AS MENTOR' }).waitFor();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Arjun');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Rao');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordInput(page, 'Password').fill(PASSWORD);
  await passwordInput(page, 'Confirm Password').fill(PASSWORD);
  await page.getByRole('textbox', { name: 'City' }).fill('Mysuru');
  await page.getByRole('combobox', { name: 'State' }).selectOption('Karnataka');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL('**/signup/mentor-signup');
  await page.getByRole('heading', { name: 'ACADEMICS DETAILS' }).waitFor();
  // The demo waiver ended in February 2025: the application states the fee as the public pages do.
  await page.getByText('Application fee: ₹149, one-time and non-refundable.').waitFor();
  if (axe) await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'NEET Score' }).fill('668');
  await page.getByRole('combobox', { name: 'NEET Exam Year' }).selectOption('2023');
  await page.getByRole('combobox', { name: 'Year of Education' }).selectOption('2nd year');
  await page.getByRole('combobox', { name: 'NEET Attempts' }).selectOption('1');
  await page.getByRole('textbox', { name: 'Medical College' }).fill('Mysore Medical College');
  await page.getByRole('textbox', { name: 'Contact Number' }).fill('9876543210');
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('Male');
  await page.getByLabel('NEET Score Card').setInputFiles({
    name: 'score-card.jpg',
    mimeType: 'image/jpeg',
    buffer: await document({ r: 240, g: 240, b: 230 }),
  });
  await page.getByLabel('College ID').setInputFiles({
    name: 'college-id.jpg',
    mimeType: 'image/jpeg',
    buffer: await document({ r: 200, g: 220, b: 255 }),
  });
  const submit = page.getByRole('button', { name: 'Verify and Continue' });
  expect(await submit.isDisabled()).toBe(true);
  await page.getByRole('checkbox', { name: /I agree to the verification step/ }).check();
  await submit.click();

  const codeField = page.getByRole('textbox', { name: 'Verification code' });
  await codeField.waitFor();
  await codeField.fill(await readCode(baseUrl, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('heading', { name: 'APPLICATION FEE' }).waitFor();
}

describe('mentor application journey', () => {
  const browser = useBrowser();

  it('applies with two images, pays the fee, waits for approval, then logs in to the dashboard', async () => {
    const baseUrl = browser.baseUrl();
    const email = `mentor.${Date.now()}@example.com`;
    const page = await browser.openPage(VIEWPORTS.desktop);
    await apply(page, baseUrl, email, true);

    await page.getByText('Non-refundable, also if the application is not approved.').waitFor();
    await page.screenshot({ path: screenshotPath('mentor-fee-step-1366.png'), fullPage: true });
    await expectNoAxeViolations(page);
    // Closing the checkout leads to the success page, which keeps the way to pay.
    await page.getByRole('button', { name: 'Pay ₹149' }).click();
    await page
      .getByRole('dialog', { name: /^Checkout/ })
      .getByRole('button', { name: 'Close checkout' })
      .click();
    await page.waitForURL('**/signup/mentor-signup/mentor-signup-success');
    await page.getByRole('heading', { name: 'Application Saved' }).waitFor();
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.screenshot({ path: screenshotPath('mentor-fee-due-success-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Pay ₹149' }).click();
    await payFee(page);
    await page.getByText('Application fee received. Your application is now under review.').waitFor();
    await page
      .getByText('Your mentor application has been submitted and is under review.', { exact: false })
      .waitFor();
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole('link', { name: 'Login' }).click();

    await page.waitForURL('**/login');
    await page.getByRole('tab', { name: 'Mentor' }).click();
    await page.getByText('Only Verified mentors can login').waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await passwordInput(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const refusal = page.getByRole('dialog', { name: 'Application under review' });
    await refusal
      .getByText('Your application is under review. You can log in once it is approved.')
      .waitFor();
    expect(await page.getByRole('textbox', { name: 'Email', includeHidden: true }).inputValue()).toBe('');
    await refusal.getByRole('button', { name: 'Dismiss' }).click();

    await approveMentor(email);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await passwordInput(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/mentor-dashboard');
    await page.getByText('Arjun Rao', { exact: true }).waitFor();
  });

  it('offers the fee on the login page to an applicant who closed its checkout', async () => {
    const baseUrl = browser.baseUrl();
    const email = `mentor.fee.${Date.now()}@example.com`;
    const page = await browser.openPage(VIEWPORTS.phone);
    await apply(page, baseUrl, email, false);
    await page.getByRole('button', { name: 'Pay ₹149' }).click();
    await page
      .getByRole('dialog', { name: /^Checkout/ })
      .getByRole('button', { name: 'Close checkout' })
      .click();
    await page.getByRole('heading', { name: 'Application Saved' }).waitFor();

    await page.goto('/login');
    await page.getByRole('tab', { name: 'Mentor' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await passwordInput(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page
      .getByText(
        'Your application is waiting for the application fee. Pay it to send your application for review.',
      )
      .waitFor();
    const pay = page.getByRole('button', { name: 'Pay the application fee' });
    await pay.waitFor();
    await page.screenshot({ path: screenshotPath('mentor-login-fee-unpaid-390.png'), fullPage: true });
    await expectNoAxeViolations(page);
    await pay.click();
    await payFee(page);
    await page.getByText('Application fee received. Your application is now under review.').waitFor();
    expect(await pay.count()).toBe(0);

    // Paid, the application is now an ordinary one under review.
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await passwordInput(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Application under review' })
      .getByText('Your application is under review. You can log in once it is approved.')
      .waitFor();
  });

  it('sends someone who opens the academics page directly back to the Mentor tab', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    await page.goto('/signup/mentor-signup');
    await page.waitForURL('**/signup');
    await page.getByRole('heading', { name: 'CREATE ACCOUNT AS MENTOR' }).waitFor();
  });
});
