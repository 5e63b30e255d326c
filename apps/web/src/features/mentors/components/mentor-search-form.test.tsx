import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { FoldedPart } from '../folded-on-phones.ts';
import { readFilters } from '../mentor-filters.ts';
import { MentorSearchForm } from './mentor-search-form.tsx';

const OPEN_PANEL: FoldedPart = {
  open: true,
  isWide: true,
  toggle: () => undefined,
  fold: () => undefined,
  partProps: { hidden: false },
};

function renderForm(address = '', language: 'en' | 'hi' = 'en') {
  const onSearch = vi.fn();
  renderWithProviders(
    <MentorSearchForm
      filters={readFilters(new URLSearchParams(address))}
      panel={OPEN_PANEL}
      onSearch={onSearch}
      onClear={() => undefined}
    />,
    { language },
  );
  return onSearch;
}

describe('MentorSearchForm', () => {
  it('searches with every filter as chosen, trimmed, starting from those in the address', async () => {
    const onSearch = renderForm('state=Kerala&sort=price-low');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or mentor id' }), {
      target: { value: '  Asha ' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'M2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]?.[0]).toMatchObject({
      username: 'Asha',
      category: 'M2',
      state: 'Kerala',
      sort: 'price-low',
      maxPrice: '',
    });
  });

  it('refuses a negative budget in Hindi on the Hindi page', async () => {
    const onSearch = renderForm('', 'hi');
    const budget = screen.getByRole('spinbutton', { name: '60 मिनट के सेशन का बजट (₹)' });
    fireEvent.change(budget, { target: { value: '-5' } });
    await userEvent.click(screen.getByRole('button', { name: 'खोजें' }));
    expect(await screen.findByText('बजट 0 से कम नहीं हो सकता।')).toBeTruthy();
    fireEvent.change(budget, { target: { value: '100001' } });
    await userEvent.click(screen.getByRole('button', { name: 'खोजें' }));
    expect(await screen.findByText('बजट ज़्यादा से ज़्यादा ₹1,00,000 हो सकता है।')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('refuses a negative budget under its field, and searches once it is fixed', async () => {
    const onSearch = renderForm();
    const budget = screen.getByRole('spinbutton', { name: 'Budget per 60-minute session (₹)' });
    fireEvent.change(budget, { target: { value: '-5' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The budget cannot be negative.')).toBeTruthy();
    expect(budget.getAttribute('aria-invalid')).toBe('true');
    expect(onSearch).not.toHaveBeenCalled();

    fireEvent.change(budget, { target: { value: '900' } });
    await waitFor(() => expect(screen.queryByText('The budget cannot be negative.')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ maxPrice: '900' })));
  });
});
