import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminLayout } from '../../app/layouts/admin-layout.tsx';
import { jsonBody, stubApi } from '../../test/admin-api.ts';
import { envelopeResponse } from '../../test/render.tsx';
import {
  adminPage,
  adminProfile,
  adminSession,
  approvalRequest,
  catalogPackage,
  dashboardData,
  dashboardWeek,
  mailHealth,
  payoutMentor,
} from '../../test/admin-fixtures.ts';
import { blog } from '../../test/blog-fixture.ts';
import { renderAsAdmin } from '../../test/render-as-admin.tsx';
import { clearStorages } from '../../test/session.ts';
import { AdminBlogsPage } from './pages/admin-blogs-page.tsx';
import { AdminDashboardPage } from './pages/admin-dashboard-page.tsx';
import { AdminProfilePage } from './pages/admin-profile-page.tsx';
import { CustomReferralsPage } from './pages/custom-referrals-page.tsx';
import { FeaturedAdPage } from './pages/featured-ad-page.tsx';
import { PackagesPage } from './pages/packages-page.tsx';
import { MentorApprovalPage } from './pages/mentor-approval-page.tsx';
import { PayoutsPage } from './pages/payouts-page.tsx';

vi.mock('../../components/rich-text-editor.tsx', () => import('../../test/rich-text-editor-stand-in.tsx'));

