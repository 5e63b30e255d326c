import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@neetmentor/contract';
import { conversation, lastMessage, proposal } from '../../../test/chat-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ConversationList } from './conversation-list.tsx';

const AWAITING = conversation({ unreadCount: 2 });
const OWN_UNREAD = conversation({
  _id: 'm-2',
  mentorId: 'NM5678',
  firstName: 'Kavya',
  lastName: 'Rao',
  lastMessage: lastMessage({
    message: 'Thank you!',
    receiverId: 'm-2',
    read: false,
    createdAt: '2025-03-04T06:00:00.000Z',
  }),
  unreadCount: 0,
});
const READ = conversation({
  _id: 'm-3',
  firstName: 'Dev',
  lastName: 'Nair',
  lastMessage: lastMessage({
    message: 'See you then',
    receiverId: 's-1',
    read: true,
    createdAt: '2025-03-03T06:00:00.000Z',
  }),
  unreadCount: 0,
});

function renderList(openId?: string) {
  renderWithProviders(
    <ConversationList
      conversations={[AWAITING, OWN_UNREAD, READ]}
      me="s-1"
      openId={openId}
      online={new Set(['m-2'])}
      linkTo={paths.studentChat}
    />,
  );
}

function previewOf(name: string, text: string): HTMLElement {
  return within(screen.getByRole('link', { name: new RegExp(name) })).getByText(text);
}

describe('ConversationList', () => {
  it('shows the last message blue and bold only while it waits for the user to read it', () => {
    renderList();
    const awaiting = getComputedStyle(previewOf('Arjun Mehta', 'Hello Riya'));
    expect(awaiting.fontWeight).toBe('700');
    expect(awaiting.color).toBe('rgb(11, 95, 165)');

    for (const quiet of [previewOf('Kavya Rao', 'Thank you!'), previewOf('Dev Nair', 'See you then')]) {
      expect(getComputedStyle(quiet).fontWeight).toBe('400');
    }
  });

  it('marks the user’s own last message, the unread count, who is online and the open conversation', () => {
    renderList('m-3');
    const arjun = screen.getByRole('link', { name: /Arjun Mehta/ });
    const kavya = screen.getByRole('link', { name: /Kavya Rao/ });
    const dev = screen.getByRole('link', { name: /Dev Nair/ });
    expect(arjun.textContent).toContain('2 unread');
    expect(arjun.getAttribute('href')).toBe('/student-profile/m-1');
    expect(kavya.textContent).toContain('You: Thank you!');
    expect(kavya.textContent).toContain('(online)');
    expect(arjun.textContent).not.toContain('(online)');
    expect(dev.getAttribute('aria-current')).toBe('page');
    expect(arjun.getAttribute('aria-current')).toBeNull();
  });

  it('words an offer of times and an agreed time in Hindi for a Hindi reader, from the kind and times', () => {
    const offer = proposal({ slots: ['2025-03-07T11:00:00.000Z'] });
    const offered = conversation({
      lastMessage: lastMessage({
        message: 'Proposed times for 60-minute session (India time): Fri, 07 Mar 2025, 4:30 pm',
        kind: 'proposal',
        proposal: offer,
      }),
    });
    const agreed = conversation({
      _id: 'm-2',
      firstName: 'Kavya',
      lastName: 'Rao',
      lastMessage: lastMessage({
        message: 'Session time agreed: Fri, 07 Mar 2025, 4:30 pm (India time)',
        receiverId: 'm-2',
        kind: 'scheduled',
        proposal: { ...offer, status: 'accepted', chosenSlot: '2025-03-07T11:00:00.000Z' },
      }),
    });
    renderWithProviders(
      <ConversationList
        conversations={[offered, agreed]}
        me="s-1"
        openId={undefined}
        online={new Set()}
        linkTo={paths.studentChat}
      />,
      { language: 'hi' },
    );
    const time = new Intl.DateTimeFormat('hi-IN', {
      timeZone: 'Asia/Kolkata',
      weekday: 'short',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(new Date('2025-03-07T11:00:00.000Z'));
    expect(screen.getByRole('link', { name: /Arjun Mehta/ }).textContent).toContain(
      `60-minute session के लिए सुझाए गए समय (भारतीय समय): ${time}`,
    );
    const kavya = screen.getByRole('link', { name: /Kavya Rao/ }).textContent;
    expect(kavya).toContain(`आप: सेशन का समय तय हुआ: ${time} (भारतीय समय)`);
    expect(kavya).not.toContain('India time');
  });
});
