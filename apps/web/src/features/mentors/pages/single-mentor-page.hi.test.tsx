import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatIstDate, formatRupeeAmount, type ErrorCode } from '@neetmentor/contract';
import { mentorProfile } from '../../../test/mentor-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { SingleMentorPage } from './single-mentor-page.tsx';

// Chunks loaded on demand can take seconds when the whole suite shares two cores.
configure({ asyncUtilTimeout: 15_000 });
const FLOW_TIMEOUT_MS = 60_000;

const AWAY_UNTIL = '2031-03-05T10:00:00.000Z';

function stubServer(
  profile = mentorProfile(),
  refusal?: { status: number; message: string; code: ErrorCode },
) {
  return stubFetch((url) => {
    if (url.includes('/single-mentor/')) return envelopeResponse(profile);
    if (url.endsWith('/is-free-session-used')) return envelopeResponse(false);
    if (refusal) return envelopeResponse(null, refusal.status, refusal.message, refusal.code);
    if (url.endsWith('/free-session')) return envelopeResponse({ success: true, bookingId: 'b-1' });
    throw new Error(`unexpected call ${url}`);
  });
}

function renderInHindi() {
  renderWithProviders(
    <Routes>
      <Route path="/single-mentor/:id" element={<SingleMentorPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { route: '/single-mentor/m-1', language: 'hi' },
  );
}

describe('a mentor’s page in Hindi', () => {
  beforeEach(() => signInAs('student', 's-1'));
  afterEach(clearStorages);

  it('shows the facts, the packages and their prices in Hindi, in hi-IN', async () => {
    stubServer(
      mentorProfile({
        acceptSpeedMinutes: 130,
        reviews: [
          {
            studentName: 'Ravi',
            rating: 5,
            review: 'बहुत मदद मिली।',
            createdAt: '2025-03-05T10:00:00.000Z',
            package: { packageName: 'Free 20-Minute Intro Call', kind: 'intro20' },
            reply: { text: 'शुक्रिया रवि!', createdAt: '2025-03-06T10:00:00.000Z' },
          },
        ],
        ratingDistribution: [
          { stars: 5, count: 1 },
          { stars: 4, count: 0 },
          { stars: 3, count: 0 },
          { stars: 2, count: 0 },
          { stars: 1, count: 0 },
        ],
      }),
    );
    renderInHindi();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ananya Iyer' })).toBeTruthy();
    expect(screen.getByText('MBBS चौथा साल, AIIMS New Delhi')).toBeTruthy();
    expect(screen.getByText('दिल्ली (केंद्र शासित प्रदेश)')).toBeTruthy();
    expect(screen.getByText('महिला')).toBeTruthy();
    expect(screen.getByText('अंग्रेज़ी, हिन्दी')).toBeTruthy();
    expect(screen.getByText('NEET 2023 स्कोर')).toBeTruthy();
    expect(screen.getByText('आमतौर पर 3 घंटे के अंदर मंज़ूर करते हैं')).toBeTruthy();
    expect(screen.getByText('1 रेटिंग')).toBeTruthy();

    const paid = screen.getByRole('article', { name: '60-Minute Mentorship Session' });
    expect(within(paid).getByText('60 मिनट का सेशन')).toBeTruthy();
    expect(within(paid).getByText(formatRupeeAmount(349, 'hi'))).toBeTruthy();
    expect(within(paid).getByText(`${formatRupeeAmount(350, 'hi')} की बचत`)).toBeTruthy();
    expect(
      within(paid).getByRole('button', { name: 'सेशन बुक करें: 60-Minute Mentorship Session' }),
    ).toBeTruthy();
    const free = screen.getByRole('article', { name: 'Free 20-Minute Intro Call' });
    expect(within(free).getByText('फ़्री')).toBeTruthy();

    const reviews = screen.getByRole('region', { name: 'रिव्यू (1)' });
    expect(
      within(reviews).getByText(formatIstDate('2025-03-05T10:00:00.000Z', 'hi'), { exact: false }),
    ).toBeTruthy();
    expect(within(reviews).getByText('पैकेज: 20 मिनट का सेशन', { exact: false })).toBeTruthy();
    expect(within(reviews).getByRole('heading', { level: 3, name: 'Ananya का जवाब' })).toBeTruthy();
    const bars = within(reviews).getByRole('list', { name: 'स्टार के हिसाब से रेटिंग' });
    expect(within(bars).getAllByRole('listitem')[0]?.textContent).toMatch(/^5 स्टार: 1 रिव्यू/);
  });

  it('says until when an away mentor takes no bookings, with the date in Hindi', async () => {
    stubServer(mentorProfile({ awayUntil: AWAY_UNTIL }));
    renderInHindi();
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      `Ananya अभी छुट्टी पर हैं। ${formatIstDate(AWAY_UNTIL, 'hi')} से फिर नई बुकिंग लेंगे।`,
    );
    expect(formatIstDate(AWAY_UNTIL, 'hi')).toMatch(/मार्च/);
  });

  it(
    'books a free package and says so in Hindi',
    async () => {
      const user = userEvent.setup({ delay: null });
      stubServer();
      renderInHindi();
      const free = await screen.findByRole('article', { name: 'Free 20-Minute Intro Call' });
      await user.click(within(free).getByRole('button', { name: /^सेशन बुक करें: / }));
      expect(
        await within(free).findByText(
          'बुक हो गया! आपकी रिक्वेस्ट Ananya को भेज दी गई है। उनके पास इसे मंज़ूर करने के लिए 24 घंटे हैं। आपको आपके सेशन पर ले जा रहे हैं…',
        ),
      ).toBeTruthy();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'gives the server’s refusal in Hindi, not its English sentence',
    async () => {
      const user = userEvent.setup({ delay: null });
      stubServer(mentorProfile(), {
        status: 409,
        message: 'You have already booked the free session with this mentor.',
        code: 'FREE_SESSION_USED',
      });
      renderInHindi();
      const free = await screen.findByRole('article', { name: 'Free 20-Minute Intro Call' });
      await user.click(within(free).getByRole('button', { name: /^सेशन बुक करें: / }));
      const notice = await within(free).findByRole('status');
      await expect.poll(() => notice.textContent).toMatch(/[\u0900-\u097F]/);
      expect(notice.textContent).not.toMatch(/already booked/);
    },
    FLOW_TIMEOUT_MS,
  );
});
