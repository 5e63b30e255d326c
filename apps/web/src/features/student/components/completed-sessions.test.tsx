import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionPage, studentSession } from '../../../test/booking-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { CompletedSessions } from './completed-sessions.tsx';

// Dialogs and chunks loaded on demand can take seconds when the whole suite shares two cores.
configure({ asyncUtilTimeout: 5000 });

/** Journeys of several calls and dialogs: slow when the whole suite shares two cores. */
const FLOW_TIMEOUT_MS = 15_000;

const COMPLETED = studentSession({
  status: 'complete',
  acceptBy: null,
  approvalTime: '2025-03-05T14:00:00.000Z',
  completedAt: '2025-03-07T14:00:00.000Z',
});

function stubCompleted({ given = false, feedback = envelopeResponse(null) } = {}) {
  return stubFetch((url) => {
    if (url.endsWith('/is-feedback-given')) return envelopeResponse(given);
    if (url.endsWith('/give-feedback')) return feedback;
    return envelopeResponse(sessionPage([COMPLETED]));
  });
}

function bodyOf(fetchMock: ReturnType<typeof stubFetch>, ending: string): unknown {
  const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith(ending)) ?? [];
  return JSON.parse(String(init?.body));
}

describe('Completed Sessions tab', () => {
  afterEach(clearStorages);

  it('opens the conversation of a completed session, to read its history', async () => {
    signInAs('student', 's-1');
    stubCompleted();
    renderWithProviders(<CompletedSessions />);

    const chat = await screen.findByRole('link', { name: 'Chat history with Ananya Iyer' });
    expect(chat.getAttribute('href')).toBe('/student-profile/m-1');
  });

  it(
    'checks for earlier feedback, then rates with stars and a written review',
    async () => {
      const user = userEvent.setup({ delay: null });
      signInAs('student', 's-1');
      const fetchMock = stubCompleted();
      renderWithProviders(<CompletedSessions />);

      await user.click(await screen.findByRole('button', { name: 'Rate Ananya Iyer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rate your session with Ananya Iyer' });
      expect(bodyOf(fetchMock, '/is-feedback-given')).toEqual({ mentorId: 'm-1' });

      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await within(dialog).findByText('Choose 1 to 5 stars.')).toBeTruthy();
      await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
      expect(await within(dialog).findByText('Very good')).toBeTruthy();
      await user.type(within(dialog).getByRole('textbox', { name: 'Your review (optional)' }), 'Clear plan.');
      expect(await within(dialog).findByText('11 / 1,000 characters')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

      const thanks = await screen.findByRole('dialog', { name: 'Thank you for your feedback!' });
      expect(bodyOf(fetchMock, '/give-feedback')).toEqual({
        mentorId: 'm-1',
        rating: 4,
        review: 'Clear plan.',
      });
      expect(within(thanks).getByRole('link', { name: 'See Ananya’s profile' }).getAttribute('href')).toBe(
        '/single-mentor/m-1',
      );
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'shows the thanks dialog at once when the mentor is already rated',
    async () => {
      const user = userEvent.setup({ delay: null });
      signInAs('student', 's-1');
      const fetchMock = stubCompleted({ given: true });
      renderWithProviders(<CompletedSessions />);
      await user.click(await screen.findByRole('button', { name: 'Rate Ananya Iyer' }));
      expect(await screen.findByRole('dialog', { name: 'Thank you for your feedback!' })).toBeTruthy();
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/give-feedback'))).toBe(false);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'closes the rating dialog without sending anything',
    async () => {
      const user = userEvent.setup({ delay: null });
      signInAs('student', 's-1');
      const fetchMock = stubCompleted();
      renderWithProviders(<CompletedSessions />);
      await user.click(await screen.findByRole('button', { name: 'Rate Ananya Iyer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rate your session with Ananya Iyer' });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/give-feedback'))).toBe(false);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'keeps the dialog open with the server’s reason when the rating is refused',
    async () => {
      const user = userEvent.setup({ delay: null });
      signInAs('student', 's-1');
      stubCompleted({
        feedback: envelopeResponse(
          null,
          403,
          'You can rate a mentor after a completed session with them.',
          'NO_COMPLETED_SESSION',
        ),
      });
      renderWithProviders(<CompletedSessions />);
      await user.click(await screen.findByRole('button', { name: 'Rate Ananya Iyer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rate your session with Ananya Iyer' });
      await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(
        await within(dialog).findByText('You can rate a mentor after a completed session with them.'),
      ).toBeTruthy();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'marks a rated mentor as rated and says when there is no completed session yet',
    async () => {
      signInAs('student', 's-1');
      stubFetch(() => envelopeResponse(sessionPage([{ ...COMPLETED, feedbackGiven: true }])));
      const { unmount } = renderWithProviders(<CompletedSessions />);
      expect(await screen.findByRole('button', { name: 'Rated Ananya Iyer' })).toBeTruthy();
      unmount();

      stubFetch(() => envelopeResponse(sessionPage([])));
      renderWithProviders(<CompletedSessions />);
      expect(await screen.findByText('No Completed Session yet')).toBeTruthy();
    },
    FLOW_TIMEOUT_MS,
  );
});
