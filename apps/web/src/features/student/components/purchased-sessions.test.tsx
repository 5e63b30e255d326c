import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudentSession } from '@neetmentor/contract';
import { sessionPage, studentSession } from '../../../test/booking-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { PurchasedSessions } from './purchased-sessions.tsx';

// Dialogs and chunks loaded on demand can take seconds when the whole suite shares two cores.
configure({ asyncUtilTimeout: 5000 });

/** Journeys of several calls and dialogs: slow when the whole suite shares two cores. */
const FLOW_TIMEOUT_MS = 15_000;

const PENDING = studentSession();
const ACTIVE = studentSession({
  _id: 'b-2',
  status: 'active',
  acceptBy: null,
  approvalTime: '2025-03-05T14:00:00.000Z',
  scheduledAt: '2025-03-08T12:30:00.000Z',
  mentor: { ...PENDING.mentor, _id: 'm-2', firstName: 'Kabir', lastName: 'Shah' },
});
const REFUNDED = studentSession({
  _id: 'b-3',
  status: 'cancelled',
  acceptBy: null,
  cancelledAt: '2025-03-06T11:01:00.000Z',
  cancelReason: 'timeout',
  money: {
    ...PENDING.money,
    state: 'refunded',
    refund: {
      status: 'processed',
      amount: 349,
      refundId: 'rfnd_r1',
      requestedAt: '2025-03-06T11:01:00.000Z',
      processedAt: '2025-03-06T11:05:00.000Z',
    },
  },
});

const DECLINED_PAID = studentSession({
  _id: 'b-4',
  status: 'cancelled',
  acceptBy: null,
  cancelledAt: '2025-03-05T12:00:00.000Z',
  cancelReason: 'declined',
  declineReason: 'Too many sessions right now',
  money: {
    ...PENDING.money,
    state: 'refund_pending',
    refund: {
      status: 'pending',
      amount: 349,
      refundId: null,
      requestedAt: '2025-03-05T12:00:00.000Z',
      processedAt: null,
    },
  },
});
const DECLINED_FREE = studentSession({
  _id: 'b-5',
  status: 'cancelled',
  acceptBy: null,
  package: { _id: 'p-20', packageName: 'Free 20-Minute Intro Call', kind: 'intro20' },
  cancelledAt: '2025-03-05T12:00:00.000Z',
  cancelReason: 'declined',
  money: { ...PENDING.money, state: 'free', amount: 0, orderId: null, paymentId: null, paidAt: null },
});

function stubSessions(pages: StudentSession[][], cancelAnswer = envelopeResponse(null)) {
  return stubFetch((url) => {
    if (url.endsWith('/cancel-session')) return cancelAnswer;
    const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
    return envelopeResponse(sessionPage(pages[page - 1] ?? [], page, pages.length));
  });
}

