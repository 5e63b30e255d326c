import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { UpdatesFeed } from '@neetmentor/contract';
import { updatesFeed } from '../../../test/mentor-account-fixtures.ts';
import { envelopeResponse, stubFetch } from '../../../test/render.tsx';
import { renderAsMentor } from '../../../test/render-as-mentor.tsx';
import { clearStorages } from '../../../test/session.ts';
import { UpdatesPage } from './updates-page.tsx';

function update(id: string, content: string, date: string) {
  return { _id: id, content, date };
}

/** get-updates answers each page from `pages`; returns the addresses asked for. */
function stubUpdates(pages: Record<number, UpdatesFeed>) {
  const asked: string[] = [];
  stubFetch((url) => {
    asked.push(url);
    const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
    return envelopeResponse(pages[page] ?? []);
  });
  return asked;
}

describe('UpdatesPage', () => {
  afterEach(clearStorages);

  it('shows the updates newest first with the admin’s picture and name, and no pager for one page', async () => {
    const asked = stubUpdates({
      1: updatesFeed([
        update('u2', 'Payouts go out on the 5th.\nCheck your details.', '2025-03-04T05:30:00.000Z'),
        update('u1', 'Welcome to the mentor community!', '2025-03-01T05:30:00.000Z'),
      ]),
    });
    renderAsMentor(<UpdatesPage />, '/mentor-dashboard/updates');

    expect(await screen.findByRole('heading', { level: 1, name: 'All Updates' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Updates, newest first' });
    const posts = within(list).getAllByRole('listitem');
    expect(posts.map((post) => post.querySelector('p')?.textContent)).toEqual([
      'Payouts go out on the 5th.\nCheck your details.',
      'Welcome to the mentor community!',
    ]);
    expect(within(posts[0] ?? list).getByText('Platform Admin')).toBeTruthy();
    expect(within(posts[0] ?? list).getByText('04 Mar 2025, 11:00 am')).toBeTruthy();
    expect(posts[0]?.querySelector('img')?.getAttribute('src')).toBe('/uploads/admins/a-1.webp');
    expect(screen.queryByRole('navigation', { name: 'Pages of updates' })).toBeNull();
    expect(asked).toEqual(['/api/v1/admin/get-updates?page=1']);
  });

  it('pages through older updates, 5 a page', async () => {
    const user = userEvent.setup();
    const five = Array.from({ length: 5 }, (_, index) =>
      update(`u${10 - index}`, `Update ${10 - index}`, '2025-03-04T05:30:00.000Z'),
    );
    const asked = stubUpdates({
      1: updatesFeed(five, 1, 2),
      2: updatesFeed([update('u5', 'Update 5', '2025-02-01T05:30:00.000Z')], 2, 2),
    });
    renderAsMentor(<UpdatesPage />, '/mentor-dashboard/updates');

    const pager = await screen.findByRole('navigation', { name: 'Pages of updates' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Update 5')).toBeTruthy();
    expect(within(pager).getByText('Page 2 of 2')).toBeTruthy();
    expect(asked.at(-1)).toBe('/api/v1/admin/get-updates?page=2');
  });

  it('says when there is no update yet', async () => {
    stubUpdates({ 1: updatesFeed([]) });
    renderAsMentor(<UpdatesPage />, '/mentor-dashboard/updates');

    expect(await screen.findByText('No updates yet')).toBeTruthy();
  });
});
