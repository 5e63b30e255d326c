import { TABLE_SEARCH_MIN_LENGTH } from '@neetmentor/contract';

/**
 * A table search as the repositories apply it: `exact` (the whole term, lower-cased) sorts exact matches
 * first, `pattern` is a LIKE pattern for values starting with it, its wildcards taken literally.
 */
export interface TableSearch {
  exact: string;
  pattern: string;
}

/**
 * The search of an admin table (spec part 2 §5): case-insensitive, and applied only from 4 characters, so
 * a shorter term (or none) shows the whole table.
 */
export function tableSearch(search: string | undefined | null): TableSearch | undefined {
  const term = search?.trim().toLowerCase();
  if (!term || term.length < TABLE_SEARCH_MIN_LENGTH) return undefined;
  return { exact: term, pattern: `${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%` };
}