describe('Session Management tab', () => {
  afterEach(clearStorages);

  it(
    'lists the bookings with their status, mentor and a chat link while active, none for a request or a cancelled one',
    async () => {
      signInAs('student', 's-1');
      stubSessions([[PENDING, ACTIVE, REFUNDED]]);
      renderWithProviders(<PurchasedSessions />);

      const table = await screen.findByRole('table', { name: 'Your sessions' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '2', '3']);
      expect(within(rows[0] as HTMLElement).getByText('Pending')).toBeTruthy();
      expect(
        within(rows[0] as HTMLElement)
          .getByRole('button', { name: 'Chat with Ananya Iyer: opens while the session is active' })
          .hasAttribute('disabled'),
      ).toBe(true);
      expect(
        within(rows[1] as HTMLElement)
          .getByRole('link', { name: 'Chat with Kabir Shah' })
          .getAttribute('href'),
      ).toBe('/student-profile/m-2');
      expect(
        within(rows[2] as HTMLElement)
          .getByRole('button', { name: 'Chat with Ananya Iyer: opens while the session is active' })
          .hasAttribute('disabled'),
      ).toBe(true);
      expect(
        within(rows[1] as HTMLElement)
          .getByRole('link', { name: 'Kabir Shah' })
          .getAttribute('href'),
      ).toBe('/single-mentor/m-2');
      // The mentor's MentorId under the name, as the spec's row carries it.
      expect(within(rows[0] as HTMLElement).getByText('ananyaiyer1234')).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: /Pages of/ })).toBeNull();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'shows a pending paid booking’s progress, deadline and payment, and cancels it with a refund',
    async () => {
      const user = userEvent.setup({ delay: null });
      signInAs('student', 's-1');
      const fetchMock = stubSessions([[PENDING]]);
      renderWithProviders(<PurchasedSessions />);

      await user.click(
        await screen.findByRole('button', {
          name: 'Details of 60-Minute Mentorship Session with Ananya Iyer',
        }),
      );
      expect(screen.getByRole('list', { name: 'Progress' }).textContent).toContain('Pending');
      expect(
        screen.getByText(
          'If Ananya has not accepted by then, the request is cancelled and refunded in full.',
        ),
      ).toBeTruthy();
      expect(screen.getByText('Order order_abc123 · Payment pay_xyz789')).toBeTruthy();
      expect(screen.getByText(/^Paid ₹349 on/)).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Cancel request' }));
      const dialog = screen.getByRole('dialog', { name: 'Cancel this request?' });
      expect(dialog.textContent).toContain('The ₹349 you paid will be refunded in full');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));

      expect(
        await screen.findByText(/^Your request was cancelled\. The refund of ₹349 is on its way/),
      ).toBeTruthy();
      const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/cancel-session')) ?? [];
      expect(JSON.parse(String(init?.body))).toEqual({ requestId: 'b-1' });
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'keeps the request when the student changes their mind',
    async () => {
      const user = userEvent.setup({ delay: null });
      signInAs('student', 's-1');
      const fetchMock = stubSessions([[PENDING]]);
      renderWithProviders(<PurchasedSessions />);
      await user.click(await screen.findByRole('button', { name: /^Details of/ }));
      await user.click(screen.getByRole('button', { name: 'Cancel request' }));
      await user.click(screen.getByRole('button', { name: 'Keep request' }));
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/cancel-session'))).toBe(false);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'says why a booking was cancelled and where its refund is',
    async () => {
      const user = userEvent.setup({ delay: null });
      signInAs('student', 's-1');
      stubSessions([[REFUNDED]]);
      renderWithProviders(<PurchasedSessions />);
      await user.click(await screen.findByRole('button', { name: /^Details of/ }));

      expect(
        screen.getByText('Cancelled automatically: the mentor did not accept it within 24 hours.'),
      ).toBeTruthy();
      expect(screen.getByText(/^Refunded ₹349 on/)).toBeTruthy();
      expect(screen.getByText('Refund rfnd_r1')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'says a mentor declined, with their reason, the refund and a way to others of the same category',
    async () => {
      const user = userEvent.setup({ delay: null });
      signInAs('student', 's-1');
      stubSessions([[DECLINED_PAID, DECLINED_FREE]]);
      renderWithProviders(<PurchasedSessions />);

      const table = await screen.findByRole('table', { name: 'Your sessions' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(within(rows[0] as HTMLElement).getByText('Declined by mentor')).toBeTruthy();

      await user.click(
        screen.getByRole('button', { name: 'Details of 60-Minute Mentorship Session with Ananya Iyer' }),
      );
      const facts = screen.getAllByRole('term').map((term) => term.textContent);
      expect(facts).toContain('Declined by mentor');
      expect(facts).not.toContain('Cancelled');
      expect(screen.getByText('Reason: “Too many sessions right now”')).toBeTruthy();
      expect(screen.getByText(/^Refund of ₹349 on its way since/)).toBeTruthy();
      const others = screen.getByRole('link', { name: 'Find another mentor' });
      expect(others.getAttribute('href')).toBe('/search-mentor?category=M3');
      expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();

      // A free request declined without a reason: no reason line, nothing about money coming back.
      await user.click(
        screen.getByRole('button', { name: 'Details of Free 20-Minute Intro Call with Ananya Iyer' }),
      );
      expect(screen.getByText('The mentor could not take this session.')).toBeTruthy();
      expect(screen.getByText('Free package: nothing to pay.')).toBeTruthy();
      expect(screen.getAllByRole('link', { name: 'Find another mentor' })).toHaveLength(2);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'shows the agreed session time of an active booking',
    async () => {
      const user = userEvent.setup({ delay: null });
      signInAs('student', 's-1');
      stubSessions([[ACTIVE]]);
      renderWithProviders(<PurchasedSessions />);
      await user.click(await screen.findByRole('button', { name: /^Details of/ }));
      expect(screen.getByText('Agreed in the chat')).toBeTruthy();
      expect(screen.getByText('08 Mar 2025, 6:00 pm')).toBeTruthy();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'pages with Previous and Next when there is more than one page',
    async () => {
      const user = userEvent.setup({ delay: null });
      signInAs('student', 's-1');
      const fetchMock = stubSessions([[PENDING], [ACTIVE]]);
      renderWithProviders(<PurchasedSessions />);
      const pager = await screen.findByRole('navigation', { name: 'Pages of your sessions' });
      expect(pager.textContent).toContain('Page 1 of 2');
      await user.click(within(pager).getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/v1/students/purchased-sessions?page=2',
      );
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'says there is no purchased session yet, with a way to find a mentor',
    async () => {
      signInAs('student', 's-1');
      stubSessions([[]]);
      renderWithProviders(<PurchasedSessions />);
      expect(await screen.findByText('No Purchased Session yet')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Find a Mentor' }).getAttribute('href')).toBe('/search-mentor');
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'reads in Hindi, with rupees and dates written the Indian way',
    async () => {
      const user = userEvent.setup({ delay: null });
      signInAs('student', 's-1');
      stubSessions([[PENDING, ACTIVE]]);
      renderWithProviders(<PurchasedSessions />, { language: 'hi' });

      const table = await screen.findByRole('table', { name: 'आपके सेशन' });
      expect(within(table).getByRole('link', { name: 'Kabir Shah से चैट करें' })).toBeTruthy();
      expect(
        within(table).getByRole('button', { name: 'Ananya Iyer से चैट: सेशन चालू होने पर खुलेगी' }),
      ).toBeTruthy();

      await user.click(
        screen.getByRole('button', { name: 'Ananya Iyer के साथ 60-Minute Mentorship Session की जानकारी' }),
      );
      expect(screen.getByText('पेमेंट', { selector: 'dt' })).toBeTruthy();
      // The date in Hindi month names, inside a sentence that puts it first.
      expect(screen.getByText(/^को ₹349 का पेमेंट हुआ।$/).textContent).toContain(
        '05 मार्च 2025, 4:30 pm को ₹349 का पेमेंट हुआ।',
      );
      expect(screen.getByText('ऑर्डर order_abc123 · पेमेंट pay_xyz789')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'रिक्वेस्ट रद्द करें' }));
      const dialog = screen.getByRole('dialog', { name: 'यह रिक्वेस्ट रद्द करें?' });
      expect(dialog.textContent).toContain('आपके दिए ₹349 पूरे के पूरे उसी तरीके से वापस आएँगे');
      expect(within(dialog).getByRole('button', { name: 'रिक्वेस्ट रहने दें' })).toBeTruthy();
    },
    FLOW_TIMEOUT_MS,
  );
});
