import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatIstDate, type MentorReferrals } from '@neetmentor/contract';
import { referrals } from '../../../test/mentor-account-fixtures.ts';
import { envelopeResponse, stubFetch } from '../../../test/render.tsx';
import { renderAsMentor } from '../../../test/render-as-mentor.tsx';
import { clearStorages } from '../../../test/session.ts';
import { ReferralsPage } from './referrals-page.tsx';

function renderReferrals(answer: MentorReferrals) {
  stubFetch(() => envelopeResponse(answer));
  renderAsMentor(<ReferralsPage />, '/mentor-dashboard/referals');
}

const REWARD =
  'Earn ₹30 for every student who signs up with your code and books and completes their first paid session.';

describe('ReferralsPage', () => {
  afterEach(() => {
    clearStorages();
    vi.unstubAllGlobals();
  });

  it('stays blurred behind the spec’s notice until the programme opens', async () => {
    renderReferrals(referrals({ available: false, availableFrom: null }));

    const notice = await screen.findByRole('note', { name: 'Coming soon' });
    expect(within(notice).getByText('The referral system will be available from May.')).toBeTruthy();
    expect(within(notice).getByText(REWARD)).toBeTruthy();
    // The blurred page is out of reach: no button to press, nothing read out.
    const code = screen.getByText('ANANYA30');
    expect(code.closest('[inert]')).not.toBeNull();
  });

  it('names the configured opening day in the notice', async () => {
    renderReferrals(referrals({ available: false, availableFrom: '2026-05-01T00:00:00+05:30' }));

    expect(
      await screen.findByText(
        `The referral system will be available from ${formatIstDate('2026-05-01T00:00:00+05:30')}.`,
      ),
    ).toBeTruthy();
  });

  it('once open, shows the code with a copy button and the counts', async () => {
    const user = userEvent.setup();
    renderReferrals(referrals({ available: true, availableFrom: '2025-05-01T00:00:00+05:30' }));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    const code = await screen.findByText('ANANYA30');
    expect(code.closest('[inert]')).toBeNull();
    expect(screen.queryByRole('note', { name: 'Coming soon' })).toBeNull();
    const figures = screen.getByText('Students referred').closest('dl');
    expect(figures?.textContent).toBe('Students referred4Rewards earned2Added to your wallet₹60');
    expect(screen.getByText(REWARD)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('ANANYA30'));
    expect(await screen.findByText('Copied. Share it with students preparing for NEET.')).toBeTruthy();
  });

  it('says how to copy by hand when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    renderReferrals(referrals({ available: true }));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(
      await screen.findByText('Your browser did not allow copying: select the code and copy it.'),
    ).toBeTruthy();
  });
});
