import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, useBrowser, VIEWPORTS } from './browser.ts';
import { createStudent, latestMail } from './database.ts';

/** A password input by its label; MUI appends a thin space and an asterisk to required labels. */
function passwordInput(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
}

const PASSWORD = 'Journey@2025';
const NEW_PASSWORD = 'Journey@2026';

/** The 6-digit code of the newest mail to the address, once the outbox has sent it. */
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

async function studentDetailsStatus(baseUrl: string, token: string, id: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/students/student-details`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  return response.status;
}

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('auth') ?? sessionStorage.getItem('auth'));
  if (!token) throw new Error('no token stored');
  return token;
}

describe('student account journey', () => {
  const browser = useBrowser();

  it('signs up, verifies the e-mail, logs in, edits the profile, changes the password and logs out', async () => {
    const baseUrl = browser.baseUrl();
    const email = `student.${Date.now()}@example.com`;
    const page = await browser.openPage(VIEWPORTS.desktop);

    await page.goto('/signup');
    await page.getByRole('heading', { name: 'CREATE ACCOUNT AS STUDENT' }).waitFor();
    await page.getByRole('textbox', { name: 'First Name' }).fill('Riya');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Sharma');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await passwordInput(page, 'Password').fill(PASSWORD);
    await passwordInput(page, 'Confirm Password').fill(PASSWORD);
    const signUp = page.getByRole('button', { name: 'Sign Up' });
    expect(await signUp.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await signUp.click();

    const codeField = page.getByRole('textbox', { name: 'Verification code' });
    await codeField.waitFor();
    await codeField.fill(await readCode(baseUrl, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Your account has been successfully created!').waitFor();
    await page.getByRole('link', { name: 'Login' }).click();

    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'LOGIN AS STUDENT' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await passwordInput(page, 'Password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'Remember Me' }).check();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/search-mentor');
    const firstToken = await storedToken(page);
    const studentId = await page.evaluate(() => localStorage.getItem('userId'));
    if (!studentId) throw new Error('no userId stored');
    expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('Student');

    await page.getByRole('button', { name: /Notifications/ }).waitFor();
    await page.getByRole('link', { name: 'My profile' }).click();
    await page.waitForURL('**/student-profile');
    await page.getByText(email, { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 11, g: 95, b: 165 } },
    })
      .png()
      .toBuffer();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'Number' }).fill('9876543210');
    await page.getByRole('combobox', { name: 'Class' }).selectOption('12th');
    await page.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
    await page
      .getByLabel('Profile Picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your profile has been updated.').waitFor();
    await page.getByText('9876543210', { exact: true }).waitFor();
    const headerPicture = page.locator('header a[href="/student-profile"] img');
    await headerPicture.waitFor();
    expect(await headerPicture.getAttribute('src')).toMatch(/^\/uploads\//);

    await page.getByRole('button', { name: 'Change password' }).click();
    await passwordInput(page, 'Old Password').fill(PASSWORD);
    await passwordInput(page, 'New Password').fill(NEW_PASSWORD);
    await passwordInput(page, 'Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password Changed Successfully').waitFor();
    const secondToken = await storedToken(page);
    expect(secondToken).not.toBe(firstToken);
    expect(await studentDetailsStatus(baseUrl, firstToken, studentId)).toBe(401);
    expect(await studentDetailsStatus(baseUrl, secondToken, studentId)).toBe(200);

    await page.getByRole('button', { name: 'Back to profile' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await dialog.getByText('Are you sure you want to log out?').waitFor();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.getItem('auth')])).toEqual([
      0,
      null,
    ]);
    expect(await studentDetailsStatus(baseUrl, secondToken, studentId)).toBe(401);
  });

  it('goes on to the code step for a registered address too; its owner is told by e-mail instead', async () => {
    const baseUrl = browser.baseUrl();
    const owner = await createStudent('Owner');
    const page = await browser.openPage(VIEWPORTS.desktop);
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'CREATE ACCOUNT AS STUDENT' }).waitFor();
    await page.getByRole('textbox', { name: 'First Name' }).fill('Riya');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Sharma');
    await page.getByRole('textbox', { name: 'Email' }).fill(owner.email);
    await passwordInput(page, 'Password').fill(PASSWORD);
    await passwordInput(page, 'Confirm Password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();

    // The same screen as for a new address: nothing tells that this one is registered.
    await page.getByRole('textbox', { name: 'Verification code' }).waitFor();
    const notice = await vi.waitFor(
      async () => {
        const mail = await latestMail(baseUrl, owner.email);
        if (!mail) throw new Error(`nothing mailed to ${owner.email} yet`);
        return mail;
      },
      { timeout: 30_000, interval: 250 },
    );
    expect(notice.subject).toMatch(/already have/);
    expect(notice.text).toMatch(/sign in, or reset your password/);
  });

  it('has no accessibility violations on the sign-up and forgot-password screens', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'CREATE ACCOUNT AS STUDENT' }).waitFor();
    await expectNoAxeViolations(page);

    await page.goto('/login/forgot-password');
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('sends a reset link and says so with the server’s text', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    await page.goto('/login/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill('demo.student@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('We have sent the password reset link to your email.').waitFor();
  });

  it('keeps visitors out of the student area', async () => {
    const page = await browser.openPage(VIEWPORTS.phone);
    await page.goto('/student-profile');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
