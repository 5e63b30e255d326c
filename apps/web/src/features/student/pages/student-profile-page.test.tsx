import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteLanguage, StudentProfile } from '@neetmentor/contract';
import { StudentProfileRoute } from '../../../app/pages/student-profile-route.tsx';
import { readStoredAuth } from '../../../lib/auth-storage.ts';
import { sessionPage } from '../../../test/booking-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';

// Sections and forms load on demand: a chunk can take seconds when the whole suite shares two cores.
configure({ asyncUtilTimeout: 5000 });

/** Journeys of several chunks and calls: slow when the whole suite shares two cores. */
const FLOW_TIMEOUT_MS = 30_000;

// The chat screens open a realtime connection: a stand-in plays the server, no network attempt is made.
vi.mock('socket.io-client', async () => {
  const { FakeSocket } = await import('../../../test/fake-socket.ts');
  return { io: vi.fn(() => new FakeSocket() as unknown as Socket) };
});

const STUDENT: StudentProfile = {
  _id: 's-1',
  username: 'riyasharma1234',
  firstName: 'Riya',
  lastName: 'Sharma',
  email: 'riya@example.com',
  number: null,
  gender: null,
  currentClass: '12th',
  profilePicture: null,
  dateOfBirth: null,
  guardian: null,
  notifications: [],
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderProfile(route: string, language: SiteLanguage = 'en') {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/student-profile" element={<StudentProfileRoute />}>
          <Route path=":id" />
        </Route>
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
      <Where />
    </>,
    { route, language },
  );
}

describe('StudentProfilePage', () => {
  afterEach(clearStorages);

  it('shows the account information with - - - for empty details', async () => {
    signInAs('student', 's-1');
    stubFetch(() => envelopeResponse(STUDENT));
    renderProfile('/student-profile');

    expect(screen.getByRole('tab', { name: 'Account Information', selected: true })).toBeTruthy();
    const details = await screen.findByText('riya@example.com', { selector: 'dd' });
    const list = details.closest('dl');
    if (!list) throw new Error('no details list');
    const rows = within(list)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Email: riya@example.com',
      'Username: riyasharma1234',
      'First Name: Riya',
      'Last Name: Sharma',
      'Number: - - -',
      'Class: 12th',
      'Gender: - - -',
      'Date of Birth: - - -',
    ]);
  });

  it('shows the real empty states of the session tabs', async () => {
    const user = userEvent.setup();
    signInAs('student', 's-1');
    const fetchMock = stubFetch((url) =>
      envelopeResponse(url.includes('-sessions?') ? sessionPage([]) : STUDENT),
    );
    renderProfile('/student-profile');

    await user.click(screen.getByRole('tab', { name: 'Session Management' }));
    expect(await screen.findByText('No Purchased Session yet')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Completed Sessions' }));
    expect(await screen.findByText('No Completed Session yet')).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/v1/students/purchased-sessions?page=1');
    expect(urls).toContain('/api/v1/students/complete-sessions?page=1');
  });

  it('opens Chats for /student-profile/:id and drops the id when another tab is chosen', async () => {
    const user = userEvent.setup();
    signInAs('student', 's-1');
    stubFetch((url) => envelopeResponse(url.includes('-sessions?') ? sessionPage([]) : STUDENT));
    renderProfile('/student-profile/m-42');

    expect(screen.getByRole('tab', { name: 'Chats', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Session Management' }));
    // The router's navigation is a transition: it shows once the section's chunk is in.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/student-profile'));
    expect(screen.getByRole('tab', { name: 'Session Management', selected: true })).toBeTruthy();
  });

  it('logs out after confirmation: the server call, cleared storage, then /login', async () => {
    const user = userEvent.setup();
    signInAs('student', 's-1', true);
    const fetchMock = stubFetch(() => envelopeResponse(STUDENT));
    renderProfile('/student-profile');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
    expect(dialog.textContent).toContain('Are you sure you want to log out?');
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/v1/students/logout');
    expect(readStoredAuth()).toEqual({ auth: null, userId: null, userType: null, adminId: null });
  });

  it(
    'edits the profile with a picture, showing server field errors by their fields',
    async () => {
      const user = userEvent.setup();
      signInAs('student', 's-1');
      let upload: FormData | undefined;
      stubFetch((_url, init) => {
        if (!(init?.body instanceof FormData)) return envelopeResponse(STUDENT);
        upload = init.body;
        if (upload.get('username') === 'admin') {
          return envelopeResponse(
            { errors: [{ path: 'username', message: 'This username is reserved.' }] },
            400,
            'Please correct the highlighted fields.',
          );
        }
        return envelopeResponse({
          ...STUDENT,
          username: 'riya.s',
          gender: 'Female',
          profilePicture: '/uploads/new.webp',
        });
      });
      renderProfile('/student-profile');

      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      // The form comes in a chunk of its own, when first asked for.
      const email = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Email' });
      expect(email.readOnly).toBe(true);
      const username = screen.getByRole('textbox', { name: 'Username' });
      await user.clear(username);
      await user.type(username, 'x');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      // The request's rules refuse it before sending.
      expect(await screen.findByText('Username: 3 to 30 letters, digits, dots or underscores.')).toBeTruthy();
      expect(upload).toBeUndefined();

      await user.clear(username);
      await user.type(username, 'admin');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('This username is reserved.')).toBeTruthy();
      expect(username.getAttribute('aria-invalid')).toBe('true');

      await user.clear(username);
      await user.type(username, 'riya.s');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
      await user.type(screen.getByLabelText('Date of Birth'), '2010-02-28');
      await user.upload(
        screen.getByLabelText('Profile Picture'),
        new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }),
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Your profile has been updated.')).toBeTruthy();
      expect(screen.getByText('riya.s', { selector: 'dd' })).toBeTruthy();
      expect(upload?.get('email')).toBe('riya@example.com');
      expect(upload?.get('studentId')).toBe('s-1');
      expect(upload?.get('gender')).toBe('Female');
      expect(upload?.get('dateOfBirth')).toBe('2010-02-28');
      expect(upload?.get('profilePicture')).toBeInstanceOf(File);
    },
    FLOW_TIMEOUT_MS,
  );

  it('reads in Hindi, with the account’s choice of language (site-language-choice.test.tsx)', async () => {
    signInAs('student', 's-1');
    stubFetch(() => envelopeResponse({ ...STUDENT, gender: 'Female' }));
    renderProfile('/student-profile', 'hi');

    expect(screen.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'अकाउंट की जानकारी', selected: true })).toBeTruthy();
    const details = await screen.findByText('riya@example.com', { selector: 'dd' });
    const list = details.closest('dl');
    if (!list) throw new Error('no details list');
    const rows = within(list)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toContain('कक्षा: 12वीं');
    expect(rows).toContain('लिंग: महिला');

    const choice = screen.getByRole('radiogroup', { name: 'भाषा' });
    expect(within(choice).getByRole('radio', { name: 'हिन्दी' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'यह भाषा चुनें' })).toHaveProperty('disabled', true);
  });
});
