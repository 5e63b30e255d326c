import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/admin-api.ts';
import { adminPage, auditEntry } from '../../../test/admin-fixtures.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { clearStorages } from '../../../test/session.ts';
import { AuditLogPage } from './audit-log-page.tsx';

describe('AuditLogPage', () => {
  afterEach(clearStorages);

  it('says who did what to which record and when, with the figures that changed', async () => {
    const api = stubApi({
      '/admin/audit-log': ({ query }) =>
        adminPage(
          [
            auditEntry({ targetName: 'Kabir Singh' }),
            auditEntry({
              _id: 'au-2',
              action: 'package.update',
              targetType: 'package',
              details: {
                category: 'M2',
                kind: 'session60',
                priceChanges: [{ what: 'price', fromPaise: 24_900, toPaise: 22_900 }],
                descriptionChanged: false,
              },
            }),
            auditEntry({
              _id: 'au-3',
              action: 'payout.clear',
              targetName: 'Asha Verma',
              details: { mentorId: 'ashaverma1234', payoutId: 'po-1', amountPaise: 124_000 },
            }),
            auditEntry({
              _id: 'au-4',
              actor: { _id: 'a-0', role: 'admin', name: null },
              action: 'session.remove-pending',
              targetType: 'booking',
              targetId: '0f1e2d3c-aaaa-bbbb-cccc-1234567890ab',
              targetName: 'Ravi Kumar with Asha Verma',
              details: null,
            }),
            auditEntry({
              _id: 'au-7',
              action: 'update.delete',
              targetType: 'update',
              targetId: '1a2b3c4d-aaaa-bbbb-cccc-1234567890ab',
              targetName: null,
              details: { excerpt: 'Payouts move to the 7th this month…' },
            }),
            auditEntry({
              _id: 'au-8',
              action: 'referral.delete',
              targetType: 'referral',
              targetId: '2a2b3c4d-aaaa-bbbb-cccc-1234567890ab',
              targetName: 'Bright Future Academy',
              details: { code: 'BRIGHT25' },
            }),
            auditEntry({
              _id: 'au-6',
              action: 'settings.programme-dates',
              targetType: null,
              targetId: null,
              details: {
                feeFreeUntilBefore: null,
                feeFreeUntilAfter: '2027-02-15',
                referralsAvailableFromBefore: '2026-05-01',
                referralsAvailableFromAfter: null,
              },
            }),
            auditEntry({
              _id: 'au-9',
              action: 'held-earning.cancel',
              targetType: 'booking',
              targetId: '3a2b3c4d-aaaa-bbbb-cccc-1234567890ab',
              targetName: 'Ravi Kumar with Asha Verma',
              details: { amountPaise: 20_000, refundPaise: 49_900 },
            }),
            auditEntry({
              _id: 'au-5',
              action: 'something.new',
              targetType: null,
              targetId: null,
              details: null,
            }),
          ],
          Number(query.get('page')),
          4,
        ),
    });
    renderAsAdmin(<AuditLogPage />, '/admin-dashboard/audit-log?page=3');

    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['When', 'Who', 'What', 'Record'],
      [
        '05 Mar 2025, 12:00 pm',
        'Platform Admin',
        'Approved a mentor application',
        'Kabir Singh (kabirsingh4321)',
      ],
      [
        '05 Mar 2025, 12:00 pm',
        'Platform Admin',
        'Changed a package',
        'M2 60-minute packagePrice: ₹229 (was ₹249)',
      ],
      [
        '05 Mar 2025, 12:00 pm',
        'Platform Admin',
        'Cleared a payout',
        'Asha Verma (ashaverma1234)Amount: ₹1,240',
      ],
      ['05 Mar 2025, 12:00 pm', 'A removed admin', 'Deleted a pending session', 'Ravi Kumar with Asha Verma'],
      [
        '05 Mar 2025, 12:00 pm',
        'Platform Admin',
        'Deleted an update',
        '“Payouts move to the 7th this month…”',
      ],
      [
        '05 Mar 2025, 12:00 pm',
        'Platform Admin',
        'Deleted a referral code',
        'Bright Future Academy (BRIGHT25)',
      ],
      [
        '05 Mar 2025, 12:00 pm',
        'Platform Admin',
        'Changed the programme dates',
        '–noneApplication fee free until: 15 Feb 2027 (was no waiver)Referrals open on: not scheduled (was 01 May 2026)',
      ],
      [
        '05 Mar 2025, 12:00 pm',
        'Platform Admin',
        'Cancelled a reported session’s earning',
        'Ravi Kumar with Asha VermaAmount: ₹200Refunded to the student: ₹499',
      ],
      ['05 Mar 2025, 12:00 pm', 'Platform Admin', 'something.new', '–none'],
    ]);
    expect(screen.getByText('Page 3 of 4')).toBeTruthy();
    expect(api.callsTo('/admin/audit-log')[0]?.query.get('page')).toBe('3');
  });

  it('says what changed in a package in Hindi for a Hindi reader, from the figures kept', async () => {
    stubApi({
      '/admin/audit-log': () =>
        adminPage(
          [
            auditEntry({
              action: 'package.update',
              targetType: 'package',
              details: {
                category: 'M2',
                kind: 'session60',
                priceChanges: [
                  { what: 'price', fromPaise: 24_900, toPaise: 22_900 },
                  { what: 'realPrice', fromPaise: 49_900, toPaise: 44_900 },
                  { what: 'earning', fromPaise: 11_000, toPaise: 12_000 },
                ],
                descriptionChanged: true,
              },
            }),
          ],
          1,
          1,
        ),
    });
    renderAsAdmin(<AuditLogPage />, '/admin-dashboard/audit-log', 'hi');

    const table = await screen.findByRole('table');
    for (const line of [
      'कीमत: ₹229 (पहले ₹249)',
      'असली कीमत: ₹449 (पहले ₹499)',
      'मेंटर की कमाई: ₹120 (पहले ₹110)',
      'डिस्क्रिप्शन बदला',
    ])
      expect(within(table).getByText(line)).toBeTruthy();
    expect(within(table).queryByText(/Price/)).toBeNull();
  });
  it('names a hidden review by its writer and mentor, with the reason, in both languages', async () => {
    const entries = [
      auditEntry({
        action: 'review.hide',
        targetType: 'review',
        targetName: 'Ravi Shah → Kavya Rao',
        details: { mentorId: 'kavyarao1234', reason: 'Personal attack on the mentor.', excerpt: 'Rude' },
      }),
      auditEntry({
        _id: 'au-2',
        action: 'review.unhide',
        targetType: 'review',
        targetName: 'Ravi Shah → Kavya Rao',
        details: { mentorId: 'kavyarao1234', excerpt: 'Rude' },
      }),
    ];
    stubApi({ '/admin/audit-log': () => adminPage(entries, 1, 1) });
    const { unmount } = renderAsAdmin(<AuditLogPage />, '/admin-dashboard/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent).slice(2));
    expect(rows).toEqual([
      ['Hid a review', 'Ravi Shah → Kavya Rao (kavyarao1234)Reason: Personal attack on the mentor.'],
      ['Showed a hidden review again', 'Ravi Shah → Kavya Rao (kavyarao1234)'],
    ]);
    unmount();

    renderAsAdmin(<AuditLogPage />, '/admin-dashboard/audit-log', 'hi');
    const hindi = await screen.findByRole('table');
    expect(within(hindi).getByText('एक रिव्यू छिपाया')).toBeTruthy();
    expect(within(hindi).getByText('छिपा रिव्यू फिर दिखाया')).toBeTruthy();
    expect(within(hindi).getByText('कारण: Personal attack on the mentor.')).toBeTruthy();
  });
});
