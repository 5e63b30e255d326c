import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROOF_REQUIRED_MESSAGE } from '@neetmentor/contract';
import { formFields, jsonBody, stubApi } from '../../../test/admin-api.ts';
import { adminPage, payoutMentor } from '../../../test/admin-fixtures.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { envelopeResponse } from '../../../test/render.tsx';
import { clearStorages } from '../../../test/session.ts';
import { PayoutsPage } from './payouts-page.tsx';

const UPI = payoutMentor({
  _id: 'm-2',
  mentorId: 'ravikumar5678',
  paymentMethod: 'Google Pay',
  paymentInfo: '9876543210@upi',
  accountHolderName: null,
  ifscCode: null,
  wallet: 90,
});

function proofFile(): File {
  return new File([new Uint8Array([137, 80, 78, 71])], 'transfer.png', { type: 'image/png' });
}

describe('PayoutsPage', () => {
  afterEach(() => {
    clearStorages();
    vi.useRealTimers();
  });

  it('shows holder name and IFSC for Bank only, dashes for the UPI methods', async () => {
    stubApi({ '/admin/payout-mentors': () => adminPage([payoutMentor(), UPI], 1, 1, 5) });
    renderAsAdmin(<PayoutsPage />, '/admin-dashboard/payment');

    const table = await screen.findByRole('table', { name: 'Mentors to pay' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['Mentor', 'Method', 'Holder Name', 'IFSC', 'Info', 'Wallet', 'Action'],
      [
        'ashaverma1234Asha Verma',
        'Bank',
        'Asha Verma',
        'SBIN0001234',
        '123456789012',
        '₹1,240',
        'Clear ₹1,240 of ashaverma1234',
      ],
      [
        'ravikumar5678Asha Verma',
        'Google Pay',
        '–none',
        '–none',
        '9876543210@upi',
        '₹90',
        'Clear ₹90 of ravikumar5678',
      ],
    ]);
  });

  it('lists reported free sessions and releases one to the mentor’s wallet', async () => {
    const user = userEvent.setup({ delay: null });
    let reported = [
      {
        _id: 'b-9',
        packageName: 'Free 20-Minute Intro Call',
        paid: false,
        price: 0,
        problemKind: 'did_not_happen',
        mentor: { mentorId: 'ashaverma1234', firstName: 'Asha', lastName: 'Verma' },
        student: { username: 'rohanmehta42', firstName: 'Rohan', lastName: 'Mehta' },
        completedAt: '2025-03-07T14:00:00.000Z',
        amount: 35,
        reason: 'The mentor never joined the call.',
        reportedAt: '2025-03-07T16:00:00.000Z',
        imageOfProof: '/api/v1/bookings/b-9/proof',
      },
    ];
    const api = stubApi({
      '/admin/payout-mentors': () => adminPage([payoutMentor()], 1, 1, 5),
      '/admin/reported-sessions': () => reported,
      '/admin/resolve-held-earning': () => {
        reported = [];
        return null;
      },
    });
    renderAsAdmin(<PayoutsPage />, '/admin-dashboard/payment');

    const section = await screen.findByRole('region', { name: 'Reported sessions' });
    expect(await within(section).findByText('The mentor never joined the call.')).toBeTruthy();
    expect(within(section).getByText('The session did not happen')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Cancel earning' })).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText("₹35 released to ashaverma1234's wallet.")).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/resolve-held-earning')[0])).toEqual({
      requestId: 'b-9',
      decision: 'release',
    });
    expect(await within(section).findByText('No reported session is waiting for a decision.')).toBeTruthy();
  });

  it('shows a paid session’s evidence side by side and refunds the student from it', async () => {
    const user = userEvent.setup({ delay: null });
    const session = {
      _id: 'b-7',
      packageName: '60-Minute Mentorship Session',
      paid: true,
      price: 499,
      problemKind: 'too_short',
      mentor: { mentorId: 'ashaverma1234', firstName: 'Asha', lastName: 'Verma' },
      student: { username: 'rohanmehta42', firstName: 'Rohan', lastName: 'Mehta' },
      completedAt: '2025-03-07T14:00:00.000Z',
      amount: 200,
      reason: 'We spoke for ten minutes of the hour.',
      reportedAt: '2025-03-07T16:00:00.000Z',
      imageOfProof: '/api/v1/bookings/b-7/proof',
    };
    let reported = [session];
    const api = stubApi({
      '/admin/payout-mentors': () => adminPage([payoutMentor()], 1, 1, 5),
      '/admin/reported-sessions': () => reported,
      '/admin/reported-sessions/b-7/evidence': () => ({
        session,
        scheduledAt: '2025-03-07T12:30:00.000Z',
        joins: { studentJoinedAt: '2025-03-07T12:28:00.000Z', mentorJoinedAt: null },
        proposals: [
          {
            proposedBy: 'mentor',
            proposedAt: '2025-03-05T10:00:00.000Z',
            slots: ['2025-03-07T12:30:00.000Z'],
            status: 'accepted',
            chosenSlot: '2025-03-07T12:30:00.000Z',
          },
        ],
        messages: [
          { from: 'mentor', kind: 'proposal', text: '', sentAt: '2025-03-05T10:00:00.000Z' },
          { from: 'student', kind: 'text', text: 'See you then!', sentAt: '2025-03-05T10:05:00.000Z' },
        ],
      }),
      '/admin/resolve-held-earning': () => {
        reported = [];
        return null;
      },
    });
    renderAsAdmin(<PayoutsPage />, '/admin-dashboard/payment');

    const section = await screen.findByRole('region', { name: 'Reported sessions' });
    expect(await within(section).findByText(/Paid ₹499 · ₹200 on hold/)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Review evidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evidence: 60-Minute Mentorship Session' });
    const times = await within(dialog).findByRole('region', { name: 'Agreed time, joins and offers' });
    expect(within(times).getByText('Agreed in the chat: 07 Mar 2025, 6:00 pm')).toBeTruthy();
    const joins = within(times).getByRole('list', { name: 'Who joined the call' });
    expect(within(joins).getByText('Rohan Mehta joined the call 07 Mar 2025, 5:58 pm')).toBeTruthy();
    expect(within(joins).getByText('Asha Verma did not join the call through its join address')).toBeTruthy();
    expect(
      within(times).getByText(/Asha Verma offered 07 Mar 2025, 6:00 pm on 05 Mar 2025, 3:30 pm: accepted/),
    ).toBeTruthy();
    const chat = within(dialog).getByRole('region', { name: 'Conversation' });
    expect(within(chat).getByText(/See you then!/)).toBeTruthy();
    expect(within(chat).getByText(/\(offered times\)/)).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'The report' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Mentor’s proof' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Refund the student' }));
    expect(
      await screen.findByText(
        'The held ₹200 of ashaverma1234 stays reversed; the student’s ₹499 is being refunded.',
      ),
    ).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/resolve-held-earning')[0])).toEqual({
      requestId: 'b-7',
      decision: 'cancel',
    });
  });

  it('switches Clear off, with the reason, for a mentor without payment details', async () => {
    const noDetails = payoutMentor({
      _id: 'm-3',
      mentorId: 'nehajoshi4455',
      paymentMethod: null,
      paymentInfo: null,
      accountHolderName: null,
      ifscCode: null,
    });
    stubApi({ '/admin/payout-mentors': () => adminPage([payoutMentor(), noDetails], 1, 1, 5) });
    renderAsAdmin(<PayoutsPage />, '/admin-dashboard/payment');

    const clear = await screen.findByRole('button', { name: 'Clear ₹1,240 of nehajoshi4455' });
    expect(clear).toHaveProperty('disabled', true);
    expect(clear.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(clear.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The mentor has not given payment details yet.',
    );
    const payable = screen.getByRole('button', { name: 'Clear ₹1,240 of ashaverma1234' });
    expect(payable).toHaveProperty('disabled', false);
    expect(payable.hasAttribute('aria-describedby')).toBe(false);
  });

  it('wants a proof image: "Image is required" for 3 seconds and nothing sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = stubApi({ '/admin/payout-mentors': () => adminPage([payoutMentor()], 1, 1, 5) });
    renderAsAdmin(<PayoutsPage />, '/admin-dashboard/payment');

    await user.click(await screen.findByRole('button', { name: 'Clear ₹1,240 of ashaverma1234' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear ₹1,240' }));
    expect(within(dialog).getByText(PROOF_REQUIRED_MESSAGE)).toBeTruthy();
    expect(api.callsTo('/admin/clear-payment')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(3100);
    expect(within(dialog).queryByText(PROOF_REQUIRED_MESSAGE)).toBeNull();
  });

  it('clears "Image is required" once an image is chosen', async () => {
    const user = userEvent.setup();
    stubApi({ '/admin/payout-mentors': () => adminPage([payoutMentor()], 1, 1, 5) });
    renderAsAdmin(<PayoutsPage />, '/admin-dashboard/payment');

    await user.click(await screen.findByRole('button', { name: 'Clear ₹1,240 of ashaverma1234' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear ₹1,240' }));
    expect(within(dialog).getByText(PROOF_REQUIRED_MESSAGE)).toBeTruthy();
    await user.upload(within(dialog).getByLabelText('Image of proof'), proofFile());
    expect(within(dialog).queryByText(PROOF_REQUIRED_MESSAGE)).toBeNull();
  });

  it('clears the balance seen with the proof, and says so with a link to the cleared payments', async () => {
    const user = userEvent.setup();
    let mentors = [payoutMentor()];
    const api = stubApi({
      '/admin/payout-mentors': () => adminPage(mentors, 1, 1, 5),
      '/admin/clear-payment': () => {
        mentors = [];
        return { _id: 'po-1', amountCleared: 1240, clearDate: '2025-03-05T06:30:00.000Z' };
      },
    });
    renderAsAdmin(<PayoutsPage />, '/admin-dashboard/payment');

    await user.click(await screen.findByRole('button', { name: 'Clear ₹1,240 of ashaverma1234' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear payment' });
    expect(within(dialog).getByText('Bank: 123456789012')).toBeTruthy();
    await user.upload(within(dialog).getByLabelText('Image of proof'), proofFile());
    await user.click(within(dialog).getByRole('button', { name: 'Clear ₹1,240' }));

    expect(await screen.findByText(/₹1,240 cleared for ashaverma1234/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'See cleared payments' })).getAttribute('href')).toBe(
      '/admin-dashboard/cleared-payment',
    );
    expect(formFields(api.callsTo('/admin/clear-payment')[0])).toEqual({
      mentorID: 'm-1',
      amount: '1240',
      imageOfProof: 'file:transfer.png',
    });
    expect(await screen.findByText('No mentor has a balance to pay out.')).toBeTruthy();
  });

  it('shows the server’s reason when the balance changed meanwhile', async () => {
    const user = userEvent.setup();
    stubApi({
      '/admin/payout-mentors': () => adminPage([payoutMentor()], 1, 1, 5),
      '/admin/clear-payment': () =>
        envelopeResponse(
          null,
          409,
          'The balance changed to ₹1,320 since the list was loaded.',
          'BALANCE_CHANGED',
        ),
    });
    renderAsAdmin(<PayoutsPage />, '/admin-dashboard/payment');

    await user.click(await screen.findByRole('button', { name: 'Clear ₹1,240 of ashaverma1234' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear payment' });
    fireEvent.change(within(dialog).getByLabelText('Image of proof'), { target: { files: [proofFile()] } });
    await user.click(within(dialog).getByRole('button', { name: 'Clear ₹1,240' }));
    expect(
      await within(dialog).findByText('The balance changed to ₹1,320 since the list was loaded.'),
    ).toBeTruthy();
  });

  it('puts the server’s refusal of the file under the picker, where it stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = stubApi({
      '/admin/payout-mentors': () => adminPage([payoutMentor()], 1, 1, 5),
      '/admin/clear-payment': () =>
        envelopeResponse(null, 415, 'Please upload a JPEG, PNG or WebP image.', 'UNSUPPORTED_MEDIA_TYPE'),
    });
    renderAsAdmin(<PayoutsPage />, '/admin-dashboard/payment');

    await user.click(await screen.findByRole('button', { name: 'Clear ₹1,240 of ashaverma1234' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear payment' });
    await user.upload(within(dialog).getByLabelText('Image of proof'), proofFile());
    await user.click(within(dialog).getByRole('button', { name: 'Clear ₹1,240' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Please upload a JPEG, PNG or WebP image.',
    );
    await vi.advanceTimersByTimeAsync(3100);
    expect(within(dialog).getByRole('alert').textContent).toBe('Please upload a JPEG, PNG or WebP image.');
    expect(api.callsTo('/admin/clear-payment')).toHaveLength(1);
  });
});
