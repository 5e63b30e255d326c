import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatIstDate,
  formatRupeeAmount,
  type MentorSummary,
  type PaymentDetails,
  type PayoutEntry,
} from '@neetmentor/contract';
import { SignedInContext } from '../../../lib/signed-in.ts';
import { BANK_DETAILS, mentorAccount, payouts } from '../../../test/mentor-account-fixtures.ts';
import { mentorSummary } from '../../../test/mentor-session-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { renderAsMentor } from '../../../test/render-as-mentor.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { WalletPage } from './wallet-page.tsx';

/** The spec's answer to a saved change (part 2 §8). */
const PAYMENT_DETAILS_SAVED_MESSAGE = 'Payment details updated successfully';

interface WalletAnswers {
  summary?: MentorSummary;
  details?: PaymentDetails | null;
  history?: PayoutEntry[];
  /** The answer to update-payment-details, given the request's body. */
  save?: (body: Record<string, unknown>) => Response;
}

const catalogPackage = (kind: 'intro20' | 'session60' | 'monthly', mentorEarning: number) => ({
  _id: `package-${kind}`,
  category: 'M3' as const,
  kind,
  packageName: kind,
  packageDescription: '<p>x</p>',
  packagePrice: 0,
  realPackagePrice: 0,
  mentorEarning,
  isActive: true,
});
const PRICE_CARD_M3 = [
  catalogPackage('intro20', 35),
  catalogPackage('session60', 110),
  catalogPackage('monthly', 640),
];

function stubWallet({
  summary = mentorSummary({ wallet: 1240 }),
  details = BANK_DETAILS,
  history = payouts(2),
  save,
}: WalletAnswers = {}) {
  const saved: Record<string, unknown>[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (url === '/api/v1/mentors/dashboard-summary') return envelopeResponse(summary);
    if (url === '/api/v1/mentors/mentor-details') return envelopeResponse(mentorAccount({ category: 'M3' }));
    if (url === '/api/v1/mentors/payment-details') return envelopeResponse(details);
    if (url === '/api/v1/mentors/price-card') return envelopeResponse(PRICE_CARD_M3);
    if (url === '/api/v1/admin/get-payment-history') return envelopeResponse(history);
    if (url === '/api/v1/mentors/update-payment-details') {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      saved.push(body);
      return save ? save(body) : envelopeResponse(body, 200, PAYMENT_DETAILS_SAVED_MESSAGE);
    }
    if (url.endsWith('/proof'))
      return new Response(new Uint8Array([82, 73, 70, 70]), { headers: { 'Content-Type': 'image/webp' } });
    throw new Error(`unexpected call ${url}`);
  });
  return { saved, fetchMock };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