describe('the admin area in Hindi', () => {
  afterEach(() => {
    clearStorages();
    vi.clearAllMocks();
  });

  it('names the sidebar’s pages in Hindi and links to the same page in English from the top bar', async () => {
    const user = userEvent.setup();
    stubApi({ '/admin/admin-details': () => adminProfile() });
    renderAsAdmin(
      <Routes>
        <Route path="/admin-dashboard" element={<AdminLayout />}>
          <Route index element={<h1>Home</h1>} />
        </Route>
      </Routes>,
      '/admin-dashboard',
      'hi',
    );

    const english = await screen.findByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/admin-dashboard');
    expect(english.getAttribute('hreflang')).toBe('en');
    // On a phone's width (jsdom has no layout) the sidebar opens from the top bar's one button.
    await user.click(screen.getByRole('button', { expanded: false }));
    const nav = await screen.findByRole('navigation', { name: 'एडमिन डैशबोर्ड' });
    expect(within(nav).getByRole('link', { name: 'मेंटर अप्रूवल' }).getAttribute('href')).toBe(
      '/admin-dashboard/mentor-approval',
    );
  });

  it('shows the dashboard’s cards, charts and table in Hindi, with dates and rupees in hi-IN', async () => {
    stubApi({
      '/admin/dashboard-data': () => dashboardData(),
      '/admin/dashboard-charts': () => ({
        weeks: [dashboardWeek('2025-02-24', 1_500), dashboardWeek('2025-03-03', 4_200, 5)],
      }),
      '/admin/mail-health': () => mailHealth({ failed: 2 }),
      '/admin/total-completed-sessions': () => adminPage([adminSession()], 1, 1, 10),
    });
    renderAsAdmin(<AdminDashboardPage />, '/admin-dashboard', 'hi');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('डैशबोर्ड');
    expect(await screen.findByText('कुल कमाई')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'पेंडिंग सेशन देखें' })).toBeTruthy();
    expect(
      await screen.findByText('2 हफ़्तों में ₹5,700; सबसे अच्छा हफ़्ता 3 मार्च से शुरू हुआ, जिसमें ₹4,200 आए।'),
    ).toBeTruthy();
    const revenue = screen.getByRole('table', { name: 'हर हफ़्ते की कमाई' });
    expect(
      within(revenue)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['हफ़्ताकमाई', '24 फ़र॰₹1,500', '3 मार्च₹4,200']);
    expect(await screen.findByRole('table', { name: 'पूरे हुए सेशन' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'पैकेज का नाम' })).toBeTruthy();
    expect(screen.getByText('पिछले 7 दिनों में 2 ई-मेल नहीं पहुँच सके')).toBeTruthy();
  });

  it('shows the mentor applications in Hindi, with what an approval still needs', async () => {
    const user = userEvent.setup();
    stubApi({
      '/admin/approval-requests': () =>
        adminPage([approvalRequest({ feePaid: false, eligible: false, neetAttempts: 1 })]),
    });
    renderAsAdmin(<MentorApprovalPage />, '/admin-dashboard/mentor-approval', 'hi');

    const table = await screen.findByRole('table', { name: 'मेंटर आवेदन' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('मेंटर वेरिफ़िकेशन अनुरोध');
    expect(within(table).getByText('फ़ीस नहीं भरी')).toBeTruthy();
    expect(within(table).getByText('1 प्रयास')).toBeTruthy();
    expect(within(table).getByText('01 मार्च 2025')).toBeTruthy();
    expect(within(table).getByText('अप्रूव करने के लिए ज़रूरी: फ़ीस।')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'रिजेक्ट करें Kabir Singh' }));
    const dialog = await screen.findByRole('dialog', { name: 'आवेदन रिजेक्ट करें' });
    expect(dialog.textContent).toContain('Kabir Singh का आवेदन रिजेक्ट करें?');
  });

  it('shows the payouts in Hindi, with the wallet in rupees and the clear dialog', async () => {
    const user = userEvent.setup();
    stubApi({
      '/admin/payout-mentors': () => adminPage([payoutMentor()], 1, 1, 5),
      '/admin/reported-sessions': () => [],
    });
    renderAsAdmin(<PayoutsPage />, '/admin-dashboard/payment', 'hi');

    const table = await screen.findByRole('table', { name: 'जिन मेंटरों को पेमेंट करना है' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['मेंटर', 'तरीका', 'खाताधारक का नाम', 'IFSC', 'जानकारी', 'वॉलेट', 'कार्रवाई']);
    expect(await screen.findByText('कोई शिकायत वाला सेशन फ़ैसले का इंतज़ार नहीं कर रहा।')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'क्लियर करें ashaverma1234 के ₹1,240' }));
    const dialog = await screen.findByRole('dialog', { name: 'पेमेंट क्लियर करें' });
    expect(within(dialog).getByRole('button', { name: '₹1,240 क्लियर करें' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });

  it('shows the blogs in Hindi, with their dates in hi-IN', async () => {
    stubApi({
      '/admin/list-blogs': () =>
        adminPage([blog({ _id: 'bl-1', title: 'NEET Biology tips', createdAt: '2025-03-10T06:00:00.000Z' })]),
    });
    renderAsAdmin(<AdminBlogsPage />, '/admin-dashboard/blog-post', 'hi');

    expect(await screen.findByRole('heading', { name: 'NEET Biology tips' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ब्लॉग');
    expect(screen.getByRole('button', { name: 'ब्लॉग जोड़ें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पढ़ें NEET Biology tips' })).toBeTruthy();
    expect(screen.getByText('10 मार्च 2025')).toBeTruthy();
  });

  it('offers the account’s choice of language on the profile page (site-language-choice.test.tsx)', async () => {
    stubApi({ '/admin/admin-details': () => adminProfile() });
    renderAsAdmin(<AdminProfilePage />, '/admin-dashboard/admin-profile-setting', 'hi');

    expect(await screen.findByRole('textbox', { name: 'नाम' })).toBeTruthy();
    const choice = screen.getByRole('radiogroup', { name: 'भाषा' });
    expect((within(choice).getByRole('radio', { name: 'हिन्दी' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'यह भाषा चुनें' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the programme dates’ refusals in Hindi, the server’s too, with the day in hi-IN', async () => {
    const user = userEvent.setup();
    const refusal = 'The day referrals open can be at most 5 years ahead (01 Jan 2031 or earlier).';
    const api = stubApi({
      '/admin/admin-details': () => adminProfile(),
      '/admin/update-programme-dates': () =>
        envelopeResponse(
          { errors: [{ path: 'referralsAvailableFrom', message: refusal }] },
          400,
          refusal,
          'VALIDATION_FAILED',
        ),
    });
    renderAsAdmin(<FeaturedAdPage />, '/admin-dashboard/featured-ad', 'hi');
    const area = within(await screen.findByRole('region', { name: 'प्रोग्राम की तारीख़ें' }));
    const save = area.getByRole('button', { name: 'तारीख़ें सेव करें' });

    fireEvent.change(area.getByLabelText('आवेदन फ़ीस माफ़ रहेगी, इस दिन तक'), {
      target: { value: '2019-12-31' },
    });
    await user.click(save);
    expect(area.getByText('फ़ीस-माफ़ी का आख़िरी दिन 2020 या उसके बाद का होना चाहिए।')).toBeTruthy();
    expect(api.callsTo('/admin/update-programme-dates')).toHaveLength(0);

    fireEvent.change(area.getByLabelText('आवेदन फ़ीस माफ़ रहेगी, इस दिन तक'), { target: { value: '' } });
    fireEvent.change(area.getByLabelText('रेफ़रल खुलने का दिन'), { target: { value: '2040-01-01' } });
    await user.click(save);
    expect(
      await area.findByText(
        'रेफ़रल खुलने का दिन आज से ज़्यादा से ज़्यादा 5 साल आगे हो सकता है (01 जन॰ 2031 या उससे पहले)।',
      ),
    ).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/update-programme-dates')[0])).toEqual({
      feeFreeUntil: null,
      referralsAvailableFrom: '2040-01-01',
    });
  });

  it('refuses a package price above the limit in Hindi', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      '/admin/packages': () => [
        { category: 'M1', packages: [catalogPackage()] },
        { category: 'M2', packages: [] },
        { category: 'M3', packages: [] },
        { category: 'M4', packages: [] },
      ],
    });
    renderAsAdmin(<PackagesPage />, '/admin-dashboard/packages', 'hi');
    const card = within(await screen.findByRole('article', { name: '60-Minute Mentorship Session' }));

    const price = card.getByRole('textbox', { name: 'कीमत' });
    await user.clear(price);
    await user.type(price, '9999999');
    await user.click(card.getByRole('button', { name: /^सेव करें/ }));
    expect(card.getByText('कीमत बहुत ज़्यादा है।')).toBeTruthy();
    expect(api.callsTo('/admin/update-package')).toHaveLength(0);
  });

  it('checks a new referral code’s fields in Hindi', async () => {
    const user = userEvent.setup();
    const api = stubApi({ '/referred/all': () => [] });
    renderAsAdmin(<CustomReferralsPage />, '/admin-dashboard/custom-referrals', 'hi');

    await user.type(await screen.findByRole('textbox', { name: 'कोड' }), 'a b');
    await user.click(screen.getByRole('button', { name: 'रेफ़रल बनाएँ' }));
    expect(screen.getByText('संस्था का नाम ज़रूरी है।')).toBeTruthy();
    expect(screen.getByText('कोड में 3 से 30 तक अक्षर, अंक, हाइफ़न या अंडरस्कोर हों।')).toBeTruthy();
    expect(api.callsTo('/referred/create')).toHaveLength(0);
  });
});
