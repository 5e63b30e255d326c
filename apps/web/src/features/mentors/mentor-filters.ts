import { MENTOR_FILTER_FIELDS, type MentorFilterField, type MentorSort } from '@neetmentor/contract';

/** The listing's filters, named as the API and the page address name them, so a shared link is the query. */
const FILTER_KEYS = MENTOR_FILTER_FIELDS;
export type FilterKey = MentorFilterField;

/** Values as typed or chosen; an empty string means "no filter". */
export type MentorFilters = Record<FilterKey, string>;

export const DEFAULT_SORT: MentorSort = 'rating';

/** Filters tucked away in the collapsible set (the name box and the exam year stay in view). */
const PANEL_KEYS: readonly FilterKey[] = ['category', 'state', 'gender', 'neetAttempts', 'maxPrice', 'sort'];

export function readFilters(params: URLSearchParams): MentorFilters {
  const filters = {} as MentorFilters;
  for (const key of FILTER_KEYS) filters[key] = params.get(key)?.trim() ?? '';
  return filters;
}

/** The page from the address; anything that is not a whole number of at least 1 is the first page. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Address query for filters and page: empty filters, the default sort and page 1 are left out. */
export function toSearchParams(filters: MentorFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value && !(key === 'sort' && value === DEFAULT_SORT)) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The search form's values as the listing takes them: trimmed, a field the form lacks counting as empty. */
export function trimFilters(values: Partial<MentorFilters>): MentorFilters {
  const filters = {} as MentorFilters;
  for (const key of FILTER_KEYS) filters[key] = values[key]?.trim() ?? '';
  return filters;
}

/** How many filters of the collapsible set are in use, shown on its toggle while it is closed. */
export function countPanelFilters(filters: MentorFilters): number {
  return PANEL_KEYS.filter((key) => filters[key] && !(key === 'sort' && filters[key] === DEFAULT_SORT))
    .length;
}
