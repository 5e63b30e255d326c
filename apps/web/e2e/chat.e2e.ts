import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationSummary, Envelope } from '@neetmentor/contract';
import { DEMO_LOGINS } from '../../server/src/db/demo-logins.ts';
import { expectNoAxeViolations, screenshotPath, useBrowser, VIEWPORTS } from './browser.ts';

type Browser = ReturnType<typeof useBrowser>;

interface Account {
  role: 'student' | 'mentor';
  token: string;
  id: string;
}

const WIDE = { width: 1280, height: 860 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo student and the demo mentor share an active session (demo data). */
const sessions = new Map<Account['role'], Promise<Account>>();

/**
 * The demo user's session, signed in once per file: the sign-in call allows 10 tries a minute per address,
 * which this file's tests and the files before it would otherwise pass on a fast machine.
 */
function logIn(baseUrl: string, role: Account['role']): Promise<Account> {
  let session = sessions.get(role);
  if (!session) {
    session = signIn(baseUrl, role);
    sessions.set(role, session);
  }
  return session;
}

async function signIn(baseUrl: string, role: Account['role']): Promise<Account> {
  const response = await fetch(`${baseUrl}/api/v1/${role === 'student' ? 'students' : 'mentors'}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LOGINS[role], password: DEMO_LOGINS.password }),
  });
  const { data, message } = (await response.json()) as Envelope<{
    token: string;
    studentId?: string;
    mentorId?: string;
  } | null>;
  const id = data?.studentId ?? data?.mentorId;
  if (!data || !id) throw new Error(`no ${role} login: ${response.status} ${message}`);
  return { role, token: data.token, id };
}

/**
 * A page in a browser context of its own, signed in as the login page would sign in. `beforeLoad` runs
 * before the address opens (to slow a call down, say).
 */
async function openAs(
  browser: Browser,
  account: Account,
  path: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  beforeLoad?: (page: Page) => Promise<unknown>,
) {
  const page = await browser.openPage(viewport);
  await beforeLoad?.(page);
  await page.context().addInitScript(
    ({ token, id, userType }) => {
      localStorage.setItem('auth', token);
      localStorage.setItem('userId', id);
      localStorage.setItem('userType', userType);
    },
    { token: account.token, id: account.id, userType: account.role === 'student' ? 'Student' : 'Mentor' },
  );
  await page.goto(path);
  return page;
}

async function api<T>(baseUrl: string, account: Account, path: string, body?: object): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${account.token}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return ((await response.json()) as Envelope<T>).data;
}

/** The names each side sees of the other, from the conversation lists. */
async function partnerNames(baseUrl: string, student: Account, mentor: Account) {
  const ofStudent = await api<ConversationSummary[]>(
    baseUrl,
    student,
    '/message/all-conversations-students',
    {},
  );
  const ofMentor = await api<ConversationSummary[]>(baseUrl, mentor, '/message/all-conversations', {});
  const mentorEntry = ofStudent.find((entry) => entry._id === mentor.id);
  const studentEntry = ofMentor.find((entry) => entry._id === student.id);
  if (!mentorEntry?.canSend || !studentEntry) throw new Error('the demo pair shares no active session');
  return {
    mentorName: `${mentorEntry.firstName} ${mentorEntry.lastName}`,
    studentName: `${studentEntry.firstName} ${studentEntry.lastName}`,
  };
}

function conversation(page: Page, partnerName: string): Locator {
  return page.getByRole('log', { name: `Messages with ${partnerName}` });
}

/** A message of the user's own in the open conversation: its bubble's row, with its state beside it. */
function ownMessage(log: Locator, text: string): Locator {
  return log.getByText(text, { exact: true }).locator('xpath=..');
}

async function send(page: Page, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Message' });
  await field.fill(text);
  await field.press('Enter');
}

/** How the list shows a conversation's last message: its weight and colour. */
function previewStyle(page: Page, partnerName: string, text: string) {
  return (
    page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(partnerName) })
      // Not exact: the user's own last message follows a "You: " prefix.
      .getByText(text)
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return { weight: style.fontWeight, color: style.color };
      })
  );
}

const HIGHLIGHT = { weight: '700', color: 'rgb(11, 95, 165)' };

describe('chat between the demo student and the demo mentor', () => {
  const browser = useBrowser();

  it('delivers messages live both ways, with the unread highlight and read receipts', async () => {
    const student = await logIn(browser.baseUrl(), 'student');
    const mentor = await logIn(browser.baseUrl(), 'mentor');
    const { mentorName, studentName } = await partnerNames(browser.baseUrl(), student, mentor);
    const stamp = Date.now();

    const mentorPage = await openAs(browser, mentor, '/mentor-dashboard/chat', WIDE);
    await mentorPage.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first().waitFor();
    const studentPage = await openAs(browser, student, `/student-profile/${mentor.id}`, WIDE);
    const studentLog = conversation(studentPage, mentorName);
    await studentLog.waitFor();
    await expectNoAxeViolations(studentPage);

    const question = `Can we meet on Friday? (${stamp})`;
    await send(studentPage, question);
    await ownMessage(studentLog, question).getByText('Sent', { exact: true }).waitFor();

    // The mentor's list shows it at once, blue and bold: it waits for the mentor to read it.
    await expect.poll(() => previewStyle(mentorPage, studentName, question)).toEqual(HIGHLIGHT);
    // The student's own unread message is not highlighted on the student's side.
    expect(await previewStyle(studentPage, mentorName, question)).not.toEqual(HIGHLIGHT);
    await mentorPage.screenshot({ path: screenshotPath('chat-mentor-unread-1280.png') });

    await mentorPage
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(studentName) })
      .click();
    const mentorLog = conversation(mentorPage, studentName);
    await mentorLog.getByText(question, { exact: true }).waitFor();
    // Opening it marks it read: the highlight goes, and the student sees the receipt live.
    await expect.poll(() => previewStyle(mentorPage, studentName, question)).not.toEqual(HIGHLIGHT);
    await ownMessage(studentLog, question).getByText('Read', { exact: true }).waitFor();
    await expectNoAxeViolations(mentorPage);

    const answer = `Friday works, 5 pm? (${stamp})`;
    await send(mentorPage, answer);
    await studentLog.getByText(answer, { exact: true }).waitFor();
    // Read while the student has the conversation open.
    await ownMessage(mentorLog, answer).getByText('Read', { exact: true }).waitFor();
    await studentPage.screenshot({ path: screenshotPath('chat-student-1280.png') });

    // A reload keeps the history.
    await studentPage.reload();
    await conversation(studentPage, mentorName).getByText(answer, { exact: true }).waitFor();
    await conversation(studentPage, mentorName).getByText(question, { exact: true }).waitFor();
  });

  it('delivers a message written during a dropped connection exactly once', async () => {
    const student = await logIn(browser.baseUrl(), 'student');
    const mentor = await logIn(browser.baseUrl(), 'mentor');
    const { mentorName, studentName } = await partnerNames(browser.baseUrl(), student, mentor);
    const stamp = Date.now();
    const mentorPage = await openAs(browser, mentor, `/mentor-dashboard/chat/${student.id}`);
    const mentorLog = conversation(mentorPage, studentName);
    await mentorLog.waitFor();
    const studentPage = await openAs(browser, student, `/student-profile/${mentor.id}`);
    const studentLog = conversation(studentPage, mentorName);
    await studentLog.waitFor();

    const text = `Sent from a tunnel (${stamp})`;
    await studentPage.context().setOffline(true);
    await studentPage.getByText(/You are offline/).waitFor();
    await send(studentPage, text);
    await ownMessage(studentLog, text).getByText('Waiting for connection…').waitFor();
    await studentPage.screenshot({ path: screenshotPath('chat-student-offline.png') });
    await studentPage.context().setOffline(false);

    await ownMessage(studentLog, text)
      .getByText(/^(Sent|Read)$/)
      .waitFor();
    await mentorLog.getByText(text, { exact: true }).waitFor();
    await expect.poll(() => mentorLog.getByText(text, { exact: true }).count()).toBe(1);
    const history = await api<ChatMessage[]>(browser.baseUrl(), mentor, `/message/${student.id}`);
    expect(history.filter((message) => message.message === text)).toHaveLength(1);
  });

  it('keeps an unsent message and the text being typed across a reload, then sends it once', async () => {
    const student = await logIn(browser.baseUrl(), 'student');
    const mentor = await logIn(browser.baseUrl(), 'mentor');
    const { mentorName } = await partnerNames(browser.baseUrl(), student, mentor);
    const stamp = Date.now();
    const page = await openAs(browser, student, `/student-profile/${mentor.id}`);
    const log = conversation(page, mentorName);
    await log.waitFor();

    // The sends never reach the server, as on a network that drops every attempt: the call, and the
    // chat connection (its WebSocket and its long-polling fallback) never opens.
    let attempts = 0;
    let connectionBlocked = true;
    await page.routeWebSocket(/\/socket\.io\//, (socket) => {
      if (connectionBlocked) socket.close();
      else socket.connectToServer();
    });
    await page.route('**/socket.io/**', async (route) =>
      connectionBlocked ? route.abort('connectionreset') : route.continue(),
    );
    await page.route('**/api/v1/message/send/**', async (route) => {
      attempts += 1;
      await route.abort('connectionreset');
    });
    // The page opened its connection before: a reload opens it again, on this network.
    await page.reload();
    await log.waitFor();
    const text = `Typed on a bad network (${stamp})`;
    await send(page, text);
    await expect.poll(() => attempts).toBeGreaterThan(0);
    await ownMessage(log, text).getByText('Sending…').waitFor();
    await page.getByRole('textbox', { name: 'Message' }).fill('Half-typed thought');

    await page.reload();
    await ownMessage(log, text).getByText('Sending…').waitFor();
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('Half-typed thought');

    await page.unroute('**/api/v1/message/send/**');
    connectionBlocked = false;
    await ownMessage(log, text)
      .getByText(/^(Sent|Read)$/)
      .waitFor({ timeout: 40_000 });
    const history = await api<ChatMessage[]>(browser.baseUrl(), student, `/message/${mentor.id}`);
    expect(history.filter((message) => message.message === text)).toHaveLength(1);
  });

  it('shows and stores a message whose answer was lost exactly once', async () => {
    const student = await logIn(browser.baseUrl(), 'student');
    const mentor = await logIn(browser.baseUrl(), 'mentor');
    const { mentorName } = await partnerNames(browser.baseUrl(), student, mentor);
    const page = await openAs(browser, student, `/student-profile/${mentor.id}`);
    const log = conversation(page, mentorName);
    await log.waitFor();

    // The server receives the first attempts, but their answers never arrive: the connection's answer
    // (socket.io's acknowledgement, a frame starting with 43), then the call's.
    let answersLost = 0;
    let acknowledgementsLost = 0;
    await page.routeWebSocket(/\/socket\.io\//, (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((frame) => server.send(frame));
      server.onMessage((frame) => {
        if (typeof frame === 'string' && frame.startsWith('43') && acknowledgementsLost === 0) {
          acknowledgementsLost += 1;
          return;
        }
        socket.send(frame);
      });
    });
    await page.reload();
    await log.waitFor();
    // Connected (the header shows the partner's presence only then): the message goes over the connection.
    await page
      .getByText(/^(Online|Offline)( · .*)?$/)
      .first()
      .waitFor();
    await page.route('**/api/v1/message/send/**', async (route) => {
      if (answersLost >= 1) return route.continue();
      await route.fetch();
      answersLost += 1;
      return route.abort('connectionreset');
    });
    const text = `Answer lost on the way (${Date.now()})`;
    await send(page, text);
    await ownMessage(log, text)
      .getByText(/^(Sent|Read)$/)
      .waitFor({ timeout: 40_000 });
    expect(acknowledgementsLost).toBe(1);
    expect(answersLost).toBe(1);
    expect(await log.getByText(text, { exact: true }).count()).toBe(1);
    const history = await api<ChatMessage[]>(browser.baseUrl(), student, `/message/${mentor.id}`);
    expect(history.filter((message) => message.message === text)).toHaveLength(1);
  });

  it('agrees on a session time: the mentor offers times, the student picks one, both sides and tables show it', async () => {
    const student = await logIn(browser.baseUrl(), 'student');
    const mentor = await logIn(browser.baseUrl(), 'mentor');
    const { mentorName, studentName } = await partnerNames(browser.baseUrl(), student, mentor);
    const mentorPage = await openAs(browser, mentor, `/mentor-dashboard/chat/${student.id}`);
    const mentorLog = conversation(mentorPage, studentName);
    await mentorLog.waitFor();
    const studentPage = await openAs(browser, student, `/student-profile/${mentor.id}`);
    const studentLog = conversation(studentPage, mentorName);
    await studentLog.waitFor();

    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      Date.now() + 3 * DAY_MS,
    );
    await mentorPage.getByRole('button', { name: 'Propose times' }).click();
    const dialog = mentorPage.getByRole('dialog', { name: 'Propose session times' });
    await dialog.getByLabel('Date').first().fill(day);
    await dialog.getByLabel('Time (IST)').first().fill('16:30');
    await dialog.getByLabel('Date').nth(1).fill(day);
    await dialog.getByLabel('Time (IST)').nth(1).fill('18:00');
    await expectNoAxeViolations(mentorPage);
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const offered = studentLog.getByRole('list', { name: 'Offered times (India time)' }).last();
    const choose = offered.getByRole('button', { name: /^Choose .*4:30 pm$/ });
    await choose.waitFor();
    await studentPage.screenshot({ path: screenshotPath('chat-student-proposal.png') });
    await choose.click();

    for (const [page, log] of [
      [studentPage, studentLog],
      [mentorPage, mentorLog],
    ] as const) {
      await log.getByText('Session time agreed').last().waitFor();
      // The line itself, not the live region announcing it (which quotes it after "Session time agreed…").
      await page.getByText(/^Session: .*4:30 pm \(India time\)$/).waitFor();
    }
    await mentorPage.screenshot({ path: screenshotPath('chat-mentor-agreed.png') });

    // The session tables show the agreed time too.
    await mentorPage.goto('/mentor-dashboard/sessions');
    const mentorRow = mentorPage
      .getByRole('table', { name: 'Active sessions' })
      .getByRole('row')
      .filter({ hasText: studentName });
    await mentorRow
      .getByText(/4:30 pm/)
      .first()
      .waitFor();

    await studentPage.getByRole('tab', { name: 'Session Management' }).click();
    const studentRow = studentPage
      .getByRole('row')
      .filter({ hasText: mentorName })
      .filter({ hasText: /active/i })
      .first();
    await studentRow.getByRole('button', { name: /^Details/ }).click();
    await studentPage
      .getByRole('definition')
      .filter({ hasText: /4:30 pm/ })
      .first()
      .waitFor();
  });

  it('fits phones: the list from the header menu’s chat link, then the conversation with a way back', async () => {
    const student = await logIn(browser.baseUrl(), 'student');
    const mentor = await logIn(browser.baseUrl(), 'mentor');
    const { mentorName, studentName } = await partnerNames(browser.baseUrl(), student, mentor);

    const page = await openAs(browser, student, '/', VIEWPORTS.phone);
    // Below 400 px the header's chat link lives in the menu the picture opens.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.locator('#site-menu').getByRole('link', { name: 'Chats', exact: true }).click();
    await page.getByRole('tab', { name: 'Chats', selected: true }).waitFor();
    const list = page.getByRole('navigation', { name: 'Conversations' });
    await list.getByRole('link', { name: new RegExp(mentorName) }).waitFor();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath('chat-student-list-390.png') });

    await list.getByRole('link', { name: new RegExp(mentorName) }).click();
    await conversation(page, mentorName).waitFor();
    expect(await list.count()).toBe(0);
    await page.getByRole('link', { name: 'Back to conversations' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('chat-student-pane-390.png') });
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to conversations' }).click();
    await page.getByRole('tab', { name: 'Chats', selected: true }).waitFor();
    await list.waitFor();

    const mentorPage = await openAs(browser, mentor, `/mentor-dashboard/chat/${student.id}`, VIEWPORTS.phone);
    await conversation(mentorPage, studentName).waitFor();
    await expectNoAxeViolations(mentorPage);
    await mentorPage.screenshot({ path: screenshotPath('chat-mentor-pane-390.png') });

    const widePage = await openAs(browser, mentor, `/mentor-dashboard/chat/${student.id}`);
    await conversation(widePage, studentName).waitFor();
    await widePage.getByRole('navigation', { name: 'Conversations' }).waitFor();
    await widePage.screenshot({ path: screenshotPath('chat-mentor-1366.png') });
  });

  it('opens a long conversation at its newest message, even when the header’s session line comes later', async () => {
    const student = await logIn(browser.baseUrl(), 'student');
    const mentor = await logIn(browser.baseUrl(), 'mentor');
    const { studentName } = await partnerNames(browser.baseUrl(), student, mentor);
    const stamp = Date.now();
    for (let index = 1; index <= 12; index += 1) {
      await api(browser.baseUrl(), student, `/message/send/${mentor.id}`, {
        message: `Question ${index} about the syllabus (${stamp})`,
        clientMessageId: `scroll-${stamp}-${index}`,
      });
    }
    const newest = `Question 12 about the syllabus (${stamp})`;

    // The session line (from the mentor's sessions) arrives well after the history and pushes the
    // messages' view shorter.
    const page = await openAs(
      browser,
      mentor,
      `/mentor-dashboard/chat/${student.id}`,
      VIEWPORTS.phone,
      (opening) =>
        opening.route('**/api/v1/mentors/all-active-sessions**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        }),
    );
    const log = conversation(page, studentName);
    await log.getByText(newest, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Propose times' }).waitFor();
    // The last frame's layout settled.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    const fromEnd = await log.evaluate(
      (element) => element.scrollHeight - element.scrollTop - element.clientHeight,
    );
    expect(fromEnd).toBeLessThanOrEqual(2);
    await expect.poll(() => log.getByText(newest, { exact: true }).isVisible()).toBe(true);
  });
});
