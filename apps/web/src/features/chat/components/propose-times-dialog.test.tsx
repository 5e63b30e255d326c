import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatMessage, proposal } from '../../../test/chat-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { istDay } from '../chat-time.ts';
import { ProposeTimesDialog, readSlots } from './propose-times-dialog.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;
const BOOKING_1 = '5d0c3f1e-8a4b-4c2d-9e6f-1a2b3c4d5e61';
const BOOKING_2 = '5d0c3f1e-8a4b-4c2d-9e6f-1a2b3c4d5e62';
const SESSIONS = [
  { bookingId: BOOKING_1, packageName: '60-minute session', scheduledAt: null },
  { bookingId: BOOKING_2, packageName: 'Monthly Mentorship Package', scheduledAt: null },
];

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(
    <ProposeTimesDialog
      open
      onClose={onClose}
      me="m-1"
      partnerId="s-1"
      partnerName="Riya Sharma"
      sessions={SESSIONS}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Propose session times' }), onClose };
}

function fill(dialog: HTMLElement, index: number, date: string, time: string) {
  fireEvent.change(within(dialog).getAllByLabelText(/^Date/)[index] as HTMLElement, {
    target: { value: date },
  });
  fireEvent.change(within(dialog).getAllByLabelText(/^Time \(IST\)/)[index] as HTMLElement, {
    target: { value: time },
  });
}

describe('ProposeTimesDialog', () => {
  it('sends the chosen session and the typed India times, then closes', async () => {
    const fetchMock = stubFetch(() =>
      envelopeResponse(
        chatMessage({ kind: 'proposal', proposal: proposal(), senderId: 'm-1', receiverId: 's-1' }),
      ),
    );
    const { dialog, onClose } = renderDialog();
    const inTwoDays = istDay(Date.now() + 2 * DAY_MS);
    const inThreeDays = istDay(Date.now() + 3 * DAY_MS);
    fireEvent.change(within(dialog).getByLabelText('Session'), { target: { value: BOOKING_2 } });
    fill(dialog, 0, inTwoDays, '16:30');
    fill(dialog, 2, inThreeDays, '09:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/message/propose-times/s-1');
    expect(JSON.parse(String(init?.body))).toEqual({
      bookingId: BOOKING_2,
      slots: [
        new Date(`${inTwoDays}T16:30:00+05:30`).toISOString(),
        new Date(`${inThreeDays}T09:00:00+05:30`).toISOString(),
      ],
    });
  });

  it('says what is wrong with each time before sending anything', async () => {
    const fetchMock = stubFetch(() => envelopeResponse(null));
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByText('Choose a date and a time.')).toBeTruthy();

    fill(dialog, 0, istDay(Date.now() - DAY_MS), '10:00');
    fill(dialog, 1, istDay(Date.now() + DAY_MS), '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(dialog).findByText('Choose a time at least an hour from now and within 60 days.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Choose both a date and a time.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

it('refuses the same time offered twice', () => {
  const day = istDay(Date.now() + 2 * 24 * 60 * 60 * 1000);
  const values = {
    bookingId: BOOKING_1,
    date1: day,
    time1: '10:00',
    date2: day,
    time2: '10:00',
    date3: '',
    time3: '',
  };
  expect(readSlots(values, Date.now()).errors).toEqual({ date2: 'repeated' });
});
