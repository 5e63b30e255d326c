import { describe, expect, it } from 'vitest';
import { noMentorFilters } from '@neetmentor/contract';
import { countPanelFilters, readFilters, readPage, toSearchParams } from './mentor-filters.ts';

describe('mentor filters in the address', () => {
  it('reads every filter, empty when absent', () => {
    const filters = readFilters(new URLSearchParams('state=Kerala&neetAttempts=2&username=%20asha%20'));
    expect(filters).toEqual({
      username: 'asha',
      neetExamYear: '',
      category: '',
      state: 'Kerala',
      gender: '',
      neetAttempts: '2',
      maxPrice: '',
      sort: '',
    });
  });

  it('treats a missing or malformed page as the first', () => {
    expect(readPage(new URLSearchParams(''))).toBe(1);
    expect(readPage(new URLSearchParams('page=0'))).toBe(1);
    expect(readPage(new URLSearchParams('page=2.5'))).toBe(1);
    expect(readPage(new URLSearchParams('page=abc'))).toBe(1);
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
  });

  it('writes only what is set, leaving out the default sort and page 1', () => {
    const filters = readFilters(new URLSearchParams('category=M2&sort=rating&gender='));
    expect(toSearchParams(filters).toString()).toBe('category=M2');
    expect(toSearchParams(filters, 1).toString()).toBe('category=M2');
    expect(toSearchParams(filters, 4).toString()).toBe('category=M2&page=4');
    expect(toSearchParams({ ...filters, sort: 'price-low' }).toString()).toBe('category=M2&sort=price-low');
  });

  it('counts the filters of the collapsible set that are in use', () => {
    const filters = readFilters(new URLSearchParams('username=asha&neetExamYear=2023&state=Goa&sort=score'));
    expect(countPanelFilters(filters)).toBe(2);
    expect(countPanelFilters(readFilters(new URLSearchParams('sort=rating')))).toBe(0);
  });

  it('reads an address without filters as the filters the server renders the first page with', () => {
    // The server seeds /search-mentor's first page under this key: the page must ask for the same one.
    expect(readFilters(new URLSearchParams(''))).toEqual(noMentorFilters());
  });
});
