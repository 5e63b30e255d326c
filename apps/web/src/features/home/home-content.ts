import type home from '../../locales/en/home.json';

/** Fixed marketing copy of the home page (spec part 1 §1 and §9): the words are in the `home` catalog. */

export const HERO_STATS: { value: string; label: keyof typeof home.hero.stats }[] = [
  { value: '100+', label: 'mentors' },
  { value: '200+', label: 'students' },
  { value: '100+', label: 'sessions' },
];

export const FEATURED_SERIES: readonly (keyof typeof home.featuredSeries.items)[] = [
  'toppers',
  'strategies',
  'roadmap',
  'topicReviews',
  'stories',
  'insights',
  'revision',
  'questions',
  'progress',
];

/** The four questions, in order; each names its question and answer in `faq.entries`. */
export const FAQ_ENTRIES: readonly (keyof typeof home.faq.entries)[] = [
  'mentors',
  'booking',
  'refund',
  'webinars',
];
