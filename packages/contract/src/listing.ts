/** Sort orders of the mentor listing; plain values so public pages can use them without zod. */
export const MENTOR_SORTS = ['rating', 'score', 'price-low', 'price-high'] as const;
export type MentorSort = (typeof MENTOR_SORTS)[number];
export const MENTOR_SORT_LABELS: Record<MentorSort, string> = {
  rating: 'Top rated',
  score: 'Highest NEET score',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
};
export const MENTOR_PAGE_SIZE = 12;
