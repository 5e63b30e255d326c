import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage, type SiteLanguage } from '@neetmentor/contract';
import { chatOutboxKey, chatDraftKey } from '../../../lib/chat-storage.ts';
import { DataSaverProvider } from '../../../lib/data-saver.tsx';
import { SignedInContext } from '../../../lib/signed-in.ts';
import { sessionPage, studentSession } from '../../../test/booking-fixtures.ts';
import { chatMessage, conversation, proposal } from '../../../test/chat-fixtures.ts';
import type { FakeSocket } from '../../../test/fake-socket.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { StudentChats } from './student-chats.tsx';

const sockets = vi.hoisted(() => [] as FakeSocket[]);

vi.mock('socket.io-client', async () => {
  const { FakeSocket: Fake } = await import('../../../test/fake-socket.ts');
  return {
    io: vi.fn(() => {
      const socket = new Fake();
      sockets.push(socket);
      return socket as unknown as Socket;
    }),
  };
});

/** The server's side of the connection the screen holds (kept between tests, as between screens). */
function server(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no connection');
  return socket;
}

const ME = 's-1';
const TODAY = new Date().toISOString();

interface ChatServer {
  history: ChatMessage[];
  /** The page answered to a history address with a query (a page before a message, a smaller page). */
  page?: (url: string) => ChatMessage[];
  /** Every history address asked for. */
  historyUrls: string[];
  partnerPicture: string | null;
  canSend: boolean;
  /** Answers message/send; the default stores the message. */
  send: (body: { message: string; clientMessageId: string }) => Response | Promise<Response>;
  sends: { message: string; clientMessageId: string }[];
  reads: number;
}

function stubChat(overrides: Partial<ChatServer> = {}): ChatServer {
  const state: ChatServer = {
    history: [chatMessage({ createdAt: TODAY })],
    canSend: true,
    send: (body) =>
      envelopeResponse(
        chatMessage({
          _id: `stored-${body.clientMessageId}`,
          senderId: ME,
          receiverId: 'm-1',
          message: body.message,
          clientMessageId: body.clientMessageId,
          createdAt: new Date().toISOString(),
        }),
      ),
    sends: [],
    reads: 0,
    historyUrls: [],
    partnerPicture: null,
    ...overrides,
  };
  stubFetch((url, init) => {
    if (url === '/api/v1/message/all-conversations-students')
      return envelopeResponse([conversation({ canSend: state.canSend })]);
    if (url === '/api/v1/message/searched-user-details-mentors')
      return envelopeResponse({
        mentorId: 'NM1234',
        profilePicture: state.partnerPicture,
        firstName: 'Arjun',
        lastName: 'Mehta',
        canSend: state.canSend,
      });
    if (url === '/api/v1/message/m-1' || url.startsWith('/api/v1/message/m-1?')) {
      state.historyUrls.push(url);
      return envelopeResponse(url.includes('?') && state.page ? state.page(url) : state.history);
    }
    if (url.startsWith('/api/v1/students/purchased-sessions'))
      return envelopeResponse(
        sessionPage([studentSession({ status: 'active', scheduledAt: '2025-03-07T11:00:00.000Z' })]),
      );
    if (url === '/api/v1/message/read-message/m-1') {
      state.reads += 1;
      state.history = state.history.map((message) =>
        message.receiverId === ME ? { ...message, read: true } : message,
      );
      return envelopeResponse(null);
    }
    if (url === '/api/v1/message/send/m-1') {
      const body = JSON.parse(String(init?.body)) as { message: string; clientMessageId: string };
      state.sends.push(body);
      return state.send(body);
    }
    return envelopeResponse(null, 404, 'Not found');
  });
  return state;
}

function renderChats(
  route = '/student-profile/m-1',
  { language = 'en', dataSaver = false }: { language?: SiteLanguage; dataSaver?: boolean } = {},
) {
  signInAs('student', ME);
  return renderWithProviders(
    <DataSaverProvider initial={dataSaver}>
      <SignedInContext value={{ role: 'student', id: ME }}>
        <Routes>
          <Route path="/student-profile" element={<StudentChats />}>
            <Route path=":id" />
          </Route>
        </Routes>
      </SignedInContext>
    </DataSaverProvider>,
    { route, language },
  );
}

