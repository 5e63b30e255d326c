import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminMentor } from '@neetmentor/contract';
import { jsonBody, stubApi } from '../../../test/admin-api.ts';
import { adminMentor, adminPage } from '../../../test/admin-fixtures.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { envelopeResponse } from '../../../test/render.tsx';
import { clearStorages } from '../../../test/session.ts';
import { AdminMentorsPage } from './admin-mentors-page.tsx';

/** The table's mentors, changed by the calls as the server would. */
function stubMentors(mentors: AdminMentor[]) {
  return stubApi({
    '/admin/total-mentors': () => adminPage(mentors),
    '/admin/toggle-status': ({ body }) => {
      const mentor = mentors.find((item) => item._id === (body as { mentorId: string }).mentorId);
      if (!mentor) return envelopeResponse(null, 404, 'This mentor does not exist.');
      mentor.activate = !mentor.activate;
      return { activate: mentor.activate };
    },
    '/admin/feature-mentor': ({ body }) => {
      const mentor = mentors.find((item) => item._id === (body as { mentorId: string }).mentorId);
      if (mentor) mentor.featured = true;
      return { featured: true };
    },
    '/admin/remove-feature-mentor': () => ({ featured: false }),
  });
}

describe('AdminMentorsPage', () => {
  afterEach(clearStorages);

  it('lists mentors with every column, a dash for a missing contact and the rounded rating', async () => {
    stubMentors([
      adminMentor(),
      adminMentor({ _id: 'm-2', mentorId: 'ravikumar5678', number: null, rating: 0 }),
    ]);
    renderAsAdmin(<AdminMentorsPage />, '/admin-dashboard/mentors');

    const table = await screen.findByRole('table', { name: 'Mentors' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['MentorId', 'Email', 'State', 'Neet Score', 'Contact', 'Ratings', 'Status', 'Feature']);
    const [first, second] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(first as HTMLElement).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(second as HTMLElement).getAllByRole('cell')[4]?.textContent).toBe('–none');
    expect(within(second as HTMLElement).getByRole('img', { name: 'Rated 0 out of 5' })).toBeTruthy();
  });

  it('asks before deactivating, and activates again without asking', async () => {
    const user = userEvent.setup();
    const api = stubMentors([adminMentor()]);
    renderAsAdmin(<AdminMentorsPage />, '/admin-dashboard/mentors');

    await user.click(await screen.findByRole('button', { name: 'Deactivate ashaverma1234' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate mentor' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('/admin/toggle-status')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Deactivate ashaverma1234' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Deactivate mentor' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(await screen.findByText(/ashaverma1234 is deactivated/)).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/toggle-status')[0])).toEqual({ mentorId: 'm-1' });
    expect(await screen.findByText('Deactivated')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Activate ashaverma1234' }));
    expect(await screen.findByText(/ashaverma1234 is active again/)).toBeTruthy();
    expect(api.callsTo('/admin/toggle-status')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('features a mentor with the star, a toggle button that says its state', async () => {
    const user = userEvent.setup();
    const api = stubMentors([adminMentor()]);
    renderAsAdmin(<AdminMentorsPage />, '/admin-dashboard/mentors');

    const star = await screen.findByRole('button', { name: 'Feature ashaverma1234 on the home page' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await user.click(star);
    expect(await screen.findByText('ashaverma1234 is now featured on the home page.')).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/feature-mentor')[0])).toEqual({ mentorId: 'm-1' });
    await waitFor(() =>
      expect(
        screen
          .getByRole('button', { name: 'Feature ashaverma1234 on the home page' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
  });

  it('shows the server’s reason when a change is refused', async () => {
    const user = userEvent.setup();
    stubApi({
      '/admin/total-mentors': () => adminPage([adminMentor({ activate: false })]),
      '/admin/toggle-status': () => envelopeResponse(null, 404, 'This mentor does not exist.'),
    });
    renderAsAdmin(<AdminMentorsPage />, '/admin-dashboard/mentors');

    await user.click(await screen.findByRole('button', { name: 'Activate ashaverma1234' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This mentor does not exist.');
  });

  it('says when no mentor matches the search', async () => {
    stubApi({ '/admin/total-mentors': () => adminPage([]) });
    renderAsAdmin(<AdminMentorsPage />, '/admin-dashboard/mentors?search=zzzz');
    expect(await screen.findByText('No mentor with a MentorId starting “zzzz”.')).toBeTruthy();
  });
});
