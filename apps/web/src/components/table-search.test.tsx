import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { TableSearch } from './table-search.tsx';

function renderSearch(applied = '') {
  const onSearch = vi.fn();
  renderWithProviders(
    <TableSearch
      label="Search by student username"
      hint="The exact username, at least 4 characters."
      applied={applied}
      onSearch={onSearch}
    />,
  );
  return { onSearch, field: screen.getByRole('searchbox', { name: 'Search by student username' }) };
}

describe('TableSearch', () => {
  it('applies a term of 4 or more characters on Enter, trimmed', async () => {
    const user = userEvent.setup();
    const { onSearch, field } = renderSearch();
    await user.type(field, '  riya1234 {Enter}');
    expect(onSearch).toHaveBeenCalledWith('riya1234');
  });

  it('applies it with the search icon too', async () => {
    const user = userEvent.setup();
    const { onSearch, field } = renderSearch();
    await user.type(field, 'arjun');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('arjun');
  });

  it('refuses a term shorter than 4 characters with the reason, and drops the reason on typing', async () => {
    const user = userEvent.setup();
    const { onSearch, field } = renderSearch();
    expect(screen.getByText('The exact username, at least 4 characters.')).toBeTruthy();
    await user.type(field, 'riy{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByText('Type at least 4 characters to search.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.type(field, 'a');
    expect(screen.queryByText('Type at least 4 characters to search.')).toBeNull();
  });

  it('shows the whole list again as soon as the field is emptied', async () => {
    const user = userEvent.setup();
    const { onSearch, field } = renderSearch('riya1234');
    expect(field).toHaveProperty('value', 'riya1234');
    await user.clear(field);
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('restores the list on Enter in an empty field', async () => {
    const user = userEvent.setup();
    const { onSearch, field } = renderSearch();
    await user.type(field, '{Enter}');
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
