import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonBody, stubApi } from '../../../test/admin-api.ts';
import { adminPage, approvalRequest } from '../../../test/admin-fixtures.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { envelopeResponse } from '../../../test/render.tsx';
import { clearStorages } from '../../../test/session.ts';
import { MentorApprovalPage } from './mentor-approval-page.tsx';

const IMAGE = () =>
  new Response(new Uint8Array([82, 73, 70, 70]), { headers: { 'Content-Type': 'image/webp' } });

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name, { selector: 'strong' }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('MentorApprovalPage', () => {
  afterEach(clearStorages);

  it('shows every field of an application, its checks and the fee paid or waived', async () => {
    stubApi({
      '/admin/approval-requests': () =>
        adminPage([
          approvalRequest(),
          approvalRequest({
            _id: 'm-10',
            firstName: 'Meera',
            lastName: 'Iyer',
            feePaid: false,
            feeWaived: true,
            emailVerified: false,
            number: null,
            scoreCard: null,
            neetAttempts: 1,
          }),
        ]),
    });
    renderAsAdmin(<MentorApprovalPage />, '/admin-dashboard/mentor-approval');

    await screen.findByRole('table', { name: 'Mentor applications' });
    // The spec's title, singular (spec part 2 §2).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mentors Verification request');
    expect(Array.from(rowOf('Kabir Singh').children, (cell) => cell.textContent)).toEqual([
      'Kabir Singhkabir@example.com9988776655Male',
      '655Exam 20242 attempts',
      'SMS Medical College2nd yearJaipur, Rajasthan',
      'Score card of Kabir SinghCollege ID of Kabir Singh',
      'E-mail verifiedFee paid',
      '01 Mar 2025',
      'Approve Kabir SinghReject Kabir Singh',
    ]);
    const meera = rowOf('Meera Iyer');
    expect(within(meera).getByText('Fee waived')).toBeTruthy();
    expect(within(meera).getByText('E-mail not verified')).toBeTruthy();
    expect(within(meera).getByText('No score card')).toBeTruthy();
    expect(within(meera).getByText('1 attempt')).toBeTruthy();
  });

  it('switches Approve off, with what is missing, while an application cannot be approved', async () => {
    const api = stubApi({
      '/admin/approval-requests': () =>
        adminPage([
          approvalRequest(),
          approvalRequest({
            _id: 'm-11',
            firstName: 'Rohan',
            lastName: 'Das',
            feePaid: false,
            feeWaived: false,
            eligible: false,
          }),
          approvalRequest({
            _id: 'm-12',
            firstName: 'Sara',
            lastName: 'Ali',
            studentId: null,
            emailVerified: false,
            eligible: false,
          }),
        ]),
    });
    renderAsAdmin(<MentorApprovalPage />, '/admin-dashboard/mentor-approval');

    const reasonOf = (button: HTMLElement) =>
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;
    const rohan = await screen.findByRole('button', { name: 'Approve Rohan Das' });
    expect(rohan).toHaveProperty('disabled', true);
    expect(reasonOf(rohan)).toBe('Approve needs the fee.');
    const sara = screen.getByRole('button', { name: 'Approve Sara Ali' });
    expect(sara).toHaveProperty('disabled', true);
    expect(reasonOf(sara)).toBe('Approve needs a verified e-mail, the college ID.');
    // Rejecting stays possible, and a complete application can be approved.
    expect(screen.getByRole('button', { name: 'Reject Rohan Das' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Approve Kabir Singh' })).toHaveProperty('disabled', false);
    expect(api.callsTo('/admin/accept-approval')).toHaveLength(0);
  });

  it('opens a private document with the admin’s token', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      '/admin/approval-requests': () => adminPage([approvalRequest()]),
      '/mentors/documents/m-9/score-card': IMAGE,
    });
    renderAsAdmin(<MentorApprovalPage />, '/admin-dashboard/mentor-approval');

    await user.click(await screen.findByRole('button', { name: 'Score card of Kabir Singh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Score card of Kabir Singh' });
    expect(await within(dialog).findByRole('img', { name: 'Score card of Kabir Singh' })).toBeTruthy();
    expect(api.callsTo('/mentors/documents/m-9/score-card')[0]?.headers.get('Authorization')).toMatch(
      /^Bearer /,
    );
  });

  it('approves after the confirmation, and Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      '/admin/approval-requests': () => adminPage([approvalRequest()]),
      '/admin/accept-approval': () => null,
    });
    renderAsAdmin(<MentorApprovalPage />, '/admin-dashboard/mentor-approval');

    await user.click(await screen.findByRole('button', { name: 'Approve Kabir Singh' }));
    let dialog = screen.getByRole('dialog', { name: 'Approve mentor' });
    expect(dialog.textContent).toContain('Approve Kabir Singh as a mentor?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('/admin/accept-approval')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Approve Kabir Singh' }));
    dialog = screen.getByRole('dialog', { name: 'Approve mentor' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Kabir Singh is approved and has been e-mailed; they can log in now.'),
    ).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/accept-approval')[0])).toEqual({ mentorId: 'm-9' });
    // The queue is asked again after the decision.
    expect(api.callsTo('/admin/approval-requests').length).toBeGreaterThan(1);
  });

  it('shows the server’s message when an approval is refused', async () => {
    const user = userEvent.setup();
    stubApi({
      // The list was read before the payment was refunded: the server has the last word.
      '/admin/approval-requests': () => adminPage([approvalRequest()]),
      '/admin/accept-approval': () =>
        envelopeResponse(
          null,
          409,
          'This application cannot be approved yet: the fee is not paid.',
          'APPLICATION_NOT_ELIGIBLE',
        ),
    });
    renderAsAdmin(<MentorApprovalPage />, '/admin-dashboard/mentor-approval');

    await user.click(await screen.findByRole('button', { name: 'Approve Kabir Singh' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Approve mentor' })).getByRole('button', { name: 'Approve' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This application cannot be approved yet: the fee is not paid.',
    );
  });

  it('rejects after its own confirmation', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      '/admin/approval-requests': () => adminPage([approvalRequest()]),
      '/admin/remove-approval': () => null,
    });
    renderAsAdmin(<MentorApprovalPage />, '/admin-dashboard/mentor-approval');

    await user.click(await screen.findByRole('button', { name: 'Reject Kabir Singh' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject application' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('The application of Kabir Singh is rejected; they have been e-mailed.'),
    ).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/remove-approval')[0])).toEqual({ mentorId: 'm-9' });
  });
});