async function renderWallet() {
  renderAsMentor(
    <>
      <WalletPage />
      <Where />
    </>,
    '/mentor-dashboard/wallet',
  );
  await screen.findByRole('tab', { name: 'Bank' });
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`), { selector: 'input' });
}

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: 'Cleared payouts' }))
    .getAllByRole('row')
    .slice(1);
}

describe('WalletPage', () => {
  afterEach(clearStorages);

  it('shows the balance, the payout notes and the price card of the mentor’s category', async () => {
    stubWallet();
    await renderWallet();

    const balance = screen.getByRole('region', { name: 'Wallet Balance' });
    expect(await within(balance).findByText('₹1,240')).toBeTruthy();
    expect(within(balance).getByText(/paid out on the 5th of every month/)).toBeTruthy();
    const priceCard = screen.getByRole('region', { name: 'Price Card' });
    expect(await within(priceCard).findByText(/Category M3 \(NEET score 641–680\)/)).toBeTruthy();
    const rows = within(priceCard)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['20-minute session₹35', '60-minute session₹110', 'Monthly mentorship₹640']);
  });

  it('shows free sessions’ earnings on hold beside the balance, with when they are released', async () => {
    stubWallet({
      summary: mentorSummary({
        wallet: 110,
        onHold: 70,
        onHoldUntil: '2025-03-07T14:00:00.000Z',
        onHoldReported: 1,
      }),
    });
    await renderWallet();

    const balance = screen.getByRole('region', { name: 'Wallet Balance' });
    expect(await within(balance).findByText('₹110')).toBeTruthy();
    expect(within(balance).getByText('₹70 on hold').parentElement?.textContent).toBe(
      '₹70 on hold until 07 Mar 2025, 7:30 pm: not in your balance and not paid out yet. 1 session waits for our team after the student reported a problem.',
    );
  });

  it('prefills the saved method, and each tab has the spec’s placeholder, holder name and IFSC for Bank only', async () => {
    const user = userEvent.setup();
    stubWallet();
    await renderWallet();

    expect(screen.getByRole('tab', { name: 'Bank' }).getAttribute('aria-selected')).toBe('true');
    expect(field('Account Number').value).toBe('5010 0234 5678 9012');
    expect(field('Account Number').placeholder).toBe('XXXX XXXX XXXX XXXX');
    expect(field('Account Holder Name').value).toBe('Ananya Iyer');
    expect(field('IFSC Code').value).toBe('HDFC0000123');

    for (const [method, placeholder] of [
      ['Paytm', 'mobile_number@paytm'],
      ['Google Pay', 'mobile_number@upi'],
      ['PhonePe', 'mobile_number@ybl'],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: method }));
      const upi = field(`${method} UPI ID`);
      expect(upi.placeholder).toBe(placeholder);
      expect(upi.value).toBe('');
      expect(screen.queryByLabelText(/^Account Holder Name/)).toBeNull();
      expect(screen.queryByLabelText(/^IFSC Code/)).toBeNull();
    }

    // What was typed on a tab is still there after looking at another.
    await user.type(field('PhonePe UPI ID'), '9876543210@ybl');
    await user.click(screen.getByRole('tab', { name: 'Bank' }));
    expect(field('Account Number').value).toBe('5010 0234 5678 9012');
    await user.click(screen.getByRole('tab', { name: 'PhonePe' }));
    expect(field('PhonePe UPI ID').value).toBe('9876543210@ybl');
  });

  it('saves a UPI id without bank fields, confirms, and keeps the saved details on screen', async () => {
    const user = userEvent.setup();
    const { saved } = stubWallet({ details: null });
    await renderWallet();

    expect(screen.getByText('Add where your payouts should go.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Google Pay' }));
    await user.type(field('Google Pay UPI ID'), '9876543210@okicici');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));

    expect((await screen.findByRole('status')).textContent).toBe(PAYMENT_DETAILS_SAVED_MESSAGE);
    expect(saved).toEqual([{ paymentMethod: 'Google Pay', paymentInfo: '9876543210@okicici' }]);
    expect(field('Google Pay UPI ID').value).toBe('9876543210@okicici');
    expect(screen.getByText('Your payouts go to this UPI id.')).toBeTruthy();
  });

  it('checks the bank details with the request’s rules before sending', async () => {
    const user = userEvent.setup();
    const { saved } = stubWallet();
    await renderWallet();

    await user.clear(field('IFSC Code'));
    await user.type(field('IFSC Code'), 'HDFC123');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));

    expect(await screen.findByText(/^An IFSC is 11 characters: 4 letters/)).toBeTruthy();
    expect(field('IFSC Code').getAttribute('aria-invalid')).toBe('true');
    expect(field('Account Holder Name').getAttribute('aria-invalid')).toBe('false');
    expect(field('IFSC Code').value).toBe('HDFC123');
    expect(saved).toEqual([]);
  });

  it('sends bank details and shows the server’s messages under their fields', async () => {
    const user = userEvent.setup();
    const { saved } = stubWallet({
      save: () =>
        envelopeResponse(
          {
            errors: [
              { path: 'ifscCode', message: 'This IFSC belongs to no bank branch.' },
              { path: 'paymentInfo', message: 'A bank account number is 9 to 18 digits.' },
            ],
          },
          400,
          'A bank account number is 9 to 18 digits. This IFSC belongs to no bank branch.',
        ),
    });
    await renderWallet();

    await user.clear(field('IFSC Code'));
    await user.click(field('IFSC Code'));
    await user.paste('HDFC0009999');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));

    expect(await screen.findByText('A bank account number is 9 to 18 digits.')).toBeTruthy();
    expect(screen.getByText('This IFSC belongs to no bank branch.')).toBeTruthy();
    expect(field('IFSC Code').getAttribute('aria-invalid')).toBe('true');
    expect(field('Account Holder Name').getAttribute('aria-invalid')).toBe('false');
    // The values stay for correcting.
    expect(field('IFSC Code').value).toBe('HDFC0009999');
    expect(saved).toEqual([
      {
        paymentMethod: 'Bank',
        paymentInfo: '5010 0234 5678 9012',
        accountHolderName: 'Ananya Iyer',
        ifscCode: 'HDFC0009999',
      },
    ]);
    expect(screen.queryByText(PAYMENT_DETAILS_SAVED_MESSAGE)).toBeNull();
  });

  it('lists up to 5 payouts without a pager', async () => {
    stubWallet({ history: payouts(5) });
    await renderWallet();

    await screen.findByRole('table', { name: 'Cleared payouts' });
    expect(bodyRows()).toHaveLength(5);
    expect(screen.queryByRole('navigation', { name: 'Pages of cleared payouts' })).toBeNull();
  });

  it('pages beyond 5 payouts, 5 a page, with the page in the address', async () => {
    const user = userEvent.setup();
    stubWallet({ history: payouts(7) });
    await renderWallet();

    await screen.findByRole('table', { name: 'Cleared payouts' });
    expect(bodyRows()).toHaveLength(5);
    expect(within(bodyRows()[0] ?? document.body).getByText('₹1,000')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pages of cleared payouts' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(within(pager).getByText('Page 2 of 2')).toBeTruthy();
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['6', '7']);
    expect(screen.getByTestId('where').textContent).toBe('/mentor-dashboard/wallet?page=2');
  });

  it('says when no payout was made yet', async () => {
    stubWallet({ history: [] });
    await renderWallet();

    expect(await screen.findByText('No payouts yet')).toBeTruthy();
  });

  it('opens a payout’s private proof with the token', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubWallet({ history: payouts(1) });
    await renderWallet();

    await user.click(await screen.findByRole('button', { name: /^View proof of the payout on / }));
    const dialog = await screen.findByRole('dialog', { name: /^Proof of the payout of ₹1,000 on / });
    const image = await within(dialog).findByRole('img');
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/payouts/po-1/proof')).toBe(true),
    );
    const proofCall = fetchMock.mock.calls.find(([url]) => url === '/api/v1/payouts/po-1/proof');
    expect(new Headers(proofCall?.[1]?.headers).get('Authorization')).toMatch(/^Bearer /);
  });
});

describe('WalletPage in Hindi', () => {
  afterEach(clearStorages);

  it('shows the balance, price card, payment details and history in Hindi with hi-IN money and dates', async () => {
    stubWallet();
    signInAs('mentor', 'm-1');
    renderWithProviders(
      <SignedInContext value={{ role: 'mentor', id: 'm-1' }}>
        <WalletPage />
      </SignedInContext>,
      { route: '/mentor-dashboard/wallet', language: 'hi' },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'वॉलेट' })).toBeTruthy();
    expect(await screen.findByText(formatRupeeAmount(1240, 'hi'))).toBeTruthy();
    expect(screen.getByRole('list', { name: 'पेमेंट कैसे मिलता है' })).toBeTruthy();
    expect(await screen.findByText('60 मिनट का सेशन')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'बैंक' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'डिटेल सेव करें' })).toBeTruthy();
    const history = await screen.findByRole('table', { name: 'भेजे गए पेमेंट' });
    const [first] = payouts(2);
    if (!first) throw new Error('no payout');
    expect(within(history).getByText(formatIstDate(first.clearDate, 'hi'))).toBeTruthy();
    expect(within(history).getByText(formatRupeeAmount(first.amountCleared, 'hi'))).toBeTruthy();
  });

  it('checks the bank details in Hindi before sending', async () => {
    const user = userEvent.setup();
    const { saved } = stubWallet();
    signInAs('mentor', 'm-1');
    renderWithProviders(
      <SignedInContext value={{ role: 'mentor', id: 'm-1' }}>
        <WalletPage />
      </SignedInContext>,
      { route: '/mentor-dashboard/wallet', language: 'hi' },
    );
    await screen.findByRole('tab', { name: 'बैंक' });

    await user.clear(field('IFSC कोड'));
    await user.type(field('IFSC कोड'), 'HDFC123');
    await user.click(screen.getByRole('button', { name: 'डिटेल सेव करें' }));

    expect(await screen.findByText(/^IFSC कोड 11 अक्षरों का होता है/)).toBeTruthy();
    expect(screen.queryByText(/^An IFSC is/)).toBeNull();
    expect(saved).toEqual([]);
  });

  it('announces saved payment details in Hindi', async () => {
    stubWallet();
    signInAs('mentor', 'm-1');
    renderWithProviders(
      <SignedInContext value={{ role: 'mentor', id: 'm-1' }}>
        <WalletPage />
      </SignedInContext>,
      { route: '/mentor-dashboard/wallet', language: 'hi' },
    );

    await userEvent.click(await screen.findByRole('button', { name: 'डिटेल सेव करें' }));
    expect((await screen.findByRole('status')).textContent).toContain('पेमेंट डिटेल सेव हो गई');
  });
});
