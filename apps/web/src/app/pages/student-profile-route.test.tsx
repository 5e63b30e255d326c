import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { StudentProfile } from '@neetmentor/contract';
import type { StudentProfileTabState } from '../../lib/student-profile-tab.ts';
import { chatMessage, conversation } from '../../test/chat-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../test/render.tsx';
import { clearStorages, signInAs } from '../../test/session.ts';
import { StudentProfileRoute } from './student-profile-route.tsx';

vi.mock('socket.io-client', async () => {
  const { FakeSocket } = await import('../../test/fake-socket.ts');
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

const CHATS: StudentProfileTabState = { tab: 'chats' };

/** The header's chat link, which leads to the Chats tab of the page already open. */
function HeaderChatLink() {
  return (
    <Link to="/student-profile" state={CHATS}>
      Chats link
    </Link>
  );
}

function stubStudentArea() {
  stubFetch((url) => {
    if (url === '/api/v1/message/all-conversations-students') return envelopeResponse([conversation()]);
    if (url === '/api/v1/message/searched-user-details-mentors')
      return envelopeResponse({
        mentorId: 'NM1234',
        profilePicture: null,
        firstName: 'Arjun',
        lastName: 'Mehta',
        canSend: true,
      });
    if (url === '/api/v1/message/m-1') return envelopeResponse([chatMessage()]);
    if (url.includes('-sessions?'))
      return envelopeResponse({
        data: [],
        pagination: { currentPage: 1, totalPages: 1, totalSessions: 0, total: 0, pageSize: 10 },
      });
    return envelopeResponse(STUDENT);
  });
}

function renderArea(route: string) {
  signInAs('student', 's-1');
  stubStudentArea();
  renderWithProviders(
    <>
      <HeaderChatLink />
      <Routes>
        <Route path="/student-profile" element={<StudentProfileRoute />}>
          <Route path=":id" />
        </Route>
      </Routes>
    </>,
    { route },
  );
}

describe('the student profile with its Chats tab', () => {
  afterEach(clearStorages);

  it('opens Chats from the header’s chat link, even while another tab is showing', async () => {
    const user = userEvent.setup();
    renderArea('/student-profile');
    expect(screen.getByRole('tab', { name: 'Account Information', selected: true })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Chats link' }));
    expect(screen.getByRole('tab', { name: 'Chats', selected: true })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeTruthy();
  });

  it('returns from a conversation opened by its address to the list, still on Chats', async () => {
    const user = userEvent.setup();
    renderArea('/student-profile/m-1');
    expect(await screen.findByRole('log', { name: 'Messages with Arjun Mehta' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to conversations' }));
    expect(screen.getByRole('tab', { name: 'Chats', selected: true })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeTruthy();
  });
});
