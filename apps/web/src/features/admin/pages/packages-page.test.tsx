import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Catalog, CatalogPackage } from '@neetmentor/contract';
import { jsonBody, stubApi } from '../../../test/admin-api.ts';
import { catalogPackage } from '../../../test/admin-fixtures.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { clearStorages } from '../../../test/session.ts';
import { PackagesPage } from './packages-page.tsx';

vi.mock(
  '../../../components/rich-text-editor.tsx',
  () => import('../../../test/rich-text-editor-stand-in.tsx'),
);

const M2 = catalogPackage({
  _id: 'p-60-m2',
  category: 'M2',
  packagePrice: 249,
  realPackagePrice: 299,
  mentorEarning: 90,
});

function catalog(m1: CatalogPackage[] = [catalogPackage()]): Catalog {
  return [
    { category: 'M1', packages: m1 },
    { category: 'M2', packages: [M2] },
    { category: 'M3', packages: [] },
    { category: 'M4', packages: [] },
  ];
}

function editorOf(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

describe('PackagesPage', () => {
  afterEach(clearStorages);

  it('shows one category at a time, and says that a price change e-mails its mentors', async () => {
    const user = userEvent.setup();
    stubApi({ '/admin/packages': () => catalog() });
    renderAsAdmin(<PackagesPage />, '/admin-dashboard/packages');

    expect(screen.getByRole('note').textContent).toContain('e-mails every mentor of that category');
    const card = await screen.findByRole('article', { name: '60-Minute Mentorship Session' });
    expect((within(card).getByRole('textbox', { name: 'Price' }) as HTMLInputElement).value).toBe('199');
    expect(within(card).getByText('An hour on your study plan.')).toBeTruthy();
    // Every card has the same buttons: each names its package.
    expect(within(card).getByRole('button', { name: 'Save 60-Minute Mentorship Session' })).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'Edit description of 60-Minute Mentorship Session' }),
    ).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'M2' }));
    expect(screen.getByText('M2: mentors with a NEET score from 600 to 640.')).toBeTruthy();
    expect(
      (
        within(editorOf('60-Minute Mentorship Session')).getByRole('textbox', {
          name: 'Price',
        }) as HTMLInputElement
      ).value,
    ).toBe('249');
  });

  it('checks the amounts: whole rupees, and the real price not below the price', async () => {
    const user = userEvent.setup();
    const api = stubApi({ '/admin/packages': () => catalog() });
    renderAsAdmin(<PackagesPage />, '/admin-dashboard/packages');
    const card = await screen.findByRole('article', { name: '60-Minute Mentorship Session' });

    const price = within(card).getByRole('textbox', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '19.5');
    const earning = within(card).getByRole('textbox', { name: 'Mentor earning' });
    await user.clear(earning);
    await user.click(within(card).getByRole('button', { name: /^Save / }));
    expect(within(card).getByText('Price is a whole number of rupees, 0 or more.')).toBeTruthy();
    expect(within(card).getByText('Mentor earning is a whole number of rupees, 0 or more.')).toBeTruthy();

    await user.clear(price);
    await user.type(price, '300');
    await user.type(earning, '80');
    await user.click(within(card).getByRole('button', { name: /^Save / }));
    expect(within(card).getByText('The real price cannot be below the price.')).toBeTruthy();

    // A paid session's earning above its price (₹199 here).
    await user.clear(price);
    await user.type(price, '199');
    await user.clear(earning);
    await user.type(earning, '1000');
    await user.click(within(card).getByRole('button', { name: /^Save / }));
    expect(within(card).getByText('The earning must be at most the price.')).toBeTruthy();
    expect(api.callsTo('/admin/update-package')).toHaveLength(0);
  });

  it('sends only what changed and says how many mentors were e-mailed', async () => {
    const user = userEvent.setup();
    let m1 = catalogPackage();
    const api = stubApi({
      '/admin/packages': () => catalog([m1]),
      '/admin/update-package': ({ body }) => {
        m1 = { ...m1, ...(body as Partial<CatalogPackage>) };
        return { package: m1, mentorsNotified: 12 };
      },
    });
    renderAsAdmin(<PackagesPage />, '/admin-dashboard/packages');
    const card = await screen.findByRole('article', { name: '60-Minute Mentorship Session' });

    const price = within(card).getByRole('textbox', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '229');
    await user.click(within(card).getByRole('button', { name: /^Save / }));
    expect(await within(card).findByText('Saved. 12 mentors of M1 e-mailed.')).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/update-package')[0])).toEqual({
      packageId: 'p-60-m1',
      packagePrice: 229,
    });
  });

  it('edits the description in the rich-text editor', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      '/admin/packages': () => catalog(),
      '/admin/update-package': () => ({
        package: catalogPackage({ packageDescription: '<p>Two topics.</p>' }),
        mentorsNotified: 0,
      }),
    });
    renderAsAdmin(<PackagesPage />, '/admin-dashboard/packages');
    const card = await screen.findByRole('article', { name: '60-Minute Mentorship Session' });

    await user.click(within(card).getByRole('button', { name: /^Save / }));
    expect(
      within(card).getByText('Nothing to save: change a price, the earning or the description first.'),
    ).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: /^Edit description of / }));
    const description = await within(card).findByRole('textbox', {
      name: 'Description of 60-Minute Mentorship Session',
    });
    await user.clear(description);
    await user.type(description, 'Two topics.');
    await user.click(within(card).getByRole('button', { name: /^Save / }));
    expect(await within(card).findByText('Saved. No mentor needed telling.')).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/update-package')[0])).toEqual({
      packageId: 'p-60-m1',
      packageDescription: '<p>Two topics.</p>',
    });
  });
});