async function openConversation(name = 'Messages with Arjun Mehta') {
  const log = await screen.findByRole('log', { name });
  act(() => server().serverSends('connect'));
  return log;
}

function messageField(): HTMLElement {
  return screen.getByRole('textbox', { name: 'Message' });
}

describe('the student’s chats', () => {
  afterEach(() => {
    clearStorages();
    vi.unstubAllGlobals();
  });

  it('opens a conversation with the partner, the agreed time and the history, and marks it read', async () => {
    const state = stubChat();
    renderChats();
    const log = await openConversation();

    expect(screen.getByRole('heading', { level: 2, name: 'Arjun Mehta' })).toBeTruthy();
    expect(screen.getByText(/Session: Fri, 07 Mar,? 2025, 4:30 pm \(India time\)/)).toBeTruthy();
    expect(within(log).getByText('Today')).toBeTruthy();
    expect(within(log).getByText('Hello Riya')).toBeTruthy();
    await waitFor(() => expect(state.reads).toBe(1));
    // Below 1280 px the pane replaces the list, with a way back.
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to conversations' }).getAttribute('href')).toBe(
      '/student-profile',
    );
  });

  it('shows a typed message at once as Sending…, then Sent, then Read from the receipt', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const state = stubChat({ send: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderChats();
    const log = await openConversation();

    await user.type(messageField(), 'See you at 4:30?{Enter}');
    expect(within(log).getByText('See you at 4:30?')).toBeTruthy();
    expect(within(log).getByText('Sending…')).toBeTruthy();
    expect((messageField() as HTMLTextAreaElement).value).toBe('');

    await waitFor(() => expect(state.sends).toHaveLength(1));
    const sent = state.sends[0];
    if (!sent) throw new Error('nothing sent');
    const stored = chatMessage({
      _id: 'stored-1',
      senderId: ME,
      receiverId: 'm-1',
      message: sent.message,
      clientMessageId: sent.clientMessageId,
      createdAt: new Date().toISOString(),
    });
    answer(envelopeResponse(stored));
    await waitFor(() => expect(within(log).getByText('Sent')).toBeTruthy());
    expect(within(log).queryByText('Sending…')).toBeNull();

    // The push of the same message (to this device too) shows it once.
    act(() => server().serverSends('newMessage', stored));
    expect(within(log).getAllByText('See you at 4:30?')).toHaveLength(1);

    act(() => server().serverSends('messagesRead', { readerId: 'm-1', upTo: new Date().toISOString() }));
    expect(await within(log).findByText('Read')).toBeTruthy();
  });

  it('sends over the open connection, and through the call, with the same client id, when it refuses or fails', async () => {
    const user = userEvent.setup();
    const state = stubChat();
    renderChats();
    const log = await openConversation();
    const connection = server();
    connection.connected = true;
    connection.answer = (_event, request) => {
      const sent = request as { receiverId: string; message: string; clientMessageId: string };
      return {
        ok: true,
        message: chatMessage({
          _id: `pushed-${sent.clientMessageId}`,
          senderId: ME,
          receiverId: sent.receiverId,
          message: sent.message,
          clientMessageId: sent.clientMessageId,
          createdAt: new Date().toISOString(),
        }),
      };
    };

    await user.type(messageField(), 'Over the socket{Enter}');
    await waitFor(() => expect(within(log).getByText('Sent')).toBeTruthy());
    expect(state.sends).toHaveLength(0);
    expect(connection.acknowledged).toEqual([
      {
        event: 'sendMessage',
        args: [{ receiverId: 'm-1', message: 'Over the socket', clientMessageId: expect.any(String) }],
      },
    ]);

    // Refused over the connection (here: too fast): the call decides, with the same client id.
    connection.answer = () => ({ ok: false, error: { code: 'RATE_LIMITED', message: 'Please wait.' } });
    await user.type(messageField(), 'Through the call{Enter}');
    await waitFor(() => expect(state.sends).toHaveLength(1));
    const refusedId = (connection.acknowledged[1]?.args[0] as { clientMessageId: string }).clientMessageId;
    expect(state.sends[0]).toEqual({ message: 'Through the call', clientMessageId: refusedId });

    // No answer over the connection: the call again.
    connection.answer = () => {
      throw new Error('operation has timed out');
    };
    await user.type(messageField(), 'No answer{Enter}');
    await waitFor(() => expect(state.sends).toHaveLength(2));
    expect(state.sends[1]?.message).toBe('No answer');
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    expect(within(log).getAllByText('Sent').length).toBeGreaterThan(0);
  });

  it('sends on Enter, starts a new line on Shift+Enter, and counts characters near the limit', async () => {
    const user = userEvent.setup();
    const state = stubChat();
    renderChats();
    await openConversation();

    await user.type(messageField(), 'first line{Shift>}{Enter}{/Shift}second line');
    expect((messageField() as HTMLTextAreaElement).value).toBe('first line\nsecond line');
    expect(state.sends).toHaveLength(0);

    fireEvent.change(messageField(), { target: { value: 'a'.repeat(1800) } });
    expect(screen.getByText('1,800 / 2,000 characters')).toBeTruthy();
    fireEvent.change(messageField(), { target: { value: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 5) } });
    expect(screen.getByText('2,005 / 2,000 characters: shorten it by 5 to send')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps the text being typed on the device, so a reload does not lose it', async () => {
    const user = userEvent.setup();
    stubChat();
    const first = renderChats();
    await openConversation();
    await user.type(messageField(), 'half a thought');
    expect(localStorage.getItem(chatDraftKey(ME, 'm-1'))).toBe('half a thought');
    first.unmount();

    renderChats();
    await openConversation();
    expect((messageField() as HTMLTextAreaElement).value).toBe('half a thought');
  });

  it('holds messages written offline, kept on the device, and sends them once back online', async () => {
    const user = userEvent.setup();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const state = stubChat();
    renderChats();
    const log = await openConversation();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(/You are offline/)).toBeTruthy();

    await user.type(messageField(), 'typed in a tunnel{Enter}');
    expect(within(log).getByText('Waiting for connection…')).toBeTruthy();
    const kept = JSON.parse(localStorage.getItem(chatOutboxKey(ME, 'm-1')) ?? '[]') as { text: string }[];
    expect(kept.map((entry) => entry.text)).toEqual(['typed in a tunnel']);
    expect(state.sends).toHaveLength(0);

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(within(log).getByText('Sent')).toBeTruthy());
    expect(state.sends).toHaveLength(1);
    expect(localStorage.getItem(chatOutboxKey(ME, 'm-1'))).toBeNull();
  });

  it('marks a refused message failed with the reason, to retry or delete', async () => {
    const user = userEvent.setup();
    stubChat({
      send: () =>
        envelopeResponse(
          null,
          403,
          'You can send messages while you have an active session together.',
          'CHAT_CLOSED',
        ),
    });
    renderChats();
    const log = await openConversation();

    await user.type(messageField(), 'too late{Enter}');
    const alert = await within(log).findByRole('alert');
    expect(alert.textContent).toContain(
      'Not sent: You can send messages while you have an active session together.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Delete this message' }));
    expect(within(log).queryByText('too late')).toBeNull();
  });

  it('says why nothing can be sent once the session is over, and keeps the history readable', async () => {
    stubChat({ canSend: false });
    renderChats();
    const log = await openConversation();
    expect(within(log).getByText('Hello Riya')).toBeTruthy();
    expect(await screen.findByRole('note')).toHaveProperty(
      'textContent',
      'You can send messages while you have an active session together. This conversation stays here to read.',
    );
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('shows a message pushed while the conversation is open and marks it read', async () => {
    const state = stubChat();
    renderChats();
    const log = await openConversation();
    await waitFor(() => expect(state.reads).toBeGreaterThan(0));
    const readsBefore = state.reads;

    act(() =>
      server().serverSends(
        'newMessage',
        chatMessage({
          _id: 'msg-2',
          message: 'Are you free on Friday?',
          createdAt: new Date().toISOString(),
        }),
      ),
    );
    expect(await within(log).findByText('Are you free on Friday?')).toBeTruthy();
    await waitFor(() => expect(state.reads).toBe(readsBefore + 1));
  });

  it('lets the student choose one of the offered times', async () => {
    const user = userEvent.setup();
    const offer = chatMessage({
      _id: 'offer-1',
      kind: 'proposal',
      message: 'Proposed times',
      proposal: proposal(),
      createdAt: TODAY,
    });
    stubChat({ history: [offer] });
    const chosen = proposal({ status: 'accepted', chosenSlot: '2025-03-07T11:00:00.000Z' });
    const fetchMock = vi.mocked(fetch);
    const serverAnswer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input) === '/api/v1/message/choose-time'
        ? Promise.resolve(
            envelopeResponse(
              chatMessage({
                _id: 'agreed-1',
                senderId: ME,
                receiverId: 'm-1',
                kind: 'scheduled',
                proposal: chosen,
              }),
            ),
          )
        : (serverAnswer?.(input, init) ?? Promise.reject(new Error('no answer'))),
    );
    renderChats();
    const log = await openConversation();

    await user.click(within(log).getByRole('button', { name: /^Choose Fri, 07 Mar,? 2025, 4:30 pm$/ }));
    expect(await within(log).findByText('Session time agreed')).toBeTruthy();
    expect(within(log).getByText(/4:30 pm \(chosen\)/)).toBeTruthy();
    expect(within(log).queryByRole('button', { name: /^Choose/ })).toBeNull();
    const choice = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/message/choose-time');
    expect(JSON.parse(String(choice?.[1]?.body))).toEqual({
      proposalId: 'prop-1',
      slot: '2025-03-07T11:00:00.000Z',
    });
  });

  it('puts the list beside the conversation from 1280 px, with the unread highlight', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 1280px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    stubChat();
    renderChats('/student-profile');
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const link = await within(list).findByRole('link', { name: /Arjun Mehta/ });
    expect(link.getAttribute('href')).toBe('/student-profile/m-1');
    expect(link.textContent).toContain('1 unread');
    expect(screen.getByText('Choose a conversation to read and write messages.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to conversations' })).toBeNull();
  });

  it('announces new messages and agreed times in one polite live region, not the history', async () => {
    stubChat();
    renderChats();
    const log = await openConversation();
    expect(within(log).getByText('Hello Riya')).toBeTruthy();
    const region = document.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toBe('');

    act(() =>
      server().serverSends(
        'newMessage',
        chatMessage({
          _id: 'msg-2',
          message: 'Are you free on Friday?',
          createdAt: new Date().toISOString(),
        }),
      ),
    );
    await waitFor(() =>
      expect(region?.textContent).toBe('New message from Arjun Mehta: Are you free on Friday?'),
    );

    const chosen = proposal({ status: 'accepted', chosenSlot: '2025-03-07T11:00:00.000Z' });
    act(() =>
      server().serverSends(
        'newMessage',
        chatMessage({
          _id: 'agreed-1',
          kind: 'scheduled',
          message: 'Session time agreed',
          proposal: chosen,
          createdAt: new Date(Date.now() + 1000).toISOString(),
        }),
      ),
    );
    await waitFor(() =>
      expect(region?.textContent).toMatch(
        /^Session time agreed for 60-minute session: Fri, 07 Mar,? 2025, 4:30 pm \(India time\)\.$/,
      ),
    );
    expect(document.querySelectorAll('[aria-live="polite"]')).toHaveLength(1);
  });

  it('puts the focus back in the message field after sending with the button', async () => {
    const user = userEvent.setup();
    stubChat();
    renderChats();
    const log = await openConversation();
    await user.type(messageField(), 'With the button');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(log).getByText('Sent')).toBeTruthy());
    expect(document.activeElement).toBe(messageField());
  });

  it('shows an offer of times in Hindi, with Hindi dates, and lets the student choose one', async () => {
    const user = userEvent.setup();
    const offer = chatMessage({
      _id: 'offer-1',
      kind: 'proposal',
      message: 'Proposed times',
      proposal: proposal(),
      createdAt: TODAY,
    });
    stubChat({ history: [offer] });
    renderChats('/student-profile/m-1', { language: 'hi' });
    const log = await openConversation('Arjun Mehta के साथ मैसेज');

    expect(screen.getByRole('region', { name: 'Arjun Mehta के साथ बातचीत' })).toBeTruthy();
    expect(within(log).getByText('आज')).toBeTruthy();
    expect(within(log).getByText('Arjun Mehta ने 60-minute session के लिए समय सुझाए')).toBeTruthy();
    const times = within(log).getByRole('list', { name: 'सुझाए गए समय (भारतीय समय)' });
    expect(within(times).getByText('शुक्र, 07 मार्च 2025, 4:30 pm')).toBeTruthy();
    expect(within(log).getByText('जो समय आपके लिए ठीक हो, उसे चुनें।')).toBeTruthy();
    expect(await screen.findByText('सेशन: शुक्र, 07 मार्च 2025, 4:30 pm (भारतीय समय)')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'मैसेज' }).getAttribute('placeholder')).toBe('मैसेज लिखें');

    const chosen = proposal({ status: 'accepted', chosenSlot: '2025-03-07T11:00:00.000Z' });
    const fetchMock = vi.mocked(fetch);
    const serverAnswer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input) === '/api/v1/message/choose-time'
        ? Promise.resolve(
            envelopeResponse(
              chatMessage({
                _id: 'agreed-1',
                senderId: ME,
                receiverId: 'm-1',
                kind: 'scheduled',
                proposal: chosen,
                createdAt: new Date(Date.now() + 1000).toISOString(),
              }),
            ),
          )
        : (serverAnswer?.(input, init) ?? Promise.reject(new Error('no answer'))),
    );
    await user.click(within(log).getByRole('button', { name: 'शुक्र, 07 मार्च 2025, 4:30 pm चुनें' }));
    expect(await within(log).findByText('सेशन का समय तय हुआ')).toBeTruthy();
    expect(within(log).getByText('शुक्र, 07 मार्च 2025, 4:30 pm (भारतीय समय)')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
        '60-minute session के सेशन का समय तय हुआ: शुक्र, 07 मार्च 2025, 4:30 pm (भारतीय समय)।',
      ),
    );
  });

  it('in data-saver mode loads the last 20 messages only, older ones when asked, and pictures on tap', async () => {
    const user = userEvent.setup();
    const start = Date.now() - 60 * 60 * 1000;
    const at = (minute: number) => new Date(start + minute * 60 * 1000).toISOString();
    const latest = Array.from({ length: 20 }, (_, index) =>
      chatMessage({ _id: `msg-${100 + index}`, message: `latest ${index + 1}`, createdAt: at(30 + index) }),
    );
    const earlier = Array.from({ length: 5 }, (_, index) =>
      chatMessage({ _id: `msg-0${index}`, message: `earlier ${index + 1}`, createdAt: at(index) }),
    );
    const state = stubChat({
      history: latest,
      page: (url) => (url.includes('before=') ? earlier : latest),
      partnerPicture: '/uploads/arjun.jpg',
    });
    const { container } = renderChats('/student-profile/m-1', { dataSaver: true });
    const log = await openConversation();

    expect(await within(log).findByText('latest 20')).toBeTruthy();
    // Opening it, and the connection opening, each ask for the latest 20.
    expect(new Set(state.historyUrls)).toEqual(new Set(['/api/v1/message/m-1?limit=20']));
    // Scrolling to the top fetches nothing by itself: each page is asked for.
    fireEvent.scroll(log);
    expect(state.historyUrls.filter((url) => url.includes('before='))).toEqual([]);

    await user.click(within(log).getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(log).findByText('earlier 1')).toBeTruthy();
    expect(state.historyUrls.filter((url) => url.includes('before='))).toEqual([
      '/api/v1/message/m-1?before=msg-100&limit=20',
    ]);
    // A page shorter than 20 was the first one.
    expect(within(log).queryByRole('button', { name: 'Load earlier messages' })).toBeNull();

    // The partner's picture waits for a tap.
    expect(container.querySelector('img')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Show picture' }));
    expect(container.querySelector('img')?.getAttribute('src')).toContain('arjun');
  });
});
