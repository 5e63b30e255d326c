import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { SignedInContext } from '../../../lib/signed-in.ts';
import { chatMessage, conversation } from '../../../test/chat-fixtures.ts';
import { mentorSession, sessionPage } from '../../../test/mentor-session-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { MentorChatPage } from './mentor-chat-page.tsx';

vi.mock('socket.io-client', async () => {
  const { FakeSocket } = await import('../../../test/fake-socket.ts');
  return { io: vi.fn(() => new FakeSocket() as unknown as Socket) };
});

/** The chat page at `route`, signed in as mentor m-1. */
function renderChat(route: string) {
  renderWithProviders(
    <SignedInContext value={{ role: 'mentor', id: 'm-1' }}>
      <Routes>
        <Route path="/mentor-dashboard/chat/:id" element={<MentorChatPage />} />
      </Routes>
    </SignedInContext>,
    { route },
  );
}

describe('MentorChatPage', () => {
  afterEach(clearStorages);

  it('reads the mentor’s conversations and shows the student with their username and agreed time', async () => {
    signInAs('mentor', 'm-1');
    const fetchMock = stubFetch((url) => {
      if (url === '/api/v1/message/all-conversations')
        return envelopeResponse([
          conversation({
            _id: 's-1',
            mentorId: undefined,
            username: 'riyasharma1234',
            firstName: 'Riya',
            lastName: 'Sharma',
          }),
        ]);
      if (url === '/api/v1/message/searched-user-details')
        return envelopeResponse({
          username: 'riyasharma1234',
          profilePicture: null,
          firstName: 'Riya',
          lastName: 'Sharma',
          canSend: true,
        });
      if (url === '/api/v1/message/s-1')
        return envelopeResponse([chatMessage({ senderId: 's-1', receiverId: 'm-1', message: 'Hi sir' })]);
      if (url.startsWith('/api/v1/mentors/all-active-sessions'))
        return envelopeResponse(sessionPage([mentorSession({ scheduledAt: '2025-03-07T11:00:00.000Z' })]));
      return envelopeResponse(null);
    });
    renderChat('/mentor-dashboard/chat/s-1');

    expect(screen.getByRole('heading', { level: 1, name: 'Chats' })).toBeTruthy();
    const pane = await screen.findByRole('region', { name: 'Conversation with Riya Sharma' });
    expect(within(pane).getByText(/@riyasharma1234/)).toBeTruthy();
    expect(await within(pane).findByText('Hi sir')).toBeTruthy();
    expect(await within(pane).findByText(/Session: Fri, 07 Mar,? 2025, 4:30 pm/)).toBeTruthy();
    expect(within(pane).getByRole('button', { name: 'Propose times' })).toBeTruthy();
    expect(within(pane).getByRole('link', { name: 'Back to conversations' }).getAttribute('href')).toBe(
      '/mentor-dashboard/chat',
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/v1/message/read-message/s-1'),
    );
  });

  it('says a conversation with a stranger is not available, with the way back to the list', async () => {
    signInAs('mentor', 'm-1');
    stubFetch((url) => {
      if (url === '/api/v1/message/all-conversations') return envelopeResponse([]);
      if (url === '/api/v1/message/searched-user-details' || url === '/api/v1/message/s-9')
        return envelopeResponse(null, 403, 'You can only message your own students.', 'NOT_YOURS');
      return envelopeResponse(null);
    });
    renderChat('/mentor-dashboard/chat/s-9');

    expect(await screen.findByText(/This conversation is not available\./)).toBeTruthy();
    const pane = screen.getByRole('region', { name: 'Conversation' });
    expect(within(pane).getByRole('link', { name: 'Back to conversations' }).getAttribute('href')).toBe(
      '/mentor-dashboard/chat',
    );
  });
});
