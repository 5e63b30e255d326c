import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chatMessage, proposal } from '../../../test/chat-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProposalCard, ScheduledCard } from './proposal-card.tsx';

function renderCard(props: Partial<Parameters<typeof ProposalCard>[0]> = {}) {
  const onChoose = vi.fn();
  renderWithProviders(
    <ProposalCard
      proposal={proposal()}
      me="s-1"
      partnerName="Arjun Mehta"
      canAnswer
      choosing={null}
      onChoose={onChoose}
      {...props}
    />,
  );
  return onChoose;
}

describe('ProposalCard', () => {
  it('offers the other side a Choose button for each time, in India time', async () => {
    const user = userEvent.setup();
    const onChoose = renderCard();
    expect(screen.getByText('Arjun Mehta offered times for 60-minute session')).toBeTruthy();
    const times = within(screen.getByRole('list', { name: 'Offered times (India time)' })).getAllByRole(
      'listitem',
    );
    expect(times.map((item) => item.firstChild?.textContent)).toEqual([
      expect.stringMatching(/^Fri, 07 Mar,? 2025, 4:30 pm$/),
      expect.stringMatching(/^Sat, 08 Mar,? 2025, 10:00 am$/),
    ]);
    await user.click(screen.getByRole('button', { name: /^Choose Sat, 08 Mar/ }));
    expect(onChoose).toHaveBeenCalledWith('2025-03-08T04:30:00.000Z');
  });

  it('lets the proposer wait, and shows no choice once replaced, agreed or the chat closed', () => {
    renderCard({ me: 'm-1' });
    expect(screen.getByText('You offered times for 60-minute session')).toBeTruthy();
    expect(screen.getByText('Waiting for Arjun Mehta to choose one.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a newer offer replaced it', () => {
    renderCard({ proposal: proposal({ status: 'replaced' }) });
    expect(screen.getByText('A newer offer replaced these times.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks the chosen time once agreed', () => {
    renderCard({ proposal: proposal({ status: 'accepted', chosenSlot: '2025-03-07T11:00:00.000Z' }) });
    expect(screen.getByText(/4:30 pm \(chosen\)/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers nothing to choose when the session is over', () => {
    renderCard({ canAnswer: false });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

it('shows the agreed time of a scheduled message', () => {
  const chosen = proposal({ status: 'accepted', chosenSlot: '2025-03-07T11:00:00.000Z' });
  renderWithProviders(<ScheduledCard message={chatMessage({ kind: 'scheduled', proposal: chosen })} />);
  expect(screen.getByText('Session time agreed')).toBeTruthy();
  expect(screen.getByText(/^Fri, 07 Mar,? 2025, 4:30 pm \(India time\)$/)).toBeTruthy();
});
